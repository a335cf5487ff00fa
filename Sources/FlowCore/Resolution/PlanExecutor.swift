/// Applies a finished plan to the real coordinators; `ObserverRegistry` tells the tree's observers.
enum PlanExecutor {
    /// Commits `plan` (and finishes it). Returns `false` only when the plan ends in a flow
    /// change that the root's `handleFlowChange` refused; the committed states are then
    /// restored and no step event is emitted (a failed call reports only its error).
    ///
    /// Events are built only when someone receives them (see `ObserverRegistry.recipients(ofPlanIn:)`).
    ///
    /// `replayed` is the plan already replayed by `StepEvents` (a trace has its events; the
    /// plan itself is then finished and the replay's overlay is committed instead).
    ///
    /// `cause` is what every event of the plan carries: `.program` unless a user gesture made it.
    /// The tree's change listener (the bindings) is told what changed before the events go out.
    /// Pending navigations performed by the root's `handleFlowChange` run once a plan that
    /// ends in a flow change has told its observers (`PendingNavigations`).
    @discardableResult
    static func commit(
        _ plan: Plan, reportingAt entry: NodeCore,
        replayed: (events: [NavigationEvent], overlay: GraphOverlay)? = nil,
        cause: NavigationCause = .program
    ) -> Bool {
        let releases = (replayed?.overlay ?? plan.overlay).endsInFlowChange
        let committed = commitNow(plan, reportingAt: entry, replayed: replayed, cause: cause)
        if releases { PendingNavigations.runDeferred(in: entry.engine) }
        return committed
    }

    /// `commit`, without the deferred navigations.
    @inline(__always)
    private static func commitNow(
        _ plan: Plan, reportingAt entry: NodeCore, replayed: (events: [NavigationEvent], overlay: GraphOverlay)?, cause: NavigationCause
    ) -> Bool {
        guard let replayed else { return commitPlanned(plan, reportingAt: entry, cause: cause) }
        guard !replayed.overlay.steps.isEmpty else {
            plan.finish()
            replayed.overlay.finish()
            return true
        }
        let recipients = ObserverRegistry.recipients(ofPlanIn: replayed.overlay)
        let steps = replayed.overlay.steps
        guard commitRecords(of: replayed.overlay, reportingAt: entry) else { return false }
        ObserverRegistry.deliver(replayed.events, of: steps, to: recipients ?? .nobody)
        return true
    }

    /// `commit` of a plan not replayed yet: its events are built (by a replay) only when
    /// someone receives them; otherwise its planned records are committed as they are.
    private static func commitPlanned(_ plan: Plan, reportingAt entry: NodeCore, cause: NavigationCause) -> Bool {
        let overlay = plan.overlay
        guard !overlay.steps.isEmpty else {
            plan.finish()
            return true
        }
        // Nobody receives events (most navigations): the planned records are committed as they are.
        guard let recipients = ObserverRegistry.recipients(ofPlanIn: overlay) else { return commitRecords(of: overlay, reportingAt: entry) }
        let steps = plan.takeSteps()
        plan.finish()
        let replay = StepEvents.replay(steps, at: entry, cause: cause)
        guard commitRecords(of: replay.overlay, reportingAt: entry) else { return false }
        ObserverRegistry.deliver(replay.events, of: steps, to: recipients)
        return true
    }

    /// Makes the planned records of `overlay` live, runs a planned flow change, and tells the
    /// tree's change listener what changed. `false` when the flow change was refused.
    @inline(__always)
    private static func commitRecords(of overlay: GraphOverlay, reportingAt entry: NodeCore) -> Bool {
        let engine = overlay.engine
        // The changed cores are listed only when one of them has a change listener.
        let listened = overlay.touched.contains { engine.coreRef($0)!.read { $0.changeListenerID != nil } } ? overlay.touchedCores : []
        let presents = overlay.changesPresentations
        if overlay.endsInFlowChange {
            guard commitFlowChange(in: overlay, reportingAt: entry, listened: listened) else { return false }
        } else {
            overlay.commitPlannedRecords()
            // Presenting and dismissing write parent links: the engine holds what they hang off
            // another coordinator once every record is written (letting go may end one).
            if presents { engine.hold(overlay.touched) }
            overlay.finish()
        }
        if !listened.isEmpty { NodeCore.notifyListeners(of: listened) }
        return true
    }

    /// Commits a plan that ends in a flow change and runs the root's `handleFlowChange`; when it
    /// refuses, restores the records the commit replaced, tells the listeners and reports it
    /// (`false`).
    private static func commitFlowChange(in overlay: GraphOverlay, reportingAt entry: NodeCore, listened: [NodeCore]) -> Bool {
        let flowChange = overlay.lastFlowChange!
        let engine = overlay.engine
        let originals = overlay.touched.map { (id: $0, core: engine.core($0), record: engine.graph[$0]) }
        overlay.commitPlannedRecords()
        let written = overlay.touched
        overlay.finish()
        engine.hold(written)
        engine.flowChangeDepth += 1
        let accepted = flowChange.root.ask(HandleFlowChangeHook(), about: flowChange.route)
        engine.flowChangeDepth -= 1
        guard accepted else {
            // (A coordinator that left the tree meanwhile keeps what it has.)
            let back = originals.filter { engine.holds($0.core, at: $0.id) }
            for original in back { engine.graph[original.id] = original.record }
            engine.hold(back.map(\.id))
            if !listened.isEmpty { NodeCore.notifyListeners(of: listened) }
            ObserverRegistry.report(.flowChangeRefused(flowChange.route, at: flowChange.root), at: entry)
            return false
        }
        return true
    }
}
