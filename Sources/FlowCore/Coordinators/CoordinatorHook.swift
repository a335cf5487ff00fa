/// One of `Coordinator`'s hooks as the engine asks it, through the one dispatch layer
/// `NodeCore.ask(_:about:)`, which `TypedCore<R>` implements once for every hook. Adding a hook
/// to `Coordinator` is its `open func` plus one value conforming to this protocol (see
/// `CoordinatorHooks.swift`).
///
/// `canHandle` and `tabIndex(for:)` are asked directly (`askCanHandle`, `askTabIndex`): the
/// resolver asks them of every coordinator it passes, and the generic layer's extra indirect
/// calls would be most of their cost.
protocol CoordinatorHook {
    associatedtype Answer
    /// Whether the hook takes a route of any type (`navigationPath(for: any Route)` and the flow
    /// hooks): it is then always asked, with `anyRoute(_:_:)`. Otherwise it is asked only for
    /// routes of the coordinator's own type, with `ask(_:_:)`, and answers `otherwise` for others.
    static var takesAnyRoute: Bool { get }
    /// Whether the hook may change the tree (the app's code navigates from it): the coordinator
    /// is then retained for the call.
    static var mayChangeTree: Bool { get }
    /// The answer for a route the hook is not asked about, and of a core with no coordinator.
    var otherwise: Answer { get }
    /// Asks `coordinator`'s hook about `route`, one of its own routes.
    func ask<R: Route>(_ coordinator: Coordinator<R>, _ route: R) -> Answer
    /// Asks `coordinator`'s hook about `route`, of any type (hooks that take any route).
    func anyRoute<R: Route>(_ coordinator: Coordinator<R>, _ route: any Route) -> Answer
}

extension CoordinatorHook {
    static var takesAnyRoute: Bool { false }
    static var mayChangeTree: Bool { false }
    func ask<R: Route>(_ coordinator: Coordinator<R>, _ route: R) -> Answer { anyRoute(coordinator, route) }
    func anyRoute<R: Route>(_ coordinator: Coordinator<R>, _ route: any Route) -> Answer { otherwise }
}
