/// One primitive navigation step that was applied to the tree.
///
/// Every change the engine makes is emitted as exactly one event, in order, so
/// recorders, transition graphs and logs see the same steps the resolver planned.
public struct NavigationEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kind of primitive step.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case push, replace, pop, pushChild, popChild, presentModal, dismissModal
        case presentDetour, dismissDetour, selectTab, changeFlow, resetRoot
        /// A whole saved state was restored (one summary event; the steps it took are not emitted).
        case restore
    }

    /// What was done.
    public let kind: Kind
    /// The type name of the coordinator whose state changed.
    public let coordinator: String
    /// The route the step is about: pushed, replaced, presented, popped back to, the flow
    /// target; for child, tab and dismissal steps, the child's, tab's or dismissed route.
    public let route: RouteValue?
    /// The other coordinator involved (pushed or popped child, selected tab, presented or dismissed modal or detour), if any.
    public internal(set) var other: String?
    /// The coordinator's current route before the step.
    public let from: RouteValue
    /// The coordinator's current route after the step (for a flow change, after the root's
    /// `handleFlowChange` switched flows).
    public internal(set) var to: RouteValue
    /// The number of routes on the coordinator's stack after the step (push, replace, pop, resetRoot).
    public internal(set) var stackCount: Int?
    /// The selected tab index (selectTab).
    public internal(set) var tabIndex: Int?
    /// The live coordinators the event is about (ignored by equality, hashing and coding).
    public internal(set) var subjects = EventSubjects()

    public var description: String {
        var text = "\(kind.rawValue) \(coordinator)"
        if let other { text += " \(other)" }
        if let route { text += " \(route)" }
        return text + "  [\(from) -> \(to)]"
    }
}

/// Which live coordinator a value is about, for tools that follow coordinators across
/// captures (`captureTreeWithIdentities()`). Never written anywhere.
public struct CoordinatorIdentity: Hashable, Sendable {
    let raw: ObjectIdentifier
    init(_ node: AnyObject) { raw = ObjectIdentifier(node) }
    init(raw: ObjectIdentifier) { self.raw = raw }
}

/// The live coordinators a `NavigationEvent` is about. Deliberately ignored by `==`,
/// hashing and coding, so events from different runs compare equal and stay deterministic.
public struct EventSubjects: Hashable, Sendable, Codable {
    /// The coordinator whose state changed.
    public internal(set) var coordinator: CoordinatorIdentity?
    /// The other coordinator involved (child, tab, modal, detour).
    public internal(set) var other: CoordinatorIdentity?

    init(coordinator: CoordinatorIdentity? = nil, other: CoordinatorIdentity? = nil) {
        self.coordinator = coordinator
        self.other = other
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
    public init(from decoder: any Decoder) throws { self.init() }
    public func encode(to encoder: any Encoder) throws {}
}

/// Receives the events and errors of a coordinator tree.
///
/// Register with `Coordinator.addObserver(_:)`; an observer sees everything that
/// happens at that coordinator and below it. Observers are held weakly.
public protocol NavigationObserver: AnyObject {
    /// A primitive step was applied.
    func navigation(didApply event: NavigationEvent)
    /// A navigation or configuration call failed; nothing was changed.
    func navigation(didFail error: NavigationError)
}

extension NavigationObserver {
    public func navigation(didApply event: NavigationEvent) {}
    public func navigation(didFail error: NavigationError) {}
}

/// An observer that keeps everything it receives, for tests and tools.
public final class NavigationRecorder: NavigationObserver {
    /// Every event received, in order.
    public private(set) var events: [NavigationEvent] = []
    /// Every error received, in order.
    public private(set) var errors: [NavigationError] = []

    /// An empty recorder.
    public init() {}

    public func navigation(didApply event: NavigationEvent) { events.append(event) }
    public func navigation(didFail error: NavigationError) { errors.append(error) }

    /// Forgets everything received so far.
    public func reset() {
        events = []
        errors = []
    }
}
