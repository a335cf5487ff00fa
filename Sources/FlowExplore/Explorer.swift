import Atomics
import FlowAdapter
import FlowCore
import FlowDiagrams
import Foundation

/// Explores every state a user or a deep link can reach from an app's start, breadth first,
/// with every engine invariant checked after every action.
///
/// States are identified by the captured tree and kept as 128-bit fingerprints with the parent
/// and the action that first reached them (the shortest path), as a model checker keeps them.
/// Each level of the breadth-first search is expanded by several threads, each with its own
/// live app that it moves between states with `saveState()`/`restoreState(_:)` mementos (a
/// state is reached by restoring its parent and replaying one action, never by replaying its
/// whole path); the results are merged in discovery order, so the exploration, its state ids
/// and its report are the same whatever the number of threads.
public struct Explorer {
    /// The app explored.
    public let app: any AtlasApp
    /// Stop after discovering this many states.
    public var maxStates: Int
    /// Do not expand states deeper than this many actions (`Int.max`: no bound).
    public var maxDepth: Int
    /// Only in-app actions (no deep links).
    public var inAppOnly = false
    /// Stop expanding states after this much time (`nil`: no limit).
    public var timeLimit: Duration?
    /// The clock the time limit is read on (a test's clock makes it a bound on the work).
    package var clock = ExplorationClock.continuous
    /// Deep-link URLs opened from the root in every state, besides a navigation to every
    /// declared route (links the app's `open(url:from:root:)` handles specially, or payloads).
    public var urls: [String] = []

    /// `urls`, then the app's `linkExamples` that take several steps (a navigation to a route
    /// cannot reach what they do, and nothing else names them).
    var linkURLs: [String] {
        urls + app.linkExamples.filter { !urls.contains($0) && app.link(forURL: $0).map { $0.route == nil } == true }
    }
    /// Keep every state's tree and every transition with its events (`Exploration.states`,
    /// `Exploration.transitions`). On by default; large explorations turn it off and keep a
    /// fingerprint, a parent and an action per state.
    public var recordsDetails = true
    /// How many threads expand states (default: one per core).
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// A reduction of the space explored (`nil`, the default: every state found is expanded).
    ///
    /// With `.tabs`, states where two independent groups of a tab coordinator's tabs are away from
    /// rest are represented by the explored states rather than expanded, and
    /// `Exploration.reduction` says how many states the explored ones stand for. When the app's
    /// shape does not allow it (no tab coordinator with two tabs within three actions of the
    /// start), the exploration is not reduced and `Exploration.reductionRefusal` says why.
    public var reduction: StateReduction?

    /// An explorer of `app` with bounds.
    public init(app: any AtlasApp, maxStates: Int = 1500, maxDepth: Int = 4, inAppOnly: Bool = false, timeLimit: Duration? = nil) {
        self.app = app
        self.maxStates = maxStates
        self.maxDepth = maxDepth
        self.inAppOnly = inAppOnly
        self.timeLimit = timeLimit
    }

    /// Why `reduction` cannot apply to `app` (explored with in-app actions only when `inAppOnly`,
    /// and `urls`), or `nil` when it can: for tools that refuse before exploring.
    public static func refusal(of reduction: StateReduction, for app: any AtlasApp, inAppOnly: Bool = false, urls: [String] = []) -> String? {
        switch reduction {
        case .tabs: TabContainer.find(in: app, inAppOnly: inAppOnly, urls: urls) == nil ? TabContainer.refusal : nil
        }
    }

    /// Explores, calling `progress(statesFound, statesExpanded)` now and then. Stops as soon as
    /// the state bound is reached (the state that would exceed it is not added and no further
    /// state is expanded) or the time limit has passed.
    ///
    /// - Parameter progress: Called now and then with the number of states found and expanded.
    /// - Returns: The states, transitions and invariant violations found, with counts and
    ///   whether the fixpoint was reached.
    public func explore(progress: ((Int, Int) -> Void)? = nil) -> Exploration {
        explore(reporting: progress.map { report in { report($0.statesFound, $0.statesExpanded) } })
    }

    /// Explores, calling `reporting` about four times a second and after each depth.
    public func explore(reporting: ((ExplorationProgress) -> Void)?) -> Exploration {
        // The wall clock times the run and its progress; `clock` only the time limit.
        let wall = ContinuousClock()
        let wallStart = wall.now
        let deadline = timeLimit.map { clock.now() + $0 }
        guard reduction == .tabs else {
            return run(tabs: nil, deadline: deadline, wall: (wall, wallStart), reporting: reporting)
        }
        guard let container = TabContainer.find(in: app, inAppOnly: inAppOnly, urls: linkURLs) else {
            var exploration = run(tabs: nil, deadline: deadline, wall: (wall, wallStart), reporting: reporting)
            exploration.reductionRefusal = TabContainer.refusal
            return exploration
        }
        // Explore with the groups known; merge the groups a coupling names and start again,
        // until a run finds no coupling that changes them (at most one run per tab).
        var groups = TabGroups(tabs: container.tabCount)
        var couplings: [TabCoupling] = []
        var restarts = 0
        while true {
            var exploration = run(tabs: (container, groups), deadline: deadline, wall: (wall, wallStart), reporting: reporting)
            let found = exploration.tabRun?.couplings ?? []
            let merged = found.reduce(groups) { $0.merging($1.tabs) }
            couplings += found.map(\.coupling).filter { !couplings.contains($0) }
            if merged == groups || exploration.timedOut {
                exploration.reduction = summary(exploration, couplings: couplings, restarts: restarts, pending: merged == groups ? 0 : found.count)
                exploration.duration = wall.now - wallStart
                return exploration
            }
            groups = merged
            restarts += 1
        }
    }

    /// The summary of the last run of a reduced exploration.
    private func summary(_ exploration: Exploration, couplings: [TabCoupling], restarts: Int, pending: Int) -> ReductionSummary? {
        guard let ledger = exploration.tabRun?.ledger else { return nil }
        let titles = ledger.container.tabTitles
        let represented = ledger.represented
        return ReductionSummary(
            reduction: .tabs, container: ledger.container.label, tabs: titles,
            groups: ledger.groups.names.map { ledger.groups.members($0).map { titles[$0] } },
            explored: exploration.stateCount, represented: represented,
            factor: ReductionSummary.factor(represented: represented, explored: exploration.stateCount),
            representedTransitions: ledger.pruned, couplings: couplings, restarts: restarts, unchecked: ledger.unchecked,
            pendingCouplings: pending)
    }

    /// One breadth-first exploration, reduced across `tabs` when given, until `deadline` on `clock`;
    /// with `shard`, only that shard's part of the space, every expansion recorded.
    func run(
        tabs: (container: TabContainer, groups: TabGroups)?, deadline: Duration?, wall: (clock: ContinuousClock, start: ContinuousClock.Instant),
        reporting: ((ExplorationProgress) -> Void)?, shard: ShardRecorder? = nil
    ) -> Exploration {
        let context = makeContext(tabs: tabs, deadline: deadline)
        let workerCount = max(1, workers)
        var merge = ExplorationMerge(context: context, exploration: makeExploration(context, workers: workerCount))
        merge.finishesLevel = shard != nil
        let pool = (0..<workerCount).map { _ in ExplorationWorker(context: context, captureSlots: CaptureCache.slots(perWorkerOf: workerCount)) }
        let start = pool[0].start()
        merge.addStart(start)
        shard?.recordStart(start.fingerprint, discovery: start.discovery, context: context)
        let counters = Counters()
        var level = 0..<1
        var depth = 0
        while !level.isEmpty, depth < maxDepth {
            let end = merge.stateCount
            expand(level, pool: pool, merge: &merge, shard: shard) { found in
                reporting?(counters.progress(depth: depth, found: found, elapsed: wall.clock.now - wall.start))
            } counted: { actions in
                counters.expanded(actions: actions)
            }
            if merge.stopped { break }
            level = end..<merge.stateCount
            depth += 1
            merge.closeDepth(since: end)
            if let shard, depth < maxDepth { level = shard.split.part(of: level, at: depth) }
            reporting?(counters.progress(depth: depth, found: merge.stateCount, elapsed: wall.clock.now - wall.start))
        }
        return merge.finish(unexpanded: level.isEmpty ? 0 : level.count, duration: wall.clock.now - wall.start)
    }

    /// What every worker of one run shares.
    func makeContext(tabs: (container: TabContainer, groups: TabGroups)?, deadline: Duration?) -> ExplorationContext {
        ExplorationContext(
            app: app, urls: linkURLs, inAppOnly: inAppOnly, recordsDetails: recordsDetails, tabs: tabs,
            deadline: deadline, clock: clock)
    }

    /// An exploration with nothing found yet, knowing the deep links of `context`.
    func makeExploration(_ context: ExplorationContext, workers: Int) -> Exploration {
        var exploration = Exploration(app: app.name, inAppOnly: inAppOnly, maxStates: maxStates, maxDepth: maxDepth)
        exploration.linkSource = context.links.source
        exploration.linkCount = inAppOnly ? 0 : context.links.routes.count
        exploration.routesWithoutURL = context.links.withoutURL.map(RouteValue.init)
        exploration.workers = workers
        exploration.urls = urls
        exploration.requestedReduction = reduction
        return exploration
    }

    /// Expands the states of `level` on every worker of `pool` and merges what they find in
    /// order, until the merge stops (`waiting` is called with the states found about four times
    /// a second meanwhile, `counted` with the actions tried from each state expanded). A shard
    /// records every chunk.
    private func expand(
        _ level: Range<Int>, pool: [ExplorationWorker], merge: inout ExplorationMerge, shard: ShardRecorder?,
        waiting: (_ found: Int) -> Void, counted: @escaping @Sendable (Int) -> Void
    ) {
        // Chunks of neighbouring states (they share their path), each worker taking the next
        // chunk, while this thread merges the chunks in order as they come in; once the state
        // bound or the time limit stops the merge, the workers stop.
        let chunkSize = max(1, min(256, level.count / (pool.count * 8)))
        let chunks = stride(from: level.lowerBound, to: level.upperBound, by: chunkSize).map { $0..<min($0 + chunkSize, level.upperBound) }
        let shared = LevelWork(chunks: chunks)
        // The workers read the parents of the states found so far; the merge appends to its own copy.
        let states = (parents: merge.context.parents, reachedBy: merge.context.reachedBy)
        let group = DispatchGroup()
        for worker in pool {
            group.enter()
            DispatchQueue.global().async {
                while let index = shared.nextChunk() {
                    shared.store(worker.expand(chunks[index], parents: states.parents, reachedBy: states.reachedBy, progress: counted), at: index)
                }
                group.leave()
            }
        }
        for index in chunks.indices {
            let chunk = shared.wait(for: index) { waiting(merge.stateCount) }
            shard?.record(chunk.expanded)
            if !merge.add(chunk.expanded) { break }
            if chunk.timedOut {
                merge.timedOut()
                break
            }
        }
        shared.stop()
        group.wait()
    }
}

/// Progress counters the workers bump.
private final class Counters: Sendable {
    private let states = ManagedAtomic(0)
    private let actions = ManagedAtomic(0)

    func expanded(actions count: Int) {
        states.wrappingIncrement(ordering: .relaxed)
        actions.wrappingIncrement(by: count, ordering: .relaxed)
    }

    func progress(depth: Int, found: Int, elapsed: Duration) -> ExplorationProgress {
        ExplorationProgress(
            depth: depth, statesFound: found, statesExpanded: states.load(ordering: .relaxed),
            actions: actions.load(ordering: .relaxed), elapsed: elapsed)
    }
}

/// One depth's chunks of states, handed out to the workers in order, and what they found,
/// taken by the merge in order as soon as each is ready.
private final class LevelWork: Sendable {
    private let count: Int
    private let next = ManagedAtomic(0)
    private let stopped = ManagedAtomic(false)
    private let found = LockedValue([Int: (expanded: [ExpandedState], timedOut: Bool)]())
    private let ready = DispatchSemaphore(value: 0)

    init(chunks: [Range<Int>]) { count = chunks.count }

    /// The next chunk to expand, if any is left and the merge has not stopped.
    func nextChunk() -> Int? {
        guard !stopped.load(ordering: .relaxed) else { return nil }
        let index = next.loadThenWrappingIncrement(ordering: .relaxed)
        return index < count ? index : nil
    }

    func store(_ result: (expanded: [ExpandedState], timedOut: Bool), at index: Int) {
        found.withLock { $0[index] = result }
        ready.signal()
    }

    /// Chunk `index`'s result, once a worker has stored it (calling `waiting` about four times
    /// a second meanwhile). Every chunk handed out gets a result: past the time limit, an empty
    /// timed-out one, at once.
    func wait(for index: Int, waiting: () -> Void) -> (expanded: [ExpandedState], timedOut: Bool) {
        while true {
            if let result = found.withLock({ $0.removeValue(forKey: index) }) { return result }
            if ready.wait(timeout: .now() + .milliseconds(250)) == .timedOut { waiting() }
        }
    }

    /// The merge needs no more chunks.
    func stop() { stopped.store(true, ordering: .relaxed) }
}
