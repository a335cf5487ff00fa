import FlowCore

/// The captures of the states a worker reached lately, by fingerprint: most actions lead to a
/// state the worker has captured before (back to the parent, a tab it has shown), and for
/// those a walk that fingerprints the tree and lists its coordinators replaces building the
/// capture. See `CaptureCache+Lookup.swift`.
///
/// Contract: `capture(_:)` returns what `captureTreeWithCoordinators()` would: a kept capture
/// is used only for a tree with its fingerprint and the same coordinators, with the same
/// display names (see `CoordinatorWalk`). A fixed number of slots, each keeping the last
/// capture whose fingerprint maps to it, so its memory does not grow with the exploration.
///
/// What the unchecked code relies on:
/// - **Invariant 1.** A cache is one worker's (`ExplorationWorker`), used by one thread at a
///   time.
/// - **Invariant 2.** No access to a stored property is held across a call that could reach the
///   cache again: `capture(_:)`, `handle(of:)`, `visibleChain()` and `place(_:)` read and write
///   their slot between calls into the engine, and `place(_:)` calls `compute` with no access
///   open. With invariant 1, two accesses never overlap, so the run-time exclusivity check, made
///   several times for every action the explorer tries, is left out (`@exclusivity(unchecked)`;
///   what it would cost: docs/performance.md, "Unsafe code confined outside FlowCore").
///
/// `CaptureCacheTests` would catch a breach: every capture the cache answers on the demo and
/// the social app must equal a fresh capture.
package final class CaptureCache {
    struct Entry {
        let fingerprint: NavigationFingerprint
        let identities: [CoordinatorIdentity]
        let tree: NavigationTree
        /// What was read off the tree once it was first asked (`visibleChain`, the explorer's place).
        var chain: [Int]?
        var place: Int?
    }

    /// Each slot's capture, if any (invariant 2).
    @exclusivity(unchecked) var slots: [Entry?]
    /// The slot of the last capture returned: what `visibleChain()` and `place(_:)` are about.
    @exclusivity(unchecked) var last = -1
    /// The last root asked about, held, with its handle (see `handle(of:)`).
    @exclusivity(unchecked) var root: (coordinator: any AnyCoordinator, handle: NodeHandle)?
    /// What the worker's reads of its tree keep between them (FlowCore's capture nodes,
    /// fingerprint terms and audit marks), so each read redoes only what the action changed.
    package let memory = CaptureMemory()
    /// Captures answered from a slot, and captures built.
    @exclusivity(unchecked) package internal(set) var hits = 0
    @exclusivity(unchecked) package internal(set) var misses = 0

    /// A cache of `slots` slots (a power of two).
    package init(slots: Int = 1 << 12) {
        precondition(slots > 0 && slots & (slots - 1) == 0, "a power of two")
        self.slots = Array(repeating: nil, count: slots)
    }
}
