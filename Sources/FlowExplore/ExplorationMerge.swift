import FlowCore
import FlowDiagrams

/// Puts the workers' findings together, one expanded state after the other in discovery
/// order, exactly as a single thread exploring breadth first would: new states get the next
/// ids, the state bound stops everything at the first state that does not fit, and the report's
/// tallies (coverage, failing actions, states with no way back, the transition graph) grow as
/// they go.
struct ExplorationMerge {
    let context: ExplorationContext
    private var exploration: Exploration
    /// The visited states.
    private var visited = FingerprintSet()
    /// Whether the state bound or the time limit stopped the exploration (with `finishesLevel`,
    /// the state bound stops it once the level is expanded).
    var stopped: Bool { halted || (finishesLevel && exploration.truncated) }
    private var halted = false
    /// A shard's rule: once the state bound is reached, the rest of the level is still expanded
    /// (with no new state), so that every state one unsharded run expands is expanded by some
    /// shard (see `ShardSplit`). Off for one run and for the merge of shards.
    var finishesLevel = false
    private var actions: [ExplorationAction] = []
    private var descriptions: [String] = []
    private var messages: [String] = []
    private var places: [TransitionGraph.Place] = []
    private var tallyIndex: [String: Int] = [:]
    /// The tally of each action id seen (-1: not seen yet), so a tally is found without hashing
    /// its description (actions with one description share it, through `tallyIndex`).
    private var tallyOfAction: [Int] = []
    private var reasons: [[Int: Int]] = []
    /// The slot in `exploration.linkLandings` of each action id seen (-1: not seen yet).
    private var linkOfAction: [Int] = []
    /// With the tab reduction: which states are explored, which represented, and the checks.
    private var ledger: ReductionLedger?
    /// The transition graph's counts by action and places (ids), each with the grouped
    /// transition it counts for (`nil`: the action stays in its place), summed into the
    /// exploration's counts by `finish`: places are strings, and hashing them for every action
    /// cost more than the rest of the merge.
    private var graphTallies: [GraphTally: (transition: TransitionGraph.Transition?, count: Int)] = [:]

    private struct GraphTally: Hashable {
        var action: Int
        var from: Int
        var to: Int
    }

    init(context: ExplorationContext, exploration: Exploration) {
        self.context = context
        self.exploration = exploration
        ledger = context.tabs.map { ReductionLedger(container: $0.container, groups: $0.groups) }
    }

    var stateCount: Int { context.parents.count }

    /// The fingerprint of state `id`, one of the states found.
    func fingerprint(of id: Int) -> StateFingerprint { visited.fingerprint(of: id) }

    /// The start state, id 0.
    mutating func addStart(_ start: (fingerprint: StateFingerprint, discovery: Discovery, partition: TabPartition?)) {
        visited.insert(start.fingerprint, id: 0)
        context.parents.appendGrowingByAQuarter(.max)
        context.reachedBy.appendGrowingByAQuarter(.max)
        exploration.statesPerDepth = [1]
        discovered(0, start.discovery)
        if let partition = start.partition { ledger?.discovered(partition) }
    }

    /// Adds the states expanded (in order); `false` once the state bound stops the exploration.
    mutating func add(_ expanded: [ExpandedState]) -> Bool {
        for state in expanded {
            if state.tapsNamedByApp { exploration.statesWithAppTaps += 1 } else { exploration.statesWithInferredTaps += 1 }
            let from = place(state.place)
            if state.state == exploration.expandedSnapshots.count { exploration.expandedSnapshots.append(state.snapshot) }
            for tried in state.tried {
                exploration.transitionCount += 1
                let action = self.action(tried.action)
                var target: Int?
                // With the tab reduction, a state with several groups of tabs away is represented, not explored.
                var represented = false
                if let known = visited.index(of: tried.fingerprint) {
                    target = known
                } else if let partition = tried.partition, ledger?.admits(partition) == false {
                    represented = true
                } else if stateCount < exploration.maxStates {
                    let id = stateCount
                    target = id
                    visited.insert(tried.fingerprint, id: id)
                    context.parents.appendGrowingByAQuarter(UInt32(state.state))
                    context.reachedBy.appendGrowingByAQuarter(UInt32(tried.action))
                    discovered(id, tried.discovery)
                    if let partition = tried.partition { ledger?.discovered(partition) }
                } else {
                    exploration.truncated = true
                }
                if let before = state.partition, let after = tried.partition {
                    ledger?.tried(state: state.state, action: tried.action, before: before, after: after)
                }
                tally(tried, description: descriptions[tried.action])
                if action.isDeepLink { landed(tried, from: state.state) }
                if tried.noWayBack, target == state.state { exploration.noWayBack.append(state.state) }
                if tried.succeeded, represented || (target != nil && target != state.state) {
                    let key = GraphTally(action: tried.action, from: state.place, to: tried.place)
                    // (One lookup; the tally is counted in place.)
                    if let known = graphTallies.index(forKey: key) {
                        graphTallies.values[known].count += 1
                    } else {
                        let source = Exploration.graphSource(of: action, from: from)
                        let destination = place(tried.place)
                        let transition = source == destination ? nil : TransitionGraph.Transition(from: source, to: destination, kind: action.kind).grouped
                        graphTallies[key] = (transition, 1)
                    }
                }
                if !tried.violations.isEmpty {
                    let path = pathTo(state.state) + [action]
                    exploration.violations += tried.violations.map { Exploration.Finding(path: path, violation: $0, state: state.snapshot) }
                }
                if context.recordsDetails {
                    exploration.transitions.append(
                        Exploration.Transition(
                            from: state.state, action: action, to: target, succeeded: tried.succeeded,
                            message: message(tried.message), events: tried.events))
                }
                if exploration.truncated, !finishesLevel {
                    halted = true
                    return false
                }
            }
        }
        return true
    }

    /// The time limit stopped the exploration (after the states added so far).
    mutating func timedOut() {
        exploration.timedOut = true
        halted = true
    }

    /// Every state found by expanding one depth has been added (those from `start` on): they
    /// are the next depth.
    mutating func closeDepth(since start: Int) {
        exploration.statesPerDepth.append(stateCount - start)
    }

    /// The exploration, with `unexpanded` states found but not expanded (beyond the depth bound).
    mutating func finish(unexpanded: Int, duration: Duration) -> Exploration {
        for tally in graphTallies.values {
            guard let transition = tally.transition else { continue }
            exploration.graphCounts[transition, default: 0] += tally.count
        }
        let counted = exploration.statesPerDepth.reduce(0, +)
        exploration.completeLevels = exploration.statesPerDepth.count
        if counted < stateCount { exploration.statesPerDepth.append(stateCount - counted) }
        // A last expansion that found nothing new is the fixpoint, not a depth.
        while exploration.statesPerDepth.count > 1, exploration.statesPerDepth.last == 0 { exploration.statesPerDepth.removeLast() }
        exploration.parents = context.parents
        exploration.reachedBy = context.reachedBy
        exploration.actionTable = context.actions.values
        exploration.fixpoint = !stopped && unexpanded == 0
        if var ledger {
            ledger.finish(complete: exploration.fixpoint)
            exploration.tabRun = Exploration.TabRun(
                ledger: ledger,
                couplings: ledger.found.map { found in
                    (
                        found.tabs,
                        TabCoupling(
                            kind: found.kind, tabs: found.tabs.map { ledger.container.tabTitles[$0] },
                            action: context.actions.value(found.action).description, path: pathTo(found.state).map(\.description))
                    )
                })
        }
        exploration.duration = duration
        exploration.visitedBytes = visited.bytes + (context.parents.capacity + context.reachedBy.capacity) * MemoryLayout<UInt32>.size
        let messages = context.messages.values
        exploration.landingPlaces = context.places.values
        exploration.landingMessages = messages
        for index in exploration.actionTallies.indices {
            exploration.actionTallies[index].reasons = Dictionary(uniqueKeysWithValues: reasons[index].map { (messages[$0.key], $0.value) })
        }
        return exploration
    }

    // MARK: Helpers

    private mutating func discovered(_ id: Int, _ discovery: Discovery) {
        for route in discovery.shown where exploration.firstShowing[route] == nil { exploration.firstShowing[route] = id }
        if context.recordsDetails, let tree = discovery.tree {
            let path = pathTo(id)
            exploration.states.append(Exploration.State(id: id, tree: tree, depth: path.count, path: path, screen: discovery.screen))
        }
    }

    private mutating func tally(_ tried: TriedAction, description: String) {
        let index: Int
        if tried.action < tallyOfAction.count, tallyOfAction[tried.action] >= 0 {
            index = tallyOfAction[tried.action]
        } else {
            if let known = tallyIndex[description] {
                index = known
            } else {
                index = exploration.actionTallies.count
                tallyIndex[description] = index
                exploration.actionTallies.append(Exploration.ActionTally(action: description))
                reasons.append([:])
            }
            if tried.action >= tallyOfAction.count { tallyOfAction += Array(repeating: -1, count: tried.action + 1 - tallyOfAction.count) }
            tallyOfAction[tried.action] = index
        }
        exploration.actionTallies[index].tried += 1
        if tried.succeeded { exploration.actionTallies[index].succeeded = true }
        reasons[index][tried.message, default: 0] += 1
    }

    /// Records where the deep link `tried` landed from state `state`.
    private mutating func landed(_ tried: TriedAction, from state: Int) {
        if tried.action >= linkOfAction.count { linkOfAction += Array(repeating: -1, count: tried.action + 1 - linkOfAction.count) }
        if linkOfAction[tried.action] == -1 {
            let link = descriptions[tried.action]
            if let known = exploration.linkLandings.firstIndex(where: { $0.link == link }) {
                linkOfAction[tried.action] = known
            } else {
                linkOfAction[tried.action] = exploration.linkLandings.count
                exploration.linkLandings.append(LinkLandings(link: link))
            }
        }
        exploration.linkLandings[linkOfAction[tried.action]].record(state: state, succeeded: tried.succeeded, place: tried.place, message: tried.message)
    }

    private func pathTo(_ id: Int) -> [ExplorationAction] {
        var path: [ExplorationAction] = []
        var cursor = id
        while context.parents[cursor] != .max {
            path.append(context.actions.value(Int(context.reachedBy[cursor])))
            cursor = Int(context.parents[cursor])
        }
        return path.reversed()
    }

    private mutating func action(_ id: Int) -> ExplorationAction {
        if id >= actions.count {
            actions = context.actions.values
            descriptions = actions.map(\.description)
        }
        return actions[id]
    }

    private mutating func message(_ id: Int) -> String {
        if id >= messages.count { messages = context.messages.values }
        return messages[id]
    }

    private mutating func place(_ id: Int) -> TransitionGraph.Place {
        if id >= places.count { places = context.places.values }
        return places[id]
    }
}
