/// Applies a finished plan to the real coordinators and tells the tree's observers.
enum PlanExecutor {
    /// Commits `plan` (and finishes it). Returns `false` only when the plan ends in a flow
    /// change that the root's `handleFlowChange` refused; the committed states are then
    /// restored and no step event is emitted (a failed call reports only its error).
    ///
    /// Events are built only when someone receives them: an observer of a step's coordinator
    /// (or of one of its ancestors, before or after the commit), or the debug log.
    ///
    /// `replayed` is the plan already replayed by `StepEvents` (a trace has its events; the
    /// plan itself is then finished and the replay's world is committed instead).
    @discardableResult
    ///
    /// `cause` is what every event of the plan carries: `.program` unless a user gesture made it.
    /// The tree's change listener (the bindings) is told what changed before the events go out.
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
        // A step's observers are those of its coordinator's ancestors before the commit (a
        // dismissed modal or detour is detached by it) and after it (a presented one is
        // attached); the planned links say what "after" is.
        let observed = isObserved(world)
        var events = replayed?.events ?? []
        var steps: [NavigationStep] = []
        var recipients: [[any NavigationObserver]] = []
        if observed || engineLog.logLevel <= .debug || replayed != nil {
            steps = world.steps
            recipients = self.recipients(of: steps, plannedBy: world.token, observed: observed)
            if replayed == nil {
                plan.finish()
                (events, world) = StepEvents.replay(steps, at: entry, cause: cause)
            }
        }
        let flowChange = world.lastFlowChange
        let originals = flowChange == nil ? [] : world.touched.map { ($0, $0.state) }
        // Only a tree with bindings pays for the list (one load per changed node otherwise).
        let listened = world.touched.contains { $0.changeListenerID != nil } ? world.touched : []
        world.commitPlannedStates()
        if let flowChange, !flowChange.root.askHandleFlowChange(flowChange.route) {
            for (core, state) in originals { core.state = state }
            if !listened.isEmpty { NodeCore.notifyListeners(of: listened) }
            report(
                NavigationError(
                    .navigationFailed, coordinator: flowChange.root.typeName, route: flowChange.route.base,
                    message: "handleFlowChange(to:) returned false"), at: entry)
            return false
        }
        if !listened.isEmpty { NodeCore.notifyListeners(of: listened) }
        // For a flow change, the new flow's own steps (run by handleFlowChange) come first, and
        // the change's event ends on the route the root shows once the new flow is in place.
        for (index, event) in events.enumerated() {
            var event = event
            if case let .changeFlow(root, _) = steps[index] { event.to = RouteValue(root.state.routes.currentRoute) }
            deliver(event, to: recipients.isEmpty ? [] : recipients[index])
        }
        return true
    }

    /// Whether anyone observes a coordinator the plan in `world` changes (before or after the
    /// commit). Every step's coordinator has a planned state (a flow change's root aside), so
    /// the nodes with one are checked, without building any list.
    private static func isObserved(_ world: World) -> Bool {
        let token = world.token
        // Most trees observe nothing: a walk up that only looks for observer lists, each node
        // once, says so without building any list.
        var maybe = false
        for core in world.touched where anyObserverAbove(core, walk: token, planned: nil) || anyObserverAbove(core, walk: token, planned: token) {
            maybe = true
            break
        }
        let flow = world.lastFlowChange?.root
        if !maybe, let flow, anyObserverAbove(flow, walk: token, planned: nil) { maybe = true }
        guard maybe else { return false }
        for core in world.touched
        where !chain(of: core, walk: token, planned: nil).observers.isEmpty || !chain(of: core, walk: token, planned: token).observers.isEmpty {
            return true
        }
        if let flow, !chain(of: flow, walk: token, planned: nil).observers.isEmpty { return true }
        return false
    }

    /// Whether a coordinator from `core` up (through live links, or those planned by `planned`)
    /// has observers; each node is looked at once per walk `walk`.
    private static func anyObserverAbove(_ core: NodeCore, walk: UInt64, planned: UInt64?) -> Bool {
        var cursor: NodeCore? = core
        while let node = cursor {
            if planned == nil {
                if node.observerWalks.live == walk { return false }
                node.observerWalks.live = walk
            } else {
                if node.observerWalks.planned == walk { return false }
                node.observerWalks.planned = walk
            }
            if !node.observers.isEmpty { return true }
            cursor = (planned.map { node.parent($0) } ?? node.state.links.parent) ?? node.registrar
        }
        return false
    }

    /// Each step's observers before and after the commit, each once; empty when nobody observes.
    private static func recipients(of steps: [NavigationStep], plannedBy token: UInt64, observed: Bool) -> [[any NavigationObserver]] {
        guard observed else { return [] }
        return steps.map { step in
            let core = step.owner
            let first = chain(of: core, walk: token, planned: nil).observers
            let second = chain(of: core, walk: token, planned: token).observers
            return second.isEmpty ? first : unique(first + second)
        }
    }

    /// The observers of `core` and its ancestors (nearest first, each once), memoised on the
    /// nodes for the walk `walk`, so a commit visits each ancestor once however many steps it
    /// has. Links are the live ones, or those planned by `planned`.
    private static func chain(of core: NodeCore, walk: UInt64, planned: UInt64?) -> ObserverChain {
        if planned == nil {
            if core.recipientsTokens.live == walk { return core.recipients.live }
        } else if core.recipientsTokens.planned == walk {
            return core.recipients.planned
        }
        let parent = planned.map { core.parent($0) } ?? core.state.links.parent
        var result = (parent ?? core.registrar).map { chain(of: $0, walk: walk, planned: planned) } ?? ObserverChain()
        if core.observersMuted {
            result = ObserverChain(muted: true, observers: [])
        } else if !result.muted, !core.observers.isEmpty {
            result.observers = unique(core.liveObservers + result.observers)
        }
        if planned == nil {
            core.recipientsTokens.live = walk
            core.recipients.live = result
        } else {
            core.recipientsTokens.planned = walk
            core.recipients.planned = result
        }
        return result
    }

    /// The observers of `node` and its ancestors, each once.
    static func observers(of node: NodeCore) -> [any NavigationObserver] {
        // Most trees observe nothing: a walk up without building anything says so.
        var cursor: Unmanaged<NodeCore>? = .passUnretained(node)
        var anyone = false
        while let current = cursor, !anyone {
            current._withUnsafeGuaranteedRef { core in
                anyone = !core.observers.isEmpty
                cursor = (core.state.links.parent ?? core.registrar).map { .passUnretained($0) }
            }
        }
        guard anyone else { return [] }
        return chain(of: node, walk: World.newToken(), planned: nil).observers
    }

    private static func unique(_ observers: [any NavigationObserver]) -> [any NavigationObserver] {
        guard observers.count > 1 else { return observers }
        var seen: Set<ObjectIdentifier> = []
        return observers.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    private static func deliver(_ event: NavigationEvent, to recipients: [any NavigationObserver]) {
        engineLog.debug("\(event)")
        for observer in recipients { observer.navigation(didApply: event) }
    }

    /// Delivers `error` to the observers of `node` and its ancestors: that tree only.
    static func report(_ error: NavigationError, at node: NodeCore) {
        engineLog.debug("\(error)")
        for observer in observers(of: node) { observer.navigation(didFail: error) }
    }
}
