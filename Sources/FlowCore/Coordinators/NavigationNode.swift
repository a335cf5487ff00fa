/// A coordinator as the engine holds it: type-erased, with its `NodeCore` (where everything
/// the engine reads and writes is kept). Holding one retains the coordinator.
protocol NavigationNode: AnyCoordinator {
    /// The coordinator's state and the engine's scratch space.
    var core: NodeCore { get }
    /// `route` in its route type's Codable form; `nil` when the type is not Encodable or `route` is not one.
    func encodeRoute(_ route: AnyRoute) -> String?
    /// A route of this coordinator's type from its Codable form; `nil` when it does not decode.
    func decodeRoute(_ json: String) -> AnyRoute?
    /// The coordinator's stable name among its siblings for restoring, if it has one.
    var restorationKey: String? { get }
    /// The coordinator's display name, if it has one.
    var displayName: String? { get }
    /// What the coordinator keeps when navigation leaves it.
    var navigationPolicies: NavigationPolicies { get }
}

extension NavigationNode {
    var typeName: String { core.typeName }
    var routeTypeName: String { core.routeTypeName }
    var coordinatorKind: NavigationTree.Kind { core.coordinatorKind }
    /// Owned children, insertion order.
    var ownedChildren: [any NavigationNode] { core.ownedChildren }
    /// Registered modal coordinators, registration order.
    var registeredModals: [any NavigationNode] { core.registeredModals }
    /// The coordinator that owns or presents this one, if any.
    var parentNode: (any NavigationNode)? { core.parent?.owner }
    /// The coordinator this one is registered with as a modal, if any.
    var registrar: (any NavigationNode)? { core.registrar?.owner }
    /// The chain from this node up to the root, this node first.
    var ancestry: [any NavigationNode] { core.ancestry.compactMap(\.owner) }
}
