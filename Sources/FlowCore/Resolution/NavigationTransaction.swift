/// The one transaction every navigation to a route runs: `navigate(to:)` with a silent
/// listener, `trace(to:dryRun:)` with a tracing one.
///
/// Contract: the route is resolved from `entry` against the tree without side effects. If it
/// resolves, the plan is committed (or, for a dry run, discarded) and the result is `true`;
/// the commit tells the tree's observers. If not, nothing changes, the result is `false`, and
/// the failure is handed to `failed` and, unless dry, reported to the observers of `entry`'s tree. A handler whose view factory
/// builds no screen for the route is reported but is not a failure (the state changed). The
/// plan is always finished when this returns. Every failure is built by `NavigationError`'s
/// failure constructors.
enum NavigationTransaction {
    /// Runs `resolver` from `entry`. `events` receives the committed (or, dry, planned) steps'
    /// events when the listener records; it is left alone otherwise. A failure is handed to
    /// `failed`; a navigation that succeeds builds no `NavigationError`.
    @inline(__always)
    static func run<Listener: ResolutionListener>(
        _ resolver: inout NavigationResolver<Listener>, from entry: NodeCore, dryRun: Bool, events: inout [NavigationEvent],
        failed: (NavigationError) -> Void
    ) -> Bool {
        let plan = resolver.plan
        let failure: NavigationError
        do {
            if try resolver.resolve(from: entry) {
                return commit(plan, of: resolver, from: entry, dryRun: dryRun, events: &events, failed: failed)
            }
            failure = .unhandled(resolver.route, at: entry)
        } catch {
            failure = error
        }
        plan.finish()
        if !dryRun { ObserverRegistry.report(failure, at: entry) }
        failed(failure)
        return false
    }

    /// The resolved plan's end: replayed for its events when the listener records, then
    /// committed unless `dryRun`.
    @inline(__always)
    private static func commit<Listener: ResolutionListener>(
        _ plan: Plan, of resolver: NavigationResolver<Listener>, from entry: NodeCore, dryRun: Bool, events: inout [NavigationEvent],
        failed: (NavigationError) -> Void
    ) -> Bool {
        var replayed: (events: [NavigationEvent], overlay: GraphOverlay)?
        if Listener.records {
            let steps = plan.takeSteps()
            plan.finish()
            replayed = StepEvents.replay(steps, at: entry)
            events = replayed!.events
        }
        guard !dryRun else {
            plan.finish()
            replayed?.overlay.finish()
            return true
        }
        let isFlowChange = (replayed?.overlay ?? plan.overlay).endsInFlowChange
        // A refused flow change is reported by the commit, named after the root that refused it.
        guard PlanExecutor.commit(plan, reportingAt: entry, replayed: replayed) else {
            failed(.flowChangeRefused(resolver.route, at: entry))
            return false
        }
        if let handler = resolver.handler, resolver.handlerShowsRoute, !isFlowChange, !handler.hasScreen(for: resolver.route) {
            ObserverRegistry.report(.noScreen(resolver.route, handler: handler), at: entry)
        }
        return true
    }
}
