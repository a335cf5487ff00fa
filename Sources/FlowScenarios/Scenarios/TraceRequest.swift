import FlowAdapter
import FlowCore
import FlowSnapshotStore

/// A `trace` step: navigate with tracing and record the trace text as a checkpoint. A dry run
/// plans and records without applying anything.
public struct TraceRequest: Hashable, Sendable, CustomStringConvertible {
    /// The route traced: the one named, or the one the deep link `url` opens.
    public var route: RouteReference
    /// The deep link the step named, when it named one (`open:`) instead of a route.
    public var url: String?
    /// Where the navigation starts.
    public var from: ScenarioEntry
    /// The checkpoint the trace text is recorded as.
    public var checkpoint: String
    /// The error the navigation must fail with; `nil` when it must succeed.
    public var expect: NavigationError.Code?
    /// Plan and trace without applying.
    public var dryRun: Bool

    /// Creates a trace request for `route`, written as the deep link `url` when given.
    public init(
        route: RouteReference, url: String? = nil, from: ScenarioEntry = .visible, checkpoint: String, expect: NavigationError.Code? = nil,
        dryRun: Bool = false
    ) {
        self.route = route
        self.url = url
        self.from = from
        self.checkpoint = checkpoint
        self.expect = expect
        self.dryRun = dryRun
    }

    /// Routes no longer travel as text, and a name cannot be resolved without its app.
    @available(
        *, unavailable,
        message:
            "a trace carries its route: use init(route:url:from:checkpoint:expect:dryRun:), or ScenarioParser.route(_:app:source:) to read a route from text"
    )
    public init(target: String, from: ScenarioEntry = .visible, checkpoint: String, expect: NavigationError.Code? = nil, dryRun: Bool = false) {
        fatalError("unavailable")
    }

    /// What the step named, for display: the URL, or the route as `Type.identifier`.
    @available(*, deprecated, message: "a trace carries its route: use route (and url for a deep link)")
    public var target: String { url ?? route.description }

    public var description: String {
        "trace \(url ?? route.description)" + (from == .top ? " from top" : "") + (dryRun ? " (dry run)" : "") + " -> \(checkpoint)"
    }
}
