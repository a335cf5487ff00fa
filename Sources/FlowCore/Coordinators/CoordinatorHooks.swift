/// The hooks of `Coordinator` the engine asks through `NodeCore.ask(_:about:)`, one value each.

/// `navigationType(for:)`; `.push` for another route type.
struct NavigationTypeHook: CoordinatorHook {
    var otherwise: NavigationType { .push }
    func ask<R: Route>(_ coordinator: Coordinator<R>, _ route: R) -> NavigationType { coordinator.navigationType(for: route) }
}

/// `navigationPath(for: any Route)`, asked for every route.
struct NavigationPathHook: CoordinatorHook {
    static var dispatch: CoordinatorHookDispatch { .anyRoute }
    var otherwise: [any Route]? { nil }
    func anyRoute<R: Route>(_ coordinator: Coordinator<R>, _ route: any Route) -> [any Route]? { coordinator.navigationPath(for: route) }
}

/// `modalDetentConfiguration(for:)`; `.default` for another route type.
struct DetentsHook: CoordinatorHook {
    var otherwise: ModalDetentConfiguration { .default }
    func ask<R: Route>(_ coordinator: Coordinator<R>, _ route: R) -> ModalDetentConfiguration { coordinator.modalDetentConfiguration(for: route) }
}

/// `canHandleFlowChange(to:)`, asked for every route.
struct CanHandleFlowChangeHook: CoordinatorHook {
    static var dispatch: CoordinatorHookDispatch { .anyRoute }
    var otherwise: Bool { false }
    func anyRoute<R: Route>(_ coordinator: Coordinator<R>, _ route: any Route) -> Bool { coordinator.canHandleFlowChange(to: route) }
}

/// `handleFlowChange(to:)`, asked for every route; it replaces flows, so it may release much of the tree.
struct HandleFlowChangeHook: CoordinatorHook {
    static var dispatch: CoordinatorHookDispatch { .anyRouteRetained }
    var otherwise: Bool { false }
    func anyRoute<R: Route>(_ coordinator: Coordinator<R>, _ route: any Route) -> Bool { coordinator.handleFlowChange(to: route) }
}

/// The view factory's screen for a route; `nil` for another route type.
struct ScreenHook: CoordinatorHook {
    var otherwise: Screen? { nil }
    func ask<R: Route>(_ coordinator: Coordinator<R>, _ route: R) -> Screen? { coordinator.router.screen(for: route) }
}

/// `canUserDismiss(_:)`; `true` for another route type.
struct CanUserDismissHook: CoordinatorHook {
    var otherwise: Bool { true }
    func ask<R: Route>(_ coordinator: Coordinator<R>, _ route: R) -> Bool { coordinator.canUserDismiss(route) }
}

/// `allowsDuplicates(_:)`; `false` for another route type.
struct AllowsDuplicatesHook: CoordinatorHook {
    var otherwise: Bool { false }
    func ask<R: Route>(_ coordinator: Coordinator<R>, _ route: R) -> Bool { coordinator.allowsDuplicates(route) }
}

/// `didExit(_:gesture:)`; the app's code may navigate from it.
struct DidExitHook: CoordinatorHook {
    static var dispatch: CoordinatorHookDispatch { .ownRoutesRetained }
    let gesture: UserGesture
    var otherwise: Void { () }
    func ask<R: Route>(_ coordinator: Coordinator<R>, _ route: R) { coordinator.didExit(route, gesture: gesture) }
}

/// `userDismissRefused(_:gesture:)`; the app's code may navigate from it.
struct UserDismissRefusedHook: CoordinatorHook {
    static var dispatch: CoordinatorHookDispatch { .ownRoutesRetained }
    let gesture: UserGesture
    var otherwise: Void { () }
    func ask<R: Route>(_ coordinator: Coordinator<R>, _ route: R) { coordinator.userDismissRefused(route, gesture: gesture) }
}
