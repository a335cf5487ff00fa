/// Applies a finished plan to the real coordinators; `ObserverRegistry` tells the tree's observers.
enum PlanExecutor {
    /// Commits `plan` (and finishes it). Returns `false` only when the plan ends in a flow
    /// change that the root's `handleFlowChange` refused; the committed states are then
    /// restored and no step event is emitted (a failed call reports only its error).
    ///
    /// Events are built only when someone receives them (see `ObserverRegistry.recipients(ofPlanIn:)`).
    ///
    /// `replayed` is the plan already replayed by `StepEvents` (a trace has its events; the
    /// plan itself is then finished and the replay's world is committed instead).
    ///
    /// `cause` is what every event of the plan carries: `.program` unless a user gesture made it.
    /// The tree's change listener (the bindings) is told what changed before the events go out.
    @discardableResult
    static func commit(
        _ plan: Plan, reportingAt entry: NodeCore,
        replayed: (events: [NavigationEvent], world: World)? = nil,
        cause: NavigationCause = .program
    ) -> Bool {
        var world = replayed?.world ?? plan.world
        guard !world.steps.isEmpty else {
            plan.finish()
            replayed?.world.finish()
            return true
        }
        let recipients = ObserverRegistry.recipients(ofPlanIn: world)
        // Nobody receives events (most navigations): the planned states are committed as they are.
        guard recipients != nil || replayed != nil else { return commitStates(of: world, reportingAt: entry) }
        var events = replayed?.events ?? []
        let steps = world.steps
        if replayed == nil {
            plan.finish()
            (events, world) = StepEvents.replay(steps, at: entry, cause: cause)
        }
        guard commitStates(of: world, reportingAt: entry) else { return false }
        ObserverRegistry.deliver(events, of: steps, to: recipients ?? [])
        return true
    }

    /// Makes the planned states of `world` live, runs a planned flow change, and tells the
    /// tree's change listener what changed. `false` when the flow change was refused.
    @inline(__always)
    private static func commitStates(of world: World, reportingAt entry: NodeCore) -> Bool {
        // Only a tree with bindings pays for the list (one load per changed node otherwise).
        let listened = world.touched.contains { $0.changeListenerID != nil } ? world.touched : []
        if world.endsInFlowChange {
            guard commitFlowChange(in: world, reportingAt: entry, listened: listened) else { return false }
        } else {
            world.commitPlannedStates()
        }
        if !listened.isEmpty { NodeCore.notifyListeners(of: listened) }
        return true
    }

    /// Commits a plan that ends in a flow change and runs the root's `handleFlowChange`; when it
    /// refuses, restores the states the commit replaced, tells the listeners and reports it.
    private static func commitFlowChange(in world: World, reportingAt entry: NodeCore, listened: [NodeCore]) -> Bool {
        let flowChange = world.lastFlowChange!
        let originals = world.touched.map { ($0, $0.state) }
        world.commitPlannedStates()
        guard flowChange.root.ask(HandleFlowChangeHook(), about: flowChange.route) else {
            for (core, state) in originals { core.state = state }
            if !listened.isEmpty { NodeCore.notifyListeners(of: listened) }
            ObserverRegistry.report(.flowChangeRefused(flowChange.route, at: flowChange.root), at: entry)
            return false
        }
        return true
    }
}
