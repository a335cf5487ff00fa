/// `navigate(to:)` and `trace(to:dryRun:)`: the same `NavigationTransaction`, with a silent or
/// a tracing listener.
enum Navigation {
    /// Silent, unless a `NavigationTraceRecording` covers the tree: then traced and recorded.
    /// Reported to the tree's `NavigationActionTap`, when it has one, as one action.
    static func navigate(from entry: NodeCore, to route: consuming AnyRoute) -> Bool {
        if let sink = entry.engine.traceSink, let traced = sink.navigate(from: entry, to: copy route) { return traced }
        if let tap = entry.engine.actionTap {
            let route = copy route
            return tap.report(at: entry, { .navigate(route: route, coordinator: entry.label, fromRoot: $0) }, succeeded: { $0 }) {
                silent(from: entry, to: route)
            }
        }
        return silent(from: entry, to: route)
    }

    /// `navigate(from:to:)` untraced and unreported.
    @inline(__always)
    private static func silent(from entry: NodeCore, to route: consuming AnyRoute) -> Bool {
        entry.engine.navigationsRun &+= 1
        var resolver = NavigationResolver(route: route, plan: Plan(at: entry), listener: SilentListener())
        var events: [NavigationEvent] = []
        return NavigationTransaction.run(&resolver, from: entry, dryRun: false, events: &events, failed: { _ in })
    }

    /// Resolves with a tracing listener, applying the plan unless `dryRun`; one that is not a dry
    /// run is reported to the tree's `NavigationActionTap`, when it has one, as one action.
    static func trace(from entry: NodeCore, to route: AnyRoute, dryRun: Bool) -> NavigationTrace {
        if !dryRun, let tap = entry.engine.actionTap {
            return tap.report(at: entry, { .navigate(route: route, coordinator: entry.label, fromRoot: $0) }, succeeded: { $0.resolution.succeeded }) {
                traced(from: entry, to: route, dryRun: false)
            }
        }
        return traced(from: entry, to: route, dryRun: dryRun)
    }

    /// `trace(from:to:dryRun:)` unreported.
    private static func traced(from entry: NodeCore, to route: AnyRoute, dryRun: Bool) -> NavigationTrace {
        let root = entry.ancestry.last!.owner!
        let engine = entry.engine
        if !dryRun { engine.navigationsRun &+= 1 }
        let outermost = engine.followUpTraces == nil
        if outermost { engine.followUpTraces = [] }
        let memory = CaptureMemory()
        let (before, cores, _) = TreeCapture.capture(root, in: memory)
        let locator = TreeCapture.locator(of: cores)
        let listener = TracingListener(locator: locator)
        var resolver = NavigationResolver(route: route, plan: Plan(at: entry), listener: listener)
        var events: [NavigationEvent] = []
        var error: NavigationError?
        _ = NavigationTransaction.run(&resolver, from: entry, dryRun: dryRun, events: &events, failed: { error = $0 })
        var decisions = listener.decisions
        let entryNode = locator[ObjectIdentifier(entry.owner!)]
        if let error {
            decisions.append(
                NavigationDecision(depth: 1, coordinator: entry.typeName, node: entryNode, rule: .failure, answer: false, reason: error.description))
        }
        let resolution = NavigationTrace.Resolution(
            route: RouteValue(route), entry: entryNode ?? 0, decisions: decisions,
            moves: listener.moves, steps: error == nil ? events : [],
            handler: error == nil ? resolver.handler.flatMap { locator[ObjectIdentifier($0.owner!)] } : nil,
            error: error)
        var trace = NavigationTrace(resolution: resolution, dryRun: dryRun, before: before, after: dryRun ? before : TreeCapture.capture(root, in: memory).tree)
        if outermost {
            if let followUps = engine.followUpTraces, !followUps.isEmpty { trace.followUps = followUps }
            engine.followUpTraces = nil
        }
        return trace
    }
}
