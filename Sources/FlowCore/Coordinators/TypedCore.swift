/// The core of a `Coordinator<R>`: it calls the coordinator's hooks through an unretained
/// reference (retained only for hooks that may change the tree), so asking every coordinator of
/// a large tree counts no references.
///
/// Contract: a hook gets a route as an `R` only when the route's type identity is `R`'s (or, for
/// a class route type, the route is an `R`); the existential is then opened and reinterpreted,
/// with no dynamic cast and no `Optional<R>` (in this unspecialised code either one looks up
/// generic metadata on every call: see docs/performance.md, step 8).
final class TypedCore<R: Route>: NodeCore {
    /// The coordinator (not retained: it owns its router, which owns this core).
    @exclusivity(unchecked) var coordinator: Unmanaged<Coordinator<R>>?

    override func askCanHandle(_ route: AnyRoute) -> Bool {
        canHandleCalls += 1
        guard isOwn(route) else { return false }
        let coordinator = coordinator!
        return route.withBase { Self.canHandle($0, coordinator) }
    }

    override func askTabIndex(_ route: AnyRoute) -> Int? {
        coordinator!._withUnsafeGuaranteedRef { $0.askTabIndex(route) }
    }

    override func ask<Hook: CoordinatorHook>(_ hook: Hook, about route: AnyRoute) -> Hook.Answer {
        switch Hook.dispatch {
        case .ownRoutes:
            guard isOwn(route) else { return hook.otherwise }
            return Self.ask(hook, route.base, coordinator!)
        case .ownRoutesRetained:
            guard isOwn(route) else { return hook.otherwise }
            return Self.askRetained(hook, route.base, coordinator!.takeUnretainedValue())
        case .anyRoute:
            return coordinator!._withUnsafeGuaranteedRef { hook.anyRoute($0, route.base) }
        case .anyRouteRetained:
            // Retained: the app's code may change the tree (and release this coordinator) meanwhile.
            return hook.anyRoute(coordinator!.takeUnretainedValue(), route.base)
        }
    }

    override func acceptsByCast(_ route: AnyRoute) -> Bool { isOwn(route) }

    /// Whether `route` is an `R` (a subclass of a class route type is one too).
    @inline(__always) private func isOwn(_ route: AnyRoute) -> Bool {
        route.typeID == ObjectIdentifier(R.self) || (R.self is AnyClass && route.base is R)
    }

    // Called with an opened existential whose dynamic type is `R` (checked by `isOwn`).
    private static func canHandle<T: Route>(_ route: T, _ coordinator: Unmanaged<Coordinator<R>>) -> Bool {
        coordinator._withUnsafeGuaranteedRef { $0.canHandle(unsafeBitCast(route, to: R.self)) }
    }

    /// Asks `hook` about `route`, an opened existential whose dynamic type is `R` (checked by `isOwn`).
    private static func ask<T: Route, Hook: CoordinatorHook>(_ hook: Hook, _ route: T, _ coordinator: Unmanaged<Coordinator<R>>) -> Hook.Answer {
        coordinator._withUnsafeGuaranteedRef { hook.ask($0, unsafeBitCast(route, to: R.self)) }
    }

    /// `ask` with the coordinator retained for the call.
    private static func askRetained<T: Route, Hook: CoordinatorHook>(_ hook: Hook, _ route: T, _ coordinator: Coordinator<R>) -> Hook.Answer {
        hook.ask(coordinator, unsafeBitCast(route, to: R.self))
    }
}
