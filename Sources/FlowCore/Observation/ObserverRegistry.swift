/// Who is told what a commit did, and the telling: the observers registered on a step's
/// coordinator and on its ancestors (through registrars for registered modals not presented),
/// before the commit and after it, each once, nearest first; and a failure's observers.
///
/// Observer lists live on the nodes (`NodeCore.observers`, held weakly); the walks up memoise
/// what they found in the engine, by id and walk token (`ObserverWalkMemo`), so a commit
/// visits each ancestor once however many steps it has.
enum ObserverRegistry {
    /// The observers of each step of the plan in `overlay`, in step order; `nil` when nobody
    /// observes and the debug log is off (then no event needs building). A step's observers
    /// are those of its coordinator's ancestors before the commit (a dismissed modal or detour
    /// is detached by it) and after it (a presented one is attached); the planned links say
    /// what "after" is.
    static func recipients(ofPlanIn overlay: GraphOverlay) -> StepRecipients? {
        // Most trees observe nothing, which the engine knows without a walk.
        guard overlay.engine.observedCores > 0 || EngineLogLevel.takesDebug else { return nil }
        if let everyone = topObservers(of: overlay) { return .everyStep(everyone) }
        let walk = WalkTokens.next()
        let observed = isObserved(overlay, walk: walk)
        guard observed || EngineLogLevel.takesDebug else { return nil }
        return .perStep(recipients(of: overlay.steps, plannedBy: overlay, walk: walk, observed: observed))
    }

    /// The observers of every step of the plan in `overlay` when the one coordinator the engine
    /// has observers on is the top of the tree the plan starts in (an app or a recorder
    /// observing the root), and nothing is muted; `nil` otherwise, for the walks to decide.
    /// A plan moves along links from its first step's coordinator, so every coordinator it
    /// changes is in that tree before the commit or after it, where that top is its only
    /// observed ancestor. A flow change puts new coordinators in: left to the walks.
    private static func topObservers(of overlay: GraphOverlay) -> [any NavigationObserver]? {
        let engine = overlay.engine
        guard engine.observedCores == 1, engine.mutedCores == 0, !overlay.endsInFlowChange, let first = overlay.steps.first else { return nil }
        var top = first.owner
        // (Bounded: links that loop, which the ownership checks report, end in the walks.)
        var hops = 0
        while let next = top.parent ?? top.registrar {
            top = next
            hops += 1
            if hops > engine.graph.count { return nil }
        }
        guard !top.observers.isEmpty else { return nil }
        // (A node's list holds each observer once: `addObserver(_:)` replaces an earlier entry.)
        let observers = top.liveObservers
        return observers.isEmpty ? nil : observers
    }

    /// Delivers each event to its step's recipients (none: the debug log only). For a flow
    /// change, the new flow's own steps (run by handleFlowChange) came first, and the change's
    /// event ends on the route the root shows once the new flow is in place.
    static func deliver(_ events: [NavigationEvent], of steps: [NavigationStep], to recipients: StepRecipients) {
        for (index, event) in events.enumerated() {
            var event = event
            if case let .changeFlow(root, _) = steps[index] { event.to = RouteValue(root.routes.currentRoute) }
            deliver(event, to: recipients[step: index])
        }
    }

    /// Whether anyone observes a coordinator the plan in `overlay` changes (before or after the
    /// commit). Every step's coordinator has a planned record (a flow change's root aside), so
    /// the nodes with one are checked, without building any list.
    private static func isObserved(_ overlay: GraphOverlay, walk token: UInt64) -> Bool {
        let engine = overlay.engine
        // Most trees observe nothing: a walk up that only looks for observer lists, each node
        // once, says so without building any list.
        var maybe = false
        for index in overlay.touched.indices {
            let core = engine.cores[overlay.touched[index].index].unsafelyUnwrapped
            if anyObserverAbove(core, walk: token, planned: nil) || anyObserverAbove(core, walk: token, planned: overlay) {
                maybe = true
                break
            }
        }
        let flow = overlay.endsInFlowChange ? overlay.lastFlowChange?.root : nil
        if !maybe, let flow, anyObserverAbove(Unretained(flow), walk: token, planned: nil) { maybe = true }
        guard maybe else { return false }
        for core in overlay.touchedCores
        where !chain(of: core, walk: token, planned: nil).observers.isEmpty || !chain(of: core, walk: token, planned: overlay).observers.isEmpty {
            return true
        }
        if let flow, !chain(of: flow, walk: token, planned: nil).observers.isEmpty { return true }
        return false
    }

    /// Whether a coordinator from `core` up (through live links, or those planned by `planned`)
    /// has observers; each node is looked at once per walk `walk`.
    /// The walk goes through unretained cores (the tree holds them), so it counts no references.
    private static func anyObserverAbove(_ start: Unretained<NodeCore>, walk: UInt64, planned: GraphOverlay?) -> Bool {
        var cursor = start
        while true {
            let next: Unretained<NodeCore>?? = cursor.read { node in
                guard node.visitObserverWalk(walk, planned: planned != nil) else { return .some(nil) }
                if !node.observers.isEmpty { return nil }
                let parent = planned.map { node.parentRef($0) } ?? node.parentRef
                return .some(parent ?? node.registrarRef)
            }
            // `nil`: observers found; `.some(nil)`: the walk ends here without any.
            guard let step = next else { return true }
            guard let parent = step else { return false }
            cursor = parent
        }
    }

    /// Each step's observers before and after the commit, each once; empty when nobody observes.
    private static func recipients(
        of steps: [NavigationStep], plannedBy overlay: GraphOverlay, walk token: UInt64, observed: Bool
    ) -> [[any NavigationObserver]] {
        guard observed else { return [] }
        return steps.map { step in
            let core = step.owner
            let first = chain(of: core, walk: token, planned: nil).observers
            let second = chain(of: core, walk: token, planned: overlay).observers
            // (Most steps keep their coordinator's ancestors: the same observers before and after.)
            if second.isEmpty || Self.same(first, second) { return first }
            return unique(first + second)
        }
    }

    /// The observers of `core` and its ancestors (nearest first, each once), memoised on the
    /// nodes for the walk `walk`, so a commit visits each ancestor once however many steps it
    /// has. Links are the live ones, or those planned by `planned`.
    private static func chain(of core: NodeCore, walk: UInt64, planned: GraphOverlay?) -> ObserverChain {
        if planned == nil {
            if core.observerMemo.chainWalks.live == walk { return core.observerMemo.chains.live }
        } else if core.observerMemo.chainWalks.planned == walk {
            return core.observerMemo.chains.planned
        }
        let parent = planned.map { core.parent($0) } ?? core.parent
        var result = (parent ?? core.registrar).map { chain(of: $0, walk: walk, planned: planned) } ?? ObserverChain()
        if core.observersMuted {
            result = ObserverChain(muted: true, observers: [])
        } else if !result.muted, !core.observers.isEmpty {
            result.observers = unique(core.liveObservers + result.observers)
        }
        if planned == nil {
            core.observerMemo.chainWalks.live = walk
            core.observerMemo.chains.live = result
        } else {
            core.observerMemo.chainWalks.planned = walk
            core.observerMemo.chains.planned = result
        }
        return result
    }

    /// The observers of `node` and its ancestors, each once.
    static func observers(of node: NodeCore) -> [any NavigationObserver] {
        // Most trees observe nothing: the engine's count, or a walk up without building anything, says so.
        guard node.engine.observedCores > 0 else { return [] }
        var cursor: Unretained<NodeCore>? = Unretained(node)
        var anyone = false
        while let current = cursor, !anyone {
            current.read { core in
                anyone = !core.observers.isEmpty
                cursor = (core.parent ?? core.registrar).map { Unretained($0) }
            }
        }
        guard anyone else { return [] }
        return chain(of: node, walk: WalkTokens.next(), planned: nil).observers
    }

    /// Whether both lists hold the same observers in the same order.
    private static func same(_ lhs: [any NavigationObserver], _ rhs: [any NavigationObserver]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in lhs.indices where ObjectIdentifier(lhs[index]) != ObjectIdentifier(rhs[index]) { return false }
        return true
    }

    private static func unique(_ observers: [any NavigationObserver]) -> [any NavigationObserver] {
        guard observers.count > 1 else { return observers }
        var seen: Set<ObjectIdentifier> = []
        return observers.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Logs `event` at `.debug` when the engine's log takes it (`EngineLogLevel`), then tells
    /// each of `recipients`, in order.
    private static func deliver(_ event: NavigationEvent, to recipients: [any NavigationObserver]) {
        if EngineLogLevel.takesDebug { engineLog.debug("\(event)") }
        for observer in recipients { observer.navigation(didApply: event) }
    }

    /// Delivers `error` to the observers of `node` and its ancestors: that tree only.
    static func report(_ error: NavigationError, at node: NodeCore) {
        if EngineLogLevel.takesDebug { engineLog.debug("\(error)") }
        for observer in observers(of: node) { observer.navigation(didFail: error) }
    }
}
