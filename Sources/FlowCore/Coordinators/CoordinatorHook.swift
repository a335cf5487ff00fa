/// One of `Coordinator`'s hooks as the engine asks it, through the one dispatch layer
/// `NodeCore.ask(_:about:)`, which `TypedCore<R>` implements once for every hook. Adding a hook
/// to `Coordinator` is its `open func` plus one value conforming to this protocol (see
/// `CoordinatorHooks.swift`).
///
/// `canHandle` and `tabIndex(for:)` are not asked through this layer: `NodeCore` asks them
/// directly (`askCanHandle`, `askTabIndex`).
protocol CoordinatorHook {
    associatedtype Answer
    /// Which routes the hook is asked about, and whether the coordinator is retained for the call.
    static var dispatch: CoordinatorHookDispatch { get }
    /// The answer for a route the hook is not asked about, and of a core with no coordinator.
    var otherwise: Answer { get }
    /// Asks `coordinator`'s hook about `route`, one of its own routes.
    func ask<R: Route>(_ coordinator: Coordinator<R>, _ route: R) -> Answer
    /// Asks `coordinator`'s hook about `route`, of any type (hooks that take any route).
    func anyRoute<R: Route>(_ coordinator: Coordinator<R>, _ route: any Route) -> Answer
}

/// How a hook is asked.
enum CoordinatorHookDispatch {
    /// Asked only for routes of the coordinator's own type, with `ask(_:_:)` (`otherwise` for
    /// others); the coordinator is not retained.
    case ownRoutes
    /// The same, the coordinator retained: the app's code may change the tree (and release the
    /// coordinator) from the hook.
    case ownRoutesRetained
    /// Asked for a route of any type (`navigationPath(for: any Route)`, the flow hooks), with
    /// `anyRoute(_:_:)`; the coordinator is not retained.
    case anyRoute
    /// The same, the coordinator retained.
    case anyRouteRetained
}

extension CoordinatorHook {
    static var dispatch: CoordinatorHookDispatch { .ownRoutes }
    func ask<R: Route>(_ coordinator: Coordinator<R>, _ route: R) -> Answer { anyRoute(coordinator, route) }
    func anyRoute<R: Route>(_ coordinator: Coordinator<R>, _ route: any Route) -> Answer { otherwise }
}
