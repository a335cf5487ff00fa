/// The core of a `Coordinator<R>`: it calls the coordinator's hooks through an unretained
/// reference (retained only for hooks that may change the tree).
///
/// Contract: a hook gets a route as an `R` only when the route's type identity is `R`'s (or, for
/// a class route type, the route is an `R`). A route of type `R` is read where its box holds it
/// (`AnyRoute.withValue(as:)`); a subclass of a class route type is opened from its existential
/// and reinterpreted. Neither way casts dynamically or builds an `Optional<R>`.
///
/// - Complexity: asking a hook that cannot change the tree is O(1) and counts no references.
final class TypedCore<R: Route>: NodeCore {
    /// The coordinator (not retained: it owns its router, which owns this core, and its `deinit`
    /// clears this). Unchecked exclusivity: as `NodeCore`'s fields.
    @exclusivity(unchecked) var coordinator: Unretained<Coordinator<R>>?

    override func askCanHandle(_ route: AnyRoute) -> Bool {
        canHandleCalls += 1
        let coordinator = coordinator!
        if route.typeID == ObjectIdentifier(R.self) {
            // The common case, read in place: no existential opened, no copy of the route.
            return route.withValue(as: R.self) { route in coordinator.read { $0.canHandle(route) } }
        }
        guard R.self is AnyClass, route.base is R else { return false }
        return Self.canHandle(route.base, coordinator)
    }

    override func askTabIndex(_ route: AnyRoute) -> Int? {
        coordinator!.read { $0.askTabIndex(route) }
    }

    override func ask<Hook: CoordinatorHook>(_ hook: Hook, about route: AnyRoute) -> Hook.Answer {
        switch Hook.dispatch {
        case .ownRoutes:
            let coordinator = coordinator!
            if route.typeID == ObjectIdentifier(R.self) {
                return route.withValue(as: R.self) { route in coordinator.read { hook.ask($0, route) } }
            }
            guard isOwn(route) else { return hook.otherwise }
            return Self.ask(hook, route.base, coordinator)
        case .ownRoutesRetained:
            let coordinator = coordinator!.object
            if route.typeID == ObjectIdentifier(R.self) { return route.withValue(as: R.self) { hook.ask(coordinator, $0) } }
            guard isOwn(route) else { return hook.otherwise }
            return Self.askRetained(hook, route.base, coordinator)
        case .anyRoute:
            return coordinator!.read { hook.anyRoute($0, route.base) }
        case .anyRouteRetained:
            // Retained: the app's code may change the tree (and release this coordinator) meanwhile.
            return hook.anyRoute(coordinator!.object, route.base)
        }
    }

    override func acceptsByCast(_ route: AnyRoute) -> Bool { isOwn(route) }

    /// Whether `route` is an `R` (a subclass of a class route type is one too).
    @inline(__always) private func isOwn(_ route: AnyRoute) -> Bool {
        route.typeID == ObjectIdentifier(R.self) || (R.self is AnyClass && route.base is R)
    }

    // Called with an opened existential whose dynamic type is `R` (checked by `isOwn`).
    private static func canHandle<T: Route>(_ route: T, _ coordinator: Unretained<Coordinator<R>>) -> Bool {
        coordinator.read { $0.canHandle(UncheckedCast.value(route, as: R.self)) }
    }

    /// Asks `hook` about `route`, an opened existential whose dynamic type is `R` (checked by `isOwn`).
    private static func ask<T: Route, Hook: CoordinatorHook>(_ hook: Hook, _ route: T, _ coordinator: Unretained<Coordinator<R>>) -> Hook.Answer {
        coordinator.read { hook.ask($0, UncheckedCast.value(route, as: R.self)) }
    }

    /// `ask` with the coordinator retained for the call.
    private static func askRetained<T: Route, Hook: CoordinatorHook>(_ hook: Hook, _ route: T, _ coordinator: Coordinator<R>) -> Hook.Answer {
        hook.ask(coordinator, UncheckedCast.value(route, as: R.self))
    }
}
