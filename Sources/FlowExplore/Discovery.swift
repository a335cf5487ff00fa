import FlowCore

/// What the merge records about a state the first time it is found.
struct Discovery: Sendable {
    /// The routes on the visible chain (coverage).
    var shown: [RouteValue]
    /// With `recordsDetails`: the tree and the visible screen's route.
    var tree: NavigationTree?
    var screen: RouteValue?
}
