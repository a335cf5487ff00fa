import Logging

/// A coordinator: owns a router, children, registered modals, and whatever it presents.
///
/// Subclass it and override the hooks (`canHandle`, `navigationType`, `navigationPath`,
/// `modalDetentConfiguration`, and at the root `canHandleFlowChange`/`handleFlowChange`).
/// Call `navigate(to:)` from anywhere in the tree: the engine resolves the route against
/// the whole tree without side effects, then applies the plan, or changes nothing and
/// reports a typed error to the tree's observers.
///
/// A tree is not thread-safe: confine it to one isolation domain (for an app, the main actor).
///
/// ```swift
/// final class ShopCoordinator: Coordinator<ShopRoute> {
///     override func canHandle(_ route: any Route) -> Bool { route is ShopRoute }
/// }
/// let shop = ShopCoordinator(router: Router(initial: .list))
/// shop.navigate(to: ShopRoute.detail)   // shop.router.state.stack == [.detail]
/// ```
open class Coordinator<R: Route>: AnyCoordinator {
    /// This coordinator's router; `router.state` is the navigation state.
    public let router: Router<R>

    var links: Links
    var ownedChildren: [any NavigationNode] = []
    var registeredModals: [any NavigationNode] = []
    /// The coordinator this one is registered with as a modal, if any.
    weak var modalRegistrar: (any NavigationNode)?
    let observers = ObserverList()
    /// How many times the engine has asked `canHandle` (for invariant checks and benchmarks).
    public private(set) var canHandleCallCount = 0

    struct Links {
        var context: PresentationContext = .root
        weak var parent: (any NavigationNode)?
        var modal: (any NavigationNode)?
        var detour: (any NavigationNode)?
        var pushed: [any NavigationNode] = []
    }

    /// Creates a coordinator around `router`.
    public init(router: Router<R>) {
        self.router = router
        links = Links()
    }

    // MARK: Hooks

    /// Whether this coordinator shows `route` itself. Default `false`.
    open func canHandle(_ route: any Route) -> Bool { false }

    /// How `route` is shown when this coordinator handles it. Default `.push`.
    open func navigationType(for route: any Route) -> NavigationType { .push }

    /// Routes to push first when a deep link to `route` arrives on an empty stack.
    /// Entries must be this coordinator's own non-modal routes. Default `nil`.
    open func navigationPath(for route: any Route) -> [any Route]? { nil }

    /// The sheet configuration for a modal presented for `route`. Default `[.large]`.
    open func modalDetentConfiguration(for route: any Route) -> ModalDetentConfiguration { .default }

    /// At the root: whether `route` starts a new flow. Default `false`.
    open func canHandleFlowChange(to route: any Route) -> Bool { false }

    /// At the root: switch flows for `route`; called exactly once per navigation. Default `false`.
    open func handleFlowChange(to route: any Route) -> Bool { false }

    // MARK: Reading the tree

    /// The coordinator that owns or presents this one.
    public var parentCoordinator: (any AnyCoordinator)? { links.parent }

    /// How this coordinator is shown by its parent.
    public var presentationContext: PresentationContext { links.context }

    /// Owned children, in insertion order.
    public var children: [any AnyCoordinator] { ownedChildren }

    /// Registered modal coordinators, in registration order.
    public var modalCoordinators: [Coordinator<R>] { registeredModals.compactMap { $0 as? Coordinator<R> } }

    /// Registered modal coordinators as `AnyCoordinator`s, registration order.
    public var registeredModalCoordinators: [any AnyCoordinator] { registeredModals }

    /// The modal coordinator this one presents, if any.
    public var presentedModal: (any AnyCoordinator)? { links.modal }

    /// The detour coordinator this one presents, if any.
    public var presentedDetour: (any AnyCoordinator)? { links.detour }

    /// Children currently pushed onto this coordinator's stack, in screen order.
    public var pushedChildren: [any AnyCoordinator] { links.pushed }

    /// This coordinator's identity (matches `captureTreeWithIdentities()` and event subjects).
    public var identity: CoordinatorIdentity { CoordinatorIdentity(self) }

    /// `R`, for tools that drive the tree without knowing it.
    public var routeType: any Route.Type { R.self }

    /// The root route, then the pushed routes, type-erased.
    public var stackRoutes: [AnyRoute] {
        let state = router.state
        return [AnyRoute(state.root)] + state.stack.map { AnyRoute($0) }
    }

    /// Whether the back button is available at this coordinator's root.
    public var canGoBack: Bool { !router.state.stack.isEmpty || !links.pushed.isEmpty || links.context.isBackAvailable }

    // MARK: Observation

    /// Starts delivering the events and errors of this coordinator and everything
    /// below it to `observer` (held weakly).
    public func addObserver(_ observer: any NavigationObserver) { observers.add(observer) }

    /// Stops delivering to `observer`.
    public func removeObserver(_ observer: any NavigationObserver) { observers.remove(observer) }

    /// Overridden by `TabCoordinator` and `FlowOrchestrator`.
    var delegationStyle: DelegationStyle { .push }

    /// The context a child added to this coordinator gets.
    var childContext: PresentationContext {
        switch delegationStyle {
        case .push: .pushed
        case .tabs: .tab
        case .flow: .root
        }
    }
}

extension Coordinator: NavigationNode {
    var typeName: String { TypeNames.name(of: type(of: self)) }
    var routeTypeName: String { R.routeTypeName }
    var parentNode: (any NavigationNode)? { links.parent }
    var registrar: (any NavigationNode)? { modalRegistrar }

    func loadState() -> NodeState {
        NodeState(
            routes: RouteState(router.state), context: links.context, parent: links.parent,
            modal: links.modal, detour: links.detour, pushed: links.pushed
        )
    }

    func storeState(_ state: NodeState) {
        router.state = state.routes.typed(as: R.self)
        links.context = state.context
        links.parent = state.parent
        links.modal = state.modal
        links.detour = state.detour
        links.pushed = state.pushed
    }

    func accepts(_ route: AnyRoute) -> Bool { route.base is R }

    var presentedNodes: (modal: (any NavigationNode)?, detour: (any NavigationNode)?) { (links.modal, links.detour) }

    func glance(_ route: AnyRoute) -> (rootOrStacked: Bool, modal: (any NavigationNode)?, detour: (any NavigationNode)?) {
        guard let typed = route.base as? R else { return (false, links.modal, links.detour) }
        let state = router.state
        return (state.root == typed || state.stack.contains(typed), links.modal, links.detour)
    }
    func askCanHandle(_ route: AnyRoute) -> Bool {
        canHandleCallCount += 1
        return canHandle(route.base)
    }
    func askNavigationType(_ route: AnyRoute) -> NavigationType { navigationType(for: route.base) }
    func askNavigationPath(_ route: AnyRoute) -> [any Route]? { navigationPath(for: route.base) }
    func askDetents(_ route: AnyRoute) -> ModalDetentConfiguration { modalDetentConfiguration(for: route.base) }
    func askCanHandleFlowChange(_ route: AnyRoute) -> Bool { canHandleFlowChange(to: route.base) }
    func askHandleFlowChange(_ route: AnyRoute) -> Bool { handleFlowChange(to: route.base) }

    func screen(for route: AnyRoute) -> Screen? {
        guard let typed = route.base as? R else { return nil }
        return router.screen(for: typed)
    }
}

/// The engine's log; silent unless the app bootstraps swift-log at `.debug`.
let engineLog = Logger(label: "FlowCore")
