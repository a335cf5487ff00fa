/// The core of a `Coordinator<R>`: it calls the coordinator's hooks through an unretained
/// reference, so asking every coordinator of a large tree counts no references.
///
/// The typed hooks get the route as an `R` without a dynamic cast and without an `Optional<R>`:
/// in this unspecialized generic code either one instantiates generic metadata on every call,
/// which was a fifth of a failing navigation over 1,001 coordinators. A route is one of ours
/// when its type identity is `R`'s; the existential is then opened and reinterpreted.
final class TypedCore<R: Route>: NodeCore {
    /// The coordinator (not retained: it owns its router, which owns this core).
    @exclusivity(unchecked) var coordinator: Unmanaged<Coordinator<R>>?

    override func askCanHandle(_ route: AnyRoute) -> Bool {
        canHandleCalls += 1
        guard isOwn(route) else { return false }
        return Self.canHandle(route.base, coordinator!)
    }

    override func askTabIndex(_ route: AnyRoute) -> Int? {
        coordinator!._withUnsafeGuaranteedRef { $0.askTabIndex(route) }
    }

    override func askNavigationType(_ route: AnyRoute) -> NavigationType {
        guard isOwn(route) else { return .push }
        return Self.navigationType(route.base, coordinator!)
    }

    override func askNavigationPath(_ route: AnyRoute) -> [any Route]? {
        coordinator!._withUnsafeGuaranteedRef { $0.navigationPath(for: route.base) }
    }

    override func askDetents(_ route: AnyRoute) -> ModalDetentConfiguration {
        guard isOwn(route) else { return .default }
        return Self.detents(route.base, coordinator!)
    }

    override func askCanHandleFlowChange(_ route: AnyRoute) -> Bool {
        coordinator!._withUnsafeGuaranteedRef { $0.canHandleFlowChange(to: route.base) }
    }

    override func askHandleFlowChange(_ route: AnyRoute) -> Bool {
        // Retained: the hook replaces flows and may release much of the tree.
        coordinator!.takeUnretainedValue().handleFlowChange(to: route.base)
    }

    override func acceptsByCast(_ route: AnyRoute) -> Bool { isOwn(route) }

    override func screen(for route: AnyRoute) -> Screen? {
        guard isOwn(route) else { return nil }
        return Self.screen(route.base, coordinator!)
    }

    override func askCanUserDismiss(_ route: AnyRoute) -> Bool {
        guard isOwn(route) else { return true }
        return Self.canUserDismiss(route.base, coordinator!)
    }

    override func askAllowsDuplicates(_ route: AnyRoute) -> Bool {
        guard isOwn(route) else { return false }
        return Self.allowsDuplicates(route.base, coordinator!)
    }

    override func tellDidExit(_ route: AnyRoute, gesture: UserGesture) {
        guard isOwn(route) else { return }
        // Retained: the hook is the app's, and may navigate.
        Self.didExit(route.base, gesture: gesture, coordinator!.takeUnretainedValue())
    }

    override func tellUserDismissRefused(_ route: AnyRoute, gesture: UserGesture) {
        guard isOwn(route) else { return }
        Self.userDismissRefused(route.base, gesture: gesture, coordinator!.takeUnretainedValue())
    }

    /// Whether `route` is an `R` (a subclass of a class route type is one too).
    @inline(__always) private func isOwn(_ route: AnyRoute) -> Bool {
        route.typeID == ObjectIdentifier(R.self) || (R.self is AnyClass && route.base is R)
    }

    // Called with an opened existential whose dynamic type is `R` (checked by `isOwn`).
    private static func canHandle<T: Route>(_ route: T, _ coordinator: Unmanaged<Coordinator<R>>) -> Bool {
        coordinator._withUnsafeGuaranteedRef { $0.canHandle(unsafeBitCast(route, to: R.self)) }
    }

    private static func navigationType<T: Route>(_ route: T, _ coordinator: Unmanaged<Coordinator<R>>) -> NavigationType {
        coordinator._withUnsafeGuaranteedRef { $0.navigationType(for: unsafeBitCast(route, to: R.self)) }
    }

    private static func detents<T: Route>(_ route: T, _ coordinator: Unmanaged<Coordinator<R>>) -> ModalDetentConfiguration {
        coordinator._withUnsafeGuaranteedRef { $0.modalDetentConfiguration(for: unsafeBitCast(route, to: R.self)) }
    }

    private static func screen<T: Route>(_ route: T, _ coordinator: Unmanaged<Coordinator<R>>) -> Screen? {
        coordinator._withUnsafeGuaranteedRef { $0.router.screen(for: unsafeBitCast(route, to: R.self)) }
    }

    private static func canUserDismiss<T: Route>(_ route: T, _ coordinator: Unmanaged<Coordinator<R>>) -> Bool {
        coordinator._withUnsafeGuaranteedRef { $0.canUserDismiss(unsafeBitCast(route, to: R.self)) }
    }

    private static func allowsDuplicates<T: Route>(_ route: T, _ coordinator: Unmanaged<Coordinator<R>>) -> Bool {
        coordinator._withUnsafeGuaranteedRef { $0.allowsDuplicates(unsafeBitCast(route, to: R.self)) }
    }

    private static func didExit<T: Route>(_ route: T, gesture: UserGesture, _ coordinator: Coordinator<R>) {
        coordinator.didExit(unsafeBitCast(route, to: R.self), gesture: gesture)
    }

    private static func userDismissRefused<T: Route>(_ route: T, gesture: UserGesture, _ coordinator: Coordinator<R>) {
        coordinator.userDismissRefused(unsafeBitCast(route, to: R.self), gesture: gesture)
    }
}
