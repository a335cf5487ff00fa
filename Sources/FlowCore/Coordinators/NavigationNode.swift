/// How a coordinator shows the children it delegates to.
enum DelegationStyle {
    /// Children are pushed onto the parent's stack (plain coordinators).
    case push
    /// Children are tabs; delegating selects one (`TabCoordinator`).
    case tabs
    /// The one child is the current flow, shown as the content (`FlowOrchestrator`).
    case flow
}

/// The type-erased face of `Coordinator<R>` the resolver works with: its `NodeCore` (all the
/// state, non-generic) and the hooks, which need `R`.
protocol NavigationNode: AnyCoordinator {
    /// The coordinator's state and the engine's scratch space.
    var core: NodeCore { get }
    var routeTypeName: String { get }

    func askCanHandle(_ route: AnyRoute) -> Bool
    /// The tab a tab coordinator selects for `route` (`nil` for other coordinators).
    func askTabIndex(_ route: AnyRoute) -> Int?
    func askNavigationType(_ route: AnyRoute) -> NavigationType
    func askNavigationPath(_ route: AnyRoute) -> [any Route]?
    func askDetents(_ route: AnyRoute) -> ModalDetentConfiguration
    func askCanHandleFlowChange(_ route: AnyRoute) -> Bool
    func askHandleFlowChange(_ route: AnyRoute) -> Bool
    /// `route.base is R`, for route types that are classes (a subclass instance is an `R`).
    func acceptsByCast(_ route: AnyRoute) -> Bool
    /// `nil` when the view factory builds no screen for `route`.
    func screen(for route: AnyRoute) -> Screen?
    /// `route` in its route type's Codable form; `nil` when the type is not Encodable or `route` is not one.
    func encodeRoute(_ route: AnyRoute) -> String?
    /// A route of this coordinator's type from its Codable form; `nil` when it does not decode.
    func decodeRoute(_ json: String) -> AnyRoute?
}

extension NavigationNode {
    var typeName: String { core.typeName }
    var delegationStyle: DelegationStyle { core.delegationStyle }
    /// Owned children, insertion order.
    var ownedChildren: [any NavigationNode] { core.ownedChildren }
    /// Registered modal coordinators, registration order.
    var registeredModals: [any NavigationNode] { core.registeredModals }
    /// The coordinator that owns or presents this one, if any.
    var parentNode: (any NavigationNode)? { core.state.links.parent }
    /// The coordinator this one is registered with as a modal, if any.
    var registrar: (any NavigationNode)? { core.registrar }

    func accepts(_ route: AnyRoute) -> Bool { core.accepts(route) }

    /// Whether a screen can be shown for `route` (always, without a view factory).
    func hasScreen(for route: AnyRoute) -> Bool { !core.hasViewFactory || screen(for: route) != nil }

    /// The chain from this node up to the root, this node first (through registrars for
    /// unpresented registered modals).
    var ancestry: [any NavigationNode] {
        var chain: [any NavigationNode] = [self]
        // A registered modal that is not presented has no parent; its registrar stands in,
        // so what happens inside it still reaches the tree's observers.
        var cursor = core.up
        while let node = cursor {
            chain.append(node)
            cursor = node.core.up
        }
        return chain
    }
}

/// Where a coordinator hangs in the tree and what it presents. Non-generic (no metadata
/// lookups), and without weak references.
struct Links {
    var context: PresentationContext = .root
    /// The coordinator that owns or presents this one. Not retained and not weak: a parent
    /// holds what it owns or presents, clears this link when it lets go, and clears it in its
    /// `deinit`, so the link never outlives the parent.
    unowned(unsafe) var parent: (any NavigationNode)?
    var modal: (any NavigationNode)? {
        didSet { modalCore = modal.map { Unmanaged.passUnretained($0.core) } }
    }
    var detour: (any NavigationNode)? {
        didSet { detourCore = detour.map { Unmanaged.passUnretained($0.core) } }
    }
    /// `modal`'s core, unretained (`modal` holds it), for resolution walks.
    private(set) var modalCore: Unmanaged<NodeCore>?
    /// `detour`'s core, unretained.
    private(set) var detourCore: Unmanaged<NodeCore>?
    /// Children currently pushed onto this coordinator's stack, in screen order.
    var pushed: [any NavigationNode] = []
}

/// Everything about a coordinator that navigation changes, as one value.
struct NodeState {
    // (Links first: resolution reads them most, and they share a cache line with the node's hot fields.)
    var links: Links
    var routes: RouteState

    init(routes: RouteState, links: Links) {
        self.links = links
        self.routes = routes
    }

    var isPresentingAnything: Bool { links.modal != nil || links.detour != nil }
    func isPushed(_ node: any NavigationNode) -> Bool { links.pushed.contains { $0 === node } }

    /// A placeholder for cleared scratch slots.
    /// (Immutable; `nonisolated(unsafe)` only because `NodeState` holds coordinators and is not `Sendable`.)
    nonisolated(unsafe) static let empty = NodeState(routes: RouteState(root: AnyRoute(EmptyRoute.none)), links: Links())

    /// The route of cleared scratch slots; never navigated to.
    private enum EmptyRoute: String, Route { case none }
}
