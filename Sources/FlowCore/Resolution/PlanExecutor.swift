/// Applies a finished plan to the real coordinators and tells the tree's observers.
enum PlanExecutor {
    /// Commits `plan`. Returns `false` only when the plan ends in a flow change that the
    /// root's `handleFlowChange` refused; the committed states are then restored.
    @discardableResult
    static func commit(_ plan: Plan, reportingAt entry: any NavigationNode) -> Bool {
        let changes = plan.world.changes
        let originals = changes.map { ($0.node, $0.node.loadState()) }
        for (node, state) in changes { node.storeState(state) }
        for planned in plan.steps { emit(planned.event, at: planned.step.owner) }
        guard case let .changeFlow(root, route)? = plan.steps.last?.step else { return true }
        if root.askHandleFlowChange(route) { return true }
        for (node, state) in originals { node.storeState(state) }
        report(NavigationError(.navigationFailed, coordinator: root.typeName, route: route.base,
                               message: "handleFlowChange(to:) returned false"), at: entry)
        return false
    }

    static func emit(_ event: NavigationEvent, at node: any NavigationNode) {
        engineLog.debug("\(event)")
        for observer in node.ancestry.flatMap(\.observers.live) { observer.navigation(didApply: event) }
    }

    /// Delivers `error` to the observers of `node` and its ancestors: that tree only.
    static func report(_ error: NavigationError, at node: any NavigationNode) {
        engineLog.debug("\(error)")
        for observer in node.ancestry.flatMap(\.observers.live) { observer.navigation(didFail: error) }
    }
}

/// `navigate(to:)`: resolve, then apply.
enum Navigation {
    static func navigate(from entry: any NavigationNode, to route: AnyRoute) -> Bool {
        var resolver = NavigationResolver(route: route)
        do {
            guard try resolver.resolve(from: entry) else {
                PlanExecutor.report(NavigationError(.navigationFailed, coordinator: entry.typeName, route: route.base,
                                                    message: "No coordinator in hierarchy can handle this route"), at: entry)
                return false
            }
        } catch {
            PlanExecutor.report(error, at: entry)
            return false
        }
        guard PlanExecutor.commit(resolver.plan, reportingAt: entry) else { return false }
        if let handler = resolver.handler, !isFlowChange(resolver.plan), handler.screen(for: route) == nil {
            PlanExecutor.report(NavigationError(.viewCreationFailed, coordinator: handler.typeName, route: route.base,
                                                message: "the view factory built no screen for \(route)"), at: entry)
        }
        return true
    }

    private static func isFlowChange(_ plan: Plan) -> Bool {
        if case .changeFlow? = plan.steps.last?.step { return true }
        return false
    }
}
