import FlowAdapter
import FlowCore
import FlowDiagrams

extension ExplorationWorker {
    /// The start state: its tree, fingerprint, visible screen and what its discovery records.
    func start() -> (fingerprint: StateFingerprint, discovery: Discovery, partition: TabPartition?) {
        let tree = root.captureTree()
        let screen = root.visibleCoordinator.stackRoutes.last.map(RouteValue.init)
        return (stateFingerprint(of: tree), discovery(of: tree, screen: screen), partition(tree))
    }

    /// `tree` split into shell and tabs, with the tab reduction.
    private func partition(_ tree: NavigationTree) -> TabPartition? {
        context.tabs.map { TabPartition(tree, container: $0.container) }
    }

    /// Expands the states `range` in order; stops early (returning what it expanded) once the
    /// deadline has passed. `progress` is told about every state expanded.
    func expand(_ range: Range<Int>, parents: [UInt32], reachedBy: [UInt32], progress: (Int) -> Void) -> (expanded: [ExpandedState], timedOut: Bool) {
        self.parents = parents
        self.reachedBy = reachedBy
        var expanded: [ExpandedState] = []
        expanded.reserveCapacity(range.count)
        for state in range {
            if let deadline = context.deadline, context.clock.now() >= deadline { return (expanded, true) }
            let result = expand(state)
            progress(result.tried.count)
            expanded.append(result)
        }
        return (expanded, false)
    }

    // MARK: Reaching a state

    /// Puts the app in state `id`: restores the deepest memento on its path and replays the
    /// remaining actions (one, for a state whose parent was the last one expanded).
    private func materialize(_ id: Int) -> NavigationMemento {
        var chain: [Int] = []
        var cursor = id
        while cursor != 0 {
            chain.append(cursor)
            cursor = Int(parents[cursor])
        }
        chain.append(0)
        chain.reverse()
        var depth = 0
        while depth + 1 < chain.count, depth + 1 < path.count, path[depth + 1].state == chain[depth + 1] { depth += 1 }
        path.removeLast(path.count - depth - 1)
        root.restoreState(path[depth].memento)
        while depth + 1 < chain.count {
            depth += 1
            let action = context.actions.value(Int(reachedBy[chain[depth]]))
            recorder.reset()
            _ = ActionPerformer.perform(action.action, app: context.app, root: root, recorder: recorder)
            path.append((chain[depth], root.saveState()))
        }
        return path[depth].memento
    }

    // MARK: Expanding a state

    private func expand(_ state: Int) -> ExpandedState {
        let memento = materialize(state)
        let app = context.app
        var state0 = InvariantChecker.capture(root, cache: captures)
        let tree = state0.tree
        let fingerprint = state0.coordinators.map { StateFingerprint($0.fingerprint) } ?? stateFingerprint(of: tree)
        let screen = root.visibleCoordinator.stackRoutes.last
        let (actions, taps) = ExplorationAction.available(
            in: tree, screen: screen.flatMap { context.routesByValue[RouteValue($0)] }, app: app, routes: context.routes,
            links: context.deepLinks, urls: context.urls, inAppOnly: context.inAppOnly)
        let showsBack = ExplorationReport.showsBackButton(tree)
        var result = ExpandedState(
            state: state, fingerprint: fingerprint, snapshot: SnapshotKey(tree), tapsNamedByApp: taps == .app, place: placeIDs.id(of: Exploration.place(tree)),
            partition: partition(tree),
            tried: [])
        result.tried.reserveCapacity(actions.count)
        var first = true
        // A back button that does nothing is a state with no way back only if no gesture of the
        // user's (swipe back, closing a sheet, a tab tap) leaves the state either.
        var gestureLeaves = false
        for action in actions {
            if !first { root.restoreState(memento) }
            recorder.reset()
            if !first { state0.recount(in: root) }
            first = false
            let handle = captures.handle(of: root)
            let mark = handle?.recordsMark
            let navigationsBefore = handle?.navigationsRun ?? 0
            let outcome = ActionPerformer.perform(action.action, app: app, root: root, recorder: recorder)
            // (An action that wrote no record left the state before: not captured again.)
            let unchanged = mark != nil && handle?.recordsMark == mark
            // A link of several steps navigates once per step; a link handler, or a flow change
            // that releases a pending navigation, may navigate more than once: as many as ran.
            var navigations = max(1, (handle?.navigationsRun ?? 0) - navigationsBefore)
            if case let .open(url, _) = action.action { navigations = max(navigations, app.link(forURL: url)?.steps.count ?? 1) }
            let (violations, after, _, _, afterCoordinators) = InvariantChecker.checkCapturing(
                action.action, before: state0, root: root, outcome: outcome, events: recorder.events, navigations: navigations, cache: captures,
                unchanged: unchanged)
            let reached = afterCoordinators.map { StateFingerprint($0.fingerprint) } ?? stateFingerprint(of: after)
            let chain = captures.visibleChain() ?? after.visibleChain
            // (Read before `discovery`, whose dry-run traces report nothing, but to be sure.)
            let events = context.recordsDetails ? recorder.events : []
            let tried = TriedAction(
                action: actionIDs.id(of: action), fingerprint: reached, partition: partition(after), succeeded: outcome.succeeded,
                message: messageIDs.id(of: outcome.message), place: captures.place { placeIDs.id(of: Exploration.place(after, chain: chain)) },
                noWayBack: showsBack && reached == fingerprint && action.action == .back,
                violations: violations,
                // What the merge records if the state turns out new (it decides: the visited set
                // grows while the workers expand).
                discovery: discovery(
                    of: after, chain: chain, screen: context.recordsDetails ? root.visibleCoordinator.stackRoutes.last.map(RouteValue.init) : nil),
                events: events)
            if case .user = action.action, reached != fingerprint { gestureLeaves = true }
            result.tried.append(tried)
        }
        if gestureLeaves { for index in result.tried.indices { result.tried[index].noWayBack = false } }
        return result
    }

    /// The fingerprint of the state the app is in, whose capture is `tree`: FlowCore's, updated
    /// from the coordinators the last action touched, when the root is a `Coordinator`.
    private func stateFingerprint(of tree: NavigationTree) -> StateFingerprint {
        root.navigationFingerprint(in: captures.memory).map(StateFingerprint.init) ?? StateFingerprint(tree)
    }

    /// `chain` is `tree.visibleChain`, when the caller has it.
    private func discovery(of tree: NavigationTree, chain: [Int]? = nil, screen: RouteValue?) -> Discovery {
        let chain = chain ?? tree.visibleChain
        var shown = chain.map { tree.nodes[$0].currentRoute }
        let selecting = tabRoutes.routes(selectedIn: tree, chain: chain, root: root)
        if !selecting.isEmpty { shown += selecting }
        return Discovery(
            shown: shown,
            tree: context.recordsDetails ? tree : nil, screen: screen)
    }
}
