/// A coordinator's pending navigation: a route it holds to navigate to once the app performs
/// it (`Coordinator.setPendingNavigation(_:)`, `performPendingNavigation()`).
///
/// Contract: holding and clearing write the tree's graph and tell its observers (`setPending`,
/// `clearPending` events), so the held route is state: captures, snapshots, the
/// fingerprints, mementos and saved navigation have it. Performing clears the route (one
/// commit) and then navigates to it from the coordinator that held it (another). Performed from
/// `handleFlowChange` (when a flow change is what the route waited for), both run once the
/// commit of that flow change has told its observers: their events
/// follow the events of the navigation that released them, and a traced navigation lists them
/// as its `followUps`.
enum PendingNavigations {
    /// Holds `route` at `core` (`nil` clears it) and tells the tree's observers; nothing when it
    /// already holds exactly that. The held route is the cold half of the record
    /// (`NodeOwnership.pending`): written in place, stamped, never planned.
    static func hold(_ route: AnyRoute?, at core: NodeCore) {
        let held = core.ownership.pending
        guard held != route else { return }
        core.ownership.pending = route
        let observers = ObserverRegistry.observers(of: core)
        guard !observers.isEmpty, !core.observersMuted else { return }
        let current = core.routeValue(core.routes.currentRoute)
        let event = NavigationEvent(
            kind: route == nil ? .clearPending : .setPending, coordinator: core.label, route: (route ?? held).map(core.routeValue), other: nil,
            from: current, to: current, subjects: EventSubjects(coordinator: core.identity, other: nil, tabBarRoute: nil))
        for observer in observers { observer.navigation(didApply: event) }
    }

    /// Performs what `core` holds now, or, from `handleFlowChange`, after the flow change's
    /// commit; `false` when it holds nothing.
    static func perform(at core: NodeCore) -> Bool {
        guard let route = core.ownership.pending else { return false }
        let engine = core.engine
        if engine.flowChangeDepth > 0 {
            engine.deferredNavigations.append((core, route))
            return true
        }
        run(route, at: core)
        return true
    }

    /// Runs the navigations deferred during a flow change whose commit just ended, in order
    /// (each may defer more, which run after it); nothing while a flow change is still under way.
    static func runDeferred(in engine: NavigationEngine) {
        guard engine.flowChangeDepth == 0 else { return }
        while !engine.deferredNavigations.isEmpty {
            let (core, route) = engine.deferredNavigations.removeFirst()
            // (Held again, or cleared, since it was performed: what it holds now is the app's word.)
            guard core.ownership.pending == route, core.owner != nil else { continue }
            run(route, at: core)
        }
    }

    /// Clears `route` at `core` and navigates to it from there (traced when a traced navigation
    /// is running on the tree).
    private static func run(_ route: AnyRoute, at core: NodeCore) {
        hold(nil, at: core)
        let engine = core.engine
        if engine.followUpTraces != nil {
            let trace = Navigation.trace(from: core, to: route, dryRun: false)
            engine.followUpTraces?.append(trace)
        } else {
            _ = Navigation.navigate(from: core, to: route)
        }
    }
}
