import FlowCore

/// A `trace` step: navigate with tracing (to a route name or a URL) and record the trace text
/// as a checkpoint. A dry run plans and records without applying anything.
public struct TraceRequest: Hashable, Sendable, CustomStringConvertible {
    /// A route name (`Type.identifier`) or a URL the app opens.
    public var target: String
    /// Where the navigation starts.
    public var from: ScenarioEntry
    /// The checkpoint the trace text is recorded as.
    public var checkpoint: String
    /// The error the navigation must fail with; `nil` when it must succeed.
    public var expect: NavigationError.Code?
    /// Plan and trace without applying.
    public var dryRun: Bool

    /// Creates a trace request.
    public init(target: String, from: ScenarioEntry = .visible, checkpoint: String, expect: NavigationError.Code? = nil, dryRun: Bool = false) {
        self.target = target
        self.from = from
        self.checkpoint = checkpoint
        self.expect = expect
        self.dryRun = dryRun
    }

    public var description: String {
        "trace \(target)" + (from == .top ? " from top" : "") + (dryRun ? " (dry run)" : "") + " -> \(checkpoint)"
    }
}
