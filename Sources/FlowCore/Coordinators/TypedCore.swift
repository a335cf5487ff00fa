/// The core of a `Coordinator<R>`: it calls the coordinator's hooks through an unretained
/// reference, so asking every coordinator of a large tree counts no references.
final class TypedCore<R: Route>: NodeCore {
    /// The coordinator (not retained: it owns its router, which owns this core).
    @exclusivity(unchecked) var coordinator: Unmanaged<Coordinator<R>>?

    override func askCanHandle(_ route: AnyRoute) -> Bool {
        canHandleCalls += 1
        guard let typed = route.base as? R else { return false }
        return coordinator!._withUnsafeGuaranteedRef { $0.canHandle(typed) }
    }

    override func askTabIndex(_ route: AnyRoute) -> Int? {
        coordinator!._withUnsafeGuaranteedRef { $0.askTabIndex(route) }
    }

    override func askNavigationType(_ route: AnyRoute) -> NavigationType {
        guard let typed = route.base as? R else { return .push }
        return coordinator!._withUnsafeGuaranteedRef { $0.navigationType(for: typed) }
    }

    override func askNavigationPath(_ route: AnyRoute) -> [any Route]? {
        coordinator!._withUnsafeGuaranteedRef { $0.navigationPath(for: route.base) }
    }

    override func askDetents(_ route: AnyRoute) -> ModalDetentConfiguration {
        guard let typed = route.base as? R else { return .default }
        return coordinator!._withUnsafeGuaranteedRef { $0.modalDetentConfiguration(for: typed) }
    }

    override func askCanHandleFlowChange(_ route: AnyRoute) -> Bool {
        coordinator!._withUnsafeGuaranteedRef { $0.canHandleFlowChange(to: route.base) }
    }

    override func askHandleFlowChange(_ route: AnyRoute) -> Bool {
        // Retained: the hook replaces flows and may release much of the tree.
        coordinator!.takeUnretainedValue().handleFlowChange(to: route.base)
    }

    override func acceptsByCast(_ route: AnyRoute) -> Bool { route.base is R }

    override func screen(for route: AnyRoute) -> Screen? {
        guard let typed = route.base as? R else { return nil }
        return coordinator!._withUnsafeGuaranteedRef { $0.router.screen(for: typed) }
    }
}
