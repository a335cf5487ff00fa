/// What a reader of a tree keeps between reads, so the next read of the same tree redoes only
/// what changed since: each coordinator's capture node (`CapturedNode`), its fingerprint term
/// (`FingerprintTerm`), and the ownership audit's marks. The reader owns it, not the engine: a
/// caller that reads one tree many times (FlowExplore keeps one per worker) passes the same
/// memory each time; a one-off read uses a fresh one. A read with a fresh memory computes
/// everything; a read with a kept one returns exactly what a fresh one would.
///
/// Contract: entries are by slot index, and each is used only while it is for the same id
/// (generation included, so never for a slot's next holder) and the same record stamp as the
/// graph has now (`NavigationGraph.stamps`: a record that was written has a new stamp). A
/// memory reads one engine at a time: reading a tree of another engine drops every entry
/// first (`prepare(for:)`), and the memory retains that engine (its graph only; the engine
/// does not retain coordinators).
///
/// What the unchecked fields rely on (`@exclusivity(unchecked)`, as the engine's):
/// - **Invariant 1.** A memory is used in one isolation domain at a time, that of the trees it reads.
/// - **Invariant 2.** No access to a table is held across a call that could read the same memory
///   again: the only app code called during a read is a view factory's `screen(for:)`, which
///   gets no memory.
/// `CaptureMemoryTests` would catch a breach: a kept memory's reads equal fresh ones' across
/// navigations, restores and coordinators that end.
package final class CaptureMemory {
    /// The engine whose tree the entries are for.
    @exclusivity(unchecked) private(set) var engine: NavigationEngine?
    /// Each slot's capture node as last built.
    @exclusivity(unchecked) var nodes = NodeTable(blank: CapturedNode())
    /// Each slot's fingerprint term as last computed.
    @exclusivity(unchecked) var terms = NodeTable(blank: FingerprintTerm())
    /// How many terms reads with this memory have hashed (a change rehashes only what it touched).
    @exclusivity(unchecked) var termsHashed = 0
    /// The serial of the ownership audit that last reached each slot.
    @exclusivity(unchecked) var auditMarks = NodeTable(blank: UInt64(0))
    /// The serial of the latest ownership audit.
    @exclusivity(unchecked) var auditSerial: UInt64 = 0

    /// An empty memory.
    package init() {}

    /// Makes the memory `engine`'s, dropping every entry when it was another's.
    /// - Complexity: O(1), or O(n) to drop n entries.
    @inline(__always)
    func prepare(for engine: NavigationEngine) {
        guard self.engine !== engine else { return }
        self.engine = engine
        nodes = NodeTable(blank: CapturedNode())
        terms = NodeTable(blank: FingerprintTerm())
        auditMarks = NodeTable(blank: UInt64(0))
    }
}
