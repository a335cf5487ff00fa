/// How a coordinator shows the children it delegates to.
enum DelegationStyle {
    /// Children are pushed onto the parent's stack (plain coordinators).
    case push
    /// Children are tabs; delegating selects one (`TabCoordinator`).
    case tabs
    /// The one child is the current flow, shown as the content (`FlowOrchestrator`).
    case flow
}

/// The type-erased face of `Coordinator<R>` the resolver works with.
protocol NavigationNode: AnyCoordinator {
    var typeName: String { get }
    var routeTypeName: String { get }
    var delegationStyle: DelegationStyle { get }
    /// Owned children, insertion order. Changed only by add/removeChild.
    var ownedChildren: [any NavigationNode] { get }
    /// Registered modal coordinators, registration order.
    var registeredModals: [any NavigationNode] { get }
    var observers: ObserverList { get }
    /// The coordinator that owns or presents this one, if any.
    var parentNode: (any NavigationNode)? { get }
    /// The coordinator this one is registered with as a modal, if any.
    var registrar: (any NavigationNode)? { get }

    func loadState() -> NodeState
    func storeState(_ state: NodeState)
    func accepts(_ route: AnyRoute) -> Bool
    /// What is presented, read from the live links without converting the state (the
    /// resolver's hot path for nodes the plan has not touched, and ownership checks, which walk whole subtrees).
    func presentedNodes() -> (modal: (any NavigationNode)?, detour: (any NavigationNode)?)
    func askCanHandle(_ route: AnyRoute) -> Bool
    /// The tab a tab coordinator selects for `route` (`nil` for other coordinators).
    func askTabIndex(_ route: AnyRoute) -> Int?
    func askNavigationType(_ route: AnyRoute) -> NavigationType
    func askNavigationPath(_ route: AnyRoute) -> [any Route]?
    func askDetents(_ route: AnyRoute) -> ModalDetentConfiguration
    func askCanHandleFlowChange(_ route: AnyRoute) -> Bool
    func askHandleFlowChange(_ route: AnyRoute) -> Bool
    /// `nil` when the view factory builds no screen for `route`.
    func screen(for route: AnyRoute) -> Screen?
    /// `route` in its route type's Codable form; `nil` when the type is not Encodable or `route` is not one.
    func encodeRoute(_ route: AnyRoute) -> String?
    /// A route of this coordinator's type from its Codable form; `nil` when it does not decode.
    func decodeRoute(_ json: String) -> AnyRoute?
}

/// Everything about a coordinator that navigation changes, as one value.
struct NodeState {
    var routes: RouteState
    var context: PresentationContext
    weak var parent: (any NavigationNode)?
    var modal: (any NavigationNode)?
    var detour: (any NavigationNode)?
    /// Children currently pushed onto this coordinator's stack, in screen order.
    var pushed: [any NavigationNode]

    var isPresentingAnything: Bool { modal != nil || detour != nil }
    func isPushed(_ node: any NavigationNode) -> Bool { pushed.contains { $0 === node } }
}

/// Weakly held observers of one coordinator.
final class ObserverList {
    private var entries: [WeakObserver] = []
    /// While a tree is being restored its steps are not delivered (one summary event follows).
    var isMuted = false

    func add(_ observer: any NavigationObserver) {
        entries.removeAll { $0.value == nil || $0.value === observer }
        entries.append(WeakObserver(value: observer))
    }

    func remove(_ observer: any NavigationObserver) {
        entries.removeAll { $0.value == nil || $0.value === observer }
    }

    var live: [any NavigationObserver] { entries.compactMap(\.value) }

    private struct WeakObserver {
        weak var value: (any NavigationObserver)?
    }
}

extension NavigationNode {
    /// The chain from this node up to the root, this node first (through registrars for
    /// unpresented registered modals).
    var ancestry: [any NavigationNode] {
        var chain: [any NavigationNode] = [self]
        // A registered modal that is not presented has no parent; its registrar stands in,
        // so what happens inside it still reaches the tree's observers.
        var cursor = parentNode ?? registrar
        while let node = cursor {
            chain.append(node)
            cursor = node.parentNode ?? node.registrar
        }
        return chain
    }
}
