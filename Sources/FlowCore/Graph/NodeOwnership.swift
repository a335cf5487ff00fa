/// What a coordinator owns and who registered it, as ids of the same graph (the ownership half
/// of its links), and the route it holds for later: the cold half of its record, kept apart
/// from `NodeLinks` and `RouteState` because navigation plans never change it (flow changes,
/// `addChild(_:)`, modal registration, pending navigation and restores do), so a plan neither
/// copies nor plans it.
///
/// The ids are the state, and the only copy of it: a child has its owner as parent and a
/// registered modal has its registrar, which is what keeps each alive (`NavigationEngine.hold(_:)`).
struct NodeOwnership: Equatable {
    /// Owned children, insertion order (for a tab coordinator, its tabs).
    var children: [NodeID] = []
    /// Registered modal coordinators, registration order.
    var modals: [NodeID] = []
    /// The coordinator this one is registered with as a modal.
    var registrar: NodeID?
    /// The route the coordinator holds to navigate to later (`Coordinator.pendingNavigation`).
    var pending: AnyRoute?

    /// Whether this is the cold half of a coordinator that owns nothing, is registered nowhere
    /// and holds no route.
    var isEmpty: Bool { children.isEmpty && modals.isEmpty && registrar == nil && pending == nil }
}
