/// `navigate(to:)`: resolve, then apply.
enum Navigation {
    static func navigate(from entry: NodeCore, to route: AnyRoute) -> Bool {
        // `run(…, apply: true, tracing: false)`, without building an outcome.
        var resolver = NavigationResolver(route: route, plan: Plan(at: entry))
        let plan = resolver.plan
        let resolved: Bool
        do {
            resolved = try resolver.resolve(from: entry)
        } catch {
            plan.finish()
            PlanExecutor.report(error, at: entry)
            return false
        }
        guard resolved else {
            plan.finish()
            PlanExecutor.report(
                NavigationError(
                    .navigationFailed, coordinator: entry.typeName, route: route.base,
                    message: "No coordinator in hierarchy can handle this route"), at: entry)
            return false
        }
        let isFlowChange = plan.world.lastFlowChange != nil
        // A refused flow change is reported by the commit.
        guard PlanExecutor.commit(plan, reportingAt: entry) else { return false }
        if let handler = resolver.handler, resolver.handlerShowsRoute, !isFlowChange, !handler.hasScreen(for: route) {
            PlanExecutor.report(
                NavigationError(
                    .viewCreationFailed, coordinator: handler.typeName, route: route.base,
                    message: "the view factory built no screen for \(route)"), at: entry)
        }
        return true
    }

    /// Resolves with tracing on, applying the plan unless `dryRun`.
    static func trace(from entry: NodeCore, to route: AnyRoute, dryRun: Bool) -> NavigationTrace {
        let root = entry.ancestry.last!.owner!
        let (before, locator) = TreeCapture.capture(root)
        var resolver = NavigationResolver(route: route, plan: Plan(at: entry), tracer: Tracer(locator: locator))
        let outcome = run(&resolver, from: entry, apply: !dryRun, tracing: true)
        let tracer = resolver.tracer!
        var decisions = tracer.decisions
        if let error = outcome.error {
            decisions.append(
                NavigationDecision(
                    depth: 1, coordinator: entry.typeName, node: locator[ObjectIdentifier(entry.owner!)],
                    rule: .failure, answer: false, reason: error.description))
        }
        let resolution = NavigationTrace.Resolution(
            route: RouteValue(route), entry: locator[ObjectIdentifier(entry.owner!)] ?? 0, decisions: decisions,
            moves: tracer.moves, steps: outcome.error == nil ? outcome.events : [],
            handler: outcome.error == nil ? resolver.handler.flatMap { locator[ObjectIdentifier($0.owner!)] } : nil,
            error: outcome.error)
        return NavigationTrace(
            resolution: resolution, dryRun: dryRun, before: before,
            after: dryRun ? before : TreeCapture.capture(root).tree)
    }

    private struct Outcome {
        var succeeded: Bool
        var error: NavigationError?
        /// The planned steps' events, when tracing.
        var events: [NavigationEvent] = []
    }

    /// Resolves and, when `apply`, commits and reports; a dry run reports nothing. The plan is
    /// always finished (committed or discarded).
    private static func run(_ resolver: inout NavigationResolver, from entry: NodeCore, apply: Bool, tracing: Bool) -> Outcome {
        let route = resolver.route
        let plan = resolver.plan
        defer { plan.finish() }
        let failure: NavigationError
        do {
            if try resolver.resolve(from: entry) {
                var replayed: (events: [NavigationEvent], world: World)?
                if tracing {
                    let steps = plan.steps
                    plan.finish()
                    replayed = StepEvents.replay(steps, at: entry)
                }
                guard apply else {
                    replayed?.world.finish()
                    return Outcome(succeeded: true, events: replayed?.events ?? [])
                }
                let isFlowChange = (replayed?.world ?? plan.world).lastFlowChange != nil
                guard PlanExecutor.commit(plan, reportingAt: entry, replayed: replayed) else {
                    return Outcome(
                        succeeded: false,
                        error: NavigationError(
                            .navigationFailed, coordinator: entry.typeName, route: route.base, message: "handleFlowChange(to:) returned false"))
                }
                if let handler = resolver.handler, resolver.handlerShowsRoute, !isFlowChange, !handler.hasScreen(for: route) {
                    PlanExecutor.report(
                        NavigationError(
                            .viewCreationFailed, coordinator: handler.typeName, route: route.base,
                            message: "the view factory built no screen for \(route)"), at: entry)
                }
                return Outcome(succeeded: true, events: replayed?.events ?? [])
            }
            failure = NavigationError(
                .navigationFailed, coordinator: entry.typeName, route: route.base,
                message: "No coordinator in hierarchy can handle this route")
        } catch {
            failure = error
        }
        plan.finish()
        if apply { PlanExecutor.report(failure, at: entry) }
        return Outcome(succeeded: false, error: failure)
    }
}
