import FlowAdapter
import FlowCore
import FlowDiagrams

/// A thread's explorer: its own live app, which it moves between states with mementos.
///
/// To expand a state it restores the state's memento and tries each available action, checking
/// every invariant, restoring the memento again before the next. Mementos of the states on the
/// path from the start are kept, so a state is reached by restoring its parent and replaying
/// one action (states are expanded in discovery order, so siblings share that path). See
/// `ExplorationWorker+Expand.swift`.
///
/// What the unchecked code relies on:
/// - **Invariant 1.** A worker is used by one thread at a time: the explorer hands it a chunk of
///   states, waits for every worker, then merges. Hence `@unchecked Sendable`.
/// - **Invariant 2.** No access to an interner (`actionIDs`, `messageIDs`, `placeIDs`) is held
///   across a call that could reach the same interner again: each access is one `id(of:)`,
///   which calls only its own dictionary and the shared interner. With invariant 1, two accesses
///   never overlap, so the run-time exclusivity check on these three, made for every action
///   tried, is left out (`@exclusivity(unchecked)`; what it would cost: docs/performance.md,
///   "Unsafe code confined outside FlowCore").
///
/// `ModelCheckingExplorerTests` ("one thread or several: the same states in the same order…")
/// would catch a breach: lost or crossed ids change the transitions and the report.
final class ExplorationWorker: @unchecked Sendable {
    let context: ExplorationContext
    let root: any AnyCoordinator
    let recorder = NavigationRecorder()
    let captures: CaptureCache
    /// This worker's caches in front of the context's interners (invariant 2).
    @exclusivity(unchecked) var actionIDs: LocalInterner<ExplorationAction>
    @exclusivity(unchecked) var messageIDs: LocalInterner<String>
    @exclusivity(unchecked) var placeIDs: LocalInterner<TransitionGraph.Place>
    /// The routes that select a tab, shown when their tab is selected (coverage).
    let tabRoutes: TabSelectionRoutes
    /// Mementos along the path to the last state materialized: `path[d]` is the state at depth d.
    var path: [(state: Int, memento: NavigationMemento)] = []
    /// The parents and reaching actions of the states found before the depth being expanded
    /// (a copy: the merge appends to its own while the workers read these).
    var parents: [UInt32] = []
    var reachedBy: [UInt32] = []

    /// A worker whose capture cache has `captureSlots` slots (a power of two).
    init(context: ExplorationContext, captureSlots: Int = CaptureCache.slots(perWorkerOf: 1)) {
        self.context = context
        captures = CaptureCache(slots: captureSlots)
        root = context.app.makeRoot()
        root.addObserver(recorder)
        actionIDs = LocalInterner(context.actions)
        messageIDs = LocalInterner(context.messages)
        placeIDs = LocalInterner(context.places)
        tabRoutes = TabSelectionRoutes(routes: context.routes)
        path = [(0, root.saveState())]
    }
}
