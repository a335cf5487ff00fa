/// What a coordinator owns and who registered it, as ids of the same graph: the ownership half
/// of its links, kept apart from `NodeLinks` because navigation never changes it (flow changes,
/// `addChild(_:)`, modal registration and restores do), so a plan neither copies nor plans it.
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

    /// Whether this is the ownership of a coordinator that owns nothing and is registered nowhere.
    var isEmpty: Bool { children.isEmpty && modals.isEmpty && registrar == nil }
}
