import FlowCore

/// One action tried in one state, as a worker found it.
struct TriedAction: Sendable {
    var action: Int
    var fingerprint: StateFingerprint
    /// With the tab reduction: the state reached, split into shell and tabs.
    var partition: TabPartition?
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
