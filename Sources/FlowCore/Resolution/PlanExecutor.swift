/// Applies a finished plan to the real coordinators and tells the tree's observers.
enum PlanExecutor {
    /// Commits `plan`. Returns `false` only when the plan ends in a flow change that the
    /// root's `handleFlowChange` refused; the committed states are then restored and no step
    /// event is emitted (a failed call reports only its error).
    @discardableResult
    static func commit(_ plan: Plan, reportingAt entry: any NavigationNode) -> Bool {
        let changes = plan.world.changes
        let originals = changes.map { ($0.node, $0.node.loadState()) }
        // A step's observers are those of its coordinator's ancestors before the commit (a
        // dismissed modal or detour is detached by it) and after it (a presented one is attached).
        let observersBefore = plan.steps.map { observers(of: $0.step.owner) }
        for (node, state) in changes { node.storeState(state) }
        let recipients = zip(plan.steps, observersBefore).map { planned, before in
            unique(before + observers(of: planned.step.owner))
        }
        if case let .changeFlow(root, route)? = plan.steps.last?.step, !root.askHandleFlowChange(route) {
            for (node, state) in originals { node.storeState(state) }
            report(NavigationError(.navigationFailed, coordinator: root.typeName, route: route.base,
                                   message: "handleFlowChange(to:) returned false"), at: entry)
            return false
        }
        // For a flow change, the new flow's own steps (run by handleFlowChange) come first, and
        // the change's event ends on the route the root shows once the new flow is in place.
        for (planned, observers) in zip(plan.steps, recipients) {
            var event = planned.event
            if case let .changeFlow(root, _) = planned.step { event.to = RouteValue(root.loadState().routes.currentRoute) }
            deliver(event, to: observers)
        }
        return true
    }

    /// The observers of `node` and its ancestors, each once.
    private static func observers(of node: any NavigationNode) -> [any NavigationObserver] {
        let chain = node.ancestry
        if chain.contains(where: { $0.observers.isMuted }) { return [] }
        return unique(chain.flatMap(\.observers.live))
    }

    private static func unique(_ observers: [any NavigationObserver]) -> [any NavigationObserver] {
        var seen: Set<ObjectIdentifier> = []
        return observers.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    private static func deliver(_ event: NavigationEvent, to recipients: [any NavigationObserver]) {
        engineLog.debug("\(event)")
        for observer in recipients { observer.navigation(didApply: event) }
    }

    /// Delivers `error` to the observers of `node` and its ancestors: that tree only.
    static func report(_ error: NavigationError, at node: any NavigationNode) {
        engineLog.debug("\(error)")
        for observer in observers(of: node) { observer.navigation(didFail: error) }
    }
}

/// `navigate(to:)`: resolve, then apply.
enum Navigation {
    static func navigate(from entry: any NavigationNode, to route: AnyRoute) -> Bool {
        var resolver = NavigationResolver(route: route)
        return run(&resolver, from: entry, apply: true).succeeded
    }

    /// Resolves with tracing on, applying the plan unless `dryRun`.
    static func trace(from entry: any NavigationNode, to route: AnyRoute, dryRun: Bool) -> NavigationTrace {
        let root = entry.ancestry.last!
        let (before, locator) = TreeCapture.capture(root)
        var resolver = NavigationResolver(route: route, tracer: Tracer(locator: locator))
        let outcome = run(&resolver, from: entry, apply: !dryRun)
        let tracer = resolver.tracer!
        var decisions = tracer.decisions
        if let error = outcome.error {
            decisions.append(NavigationDecision(depth: 1, coordinator: entry.typeName, node: locator[ObjectIdentifier(entry)],
                                                rule: .failure, answer: false, reason: error.description))
        }
        let resolution = NavigationTrace.Resolution(
            route: RouteValue(route), entry: locator[ObjectIdentifier(entry)] ?? 0, decisions: decisions,
            moves: tracer.moves, steps: outcome.error == nil ? resolver.plan.steps.map(\.event) : [],
            handler: outcome.error == nil ? resolver.handler.flatMap { locator[ObjectIdentifier($0)] } : nil,
            error: outcome.error)
        return NavigationTrace(resolution: resolution, dryRun: dryRun, before: before,
                               after: dryRun ? before : TreeCapture.capture(root).tree)
    }

    private struct Outcome {
        var succeeded: Bool
        var error: NavigationError?
    }

    /// Resolves and, when `apply`, commits and reports; a dry run reports nothing.
    private static func run(_ resolver: inout NavigationResolver, from entry: any NavigationNode, apply: Bool) -> Outcome {
        let route = resolver.route
        let failure: NavigationError
        do {
            if try resolver.resolve(from: entry) {
                guard apply else { return Outcome(succeeded: true) }
                guard PlanExecutor.commit(resolver.plan, reportingAt: entry) else {
                    return Outcome(succeeded: false, error: NavigationError(
                        .navigationFailed, coordinator: entry.typeName, route: route.base, message: "handleFlowChange(to:) returned false"))
                }
                if let handler = resolver.handler, resolver.handlerShowsRoute, !isFlowChange(resolver.plan), handler.screen(for: route) == nil {
                    PlanExecutor.report(NavigationError(.viewCreationFailed, coordinator: handler.typeName, route: route.base,
                                                        message: "the view factory built no screen for \(route)"), at: entry)
                }
                return Outcome(succeeded: true)
            }
            failure = NavigationError(.navigationFailed, coordinator: entry.typeName, route: route.base,
                                      message: "No coordinator in hierarchy can handle this route")
        } catch {
            failure = error
        }
        if apply { PlanExecutor.report(failure, at: entry) }
        return Outcome(succeeded: false, error: failure)
    }

    private static func isFlowChange(_ plan: Plan) -> Bool {
        if case .changeFlow? = plan.steps.last?.step { return true }
        return false
    }
}

extension Coordinator {
    /// Resolves `route` from this coordinator with every decision recorded, and applies the
    /// plan unless `dryRun` (a dry run changes nothing and reports nothing).
    public func trace(to route: any Route, dryRun: Bool = false) -> NavigationTrace {
        Navigation.trace(from: self, to: AnyRoute(route), dryRun: dryRun)
    }
}
