/// The answers of the resolution under way, by node id: the resolver's scratch space, kept by
/// the plan's overlay rather than on the coordinators.
///
/// Contract: `begin()` starts a resolution; `slot(_:)` gives the index of an id's memo in
/// `entries`, emptied first if an earlier resolution wrote it. Nothing is cleared between
/// resolutions: each entry carries the serial of the resolution that wrote it. Callers read
/// and write `entries[slot]` field by field, never a whole memo.
struct ResolutionMemos: ~Copyable {
    /// The memos; `entries[slot(id)]` is `id`'s (each says which resolution wrote it).
    private(set) var entries = NodeTable(blank: ResolutionMemo())
    /// The resolution under way (never 0 once one began).
    private var serial: UInt32 = 0

    /// Starts a resolution: every memo reads as empty.
    mutating func begin() {
        serial &+= 1
        if serial == 0 {
            // (After 2³² resolutions: no entry may look as if this one wrote it.)
            entries.fill(with: ResolutionMemo())
            serial = 1
        }
    }

    /// The index of `id`'s memo for the resolution under way.
    @inline(__always)
    mutating func slot(_ id: NodeID) -> Int {
        let index = id.index
        entries.cover(index)
        if entries[index].resolution != serial { entries[index] = ResolutionMemo(resolution: serial) }
        return index
    }
}
