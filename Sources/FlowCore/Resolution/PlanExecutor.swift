/// Applies a finished plan to the real coordinators and tells the tree's observers.
enum PlanExecutor {
    /// Commits `plan`. Returns `false` only when the plan ends in a flow change that the
    /// root's `handleFlowChange` refused; the committed states are then restored.
    @discardableResult
    static func commit(_ plan: Plan, reportingAt entry: any NavigationNode) -> Bool {
        let changes = plan.world.changes
        let originals = changes.map { ($0.node, $0.node.loadState()) }
        // A step's observers are those of its coordinator's ancestors before the commit (a
        // dismissed modal or detour is detached by it) and after it (a presented one is attached).
        let observersBefore = plan.steps.map { observers(of: $0.step.owner) }
        for (node, state) in changes { node.storeState(state) }
        for (planned, before) in zip(plan.steps, observersBefore) {
            var recipients = before
            for observer in observers(of: planned.step.owner) where !recipients.contains(where: { $0 === observer }) {
                recipients.append(observer)
            }
            deliver(planned.event, to: recipients)
        }
        guard case let .changeFlow(root, route)? = plan.steps.last?.step else { return true }
        if root.askHandleFlowChange(route) { return true }
        for (node, state) in originals { node.storeState(state) }
        report(NavigationError(.navigationFailed, coordinator: root.typeName, route: route.base,
                               message: "handleFlowChange(to:) returned false"), at: entry)
        return false
    }

    private static func observers(of node: any NavigationNode) -> [any NavigationObserver] {
        node.ancestry.flatMap(\.observers.live)
    }

    private static func deliver(_ event: NavigationEvent, to recipients: [any NavigationObserver]) {
        engineLog.debug("\(event)")
        for observer in recipients { observer.navigation(didApply: event) }
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
