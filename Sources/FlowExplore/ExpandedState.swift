import FlowCore

/// One state expanded by a worker: every available action tried from it.
struct ExpandedState: Sendable {
    var state: Int
    var tapsNamedByApp: Bool
    /// The screen of the state (transition graph).
    var place: Int
    var tried: [TriedAction]
}

/// One action tried in one state, as a worker found it.
struct TriedAction: Sendable {
    var action: Int
    var fingerprint: StateFingerprint
    var succeeded: Bool
    var message: Int
    /// The screen the action led to (transition graph).
    var place: Int
    /// A back that stayed in a state showing a back button.
    var noWayBack: Bool
    var violations: [InvariantViolation]
    /// What the merge needs if the state reached turns out new.
    var discovery: Discovery
    /// The events, with `recordsDetails`.
    var events: [NavigationEvent]
}

/// What the merge records about a state the first time it is found.
struct Discovery: Sendable {
    /// The routes on the visible chain (coverage).
    var shown: [RouteValue]
    /// With `recordsDetails`: the tree and the visible screen's route.
    var tree: NavigationTree?
    var screen: RouteValue?
}
