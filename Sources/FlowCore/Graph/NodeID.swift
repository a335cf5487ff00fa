/// A coordinator's place in its tree's `NavigationGraph`: a slot index, and the generation of
/// the slot's holder.
///
/// Contract: an id means something only in the graph of the engine that issued it. A released
/// slot may be issued again, always with a higher generation (wrapping after 2³² reuses of one
/// slot), so two ids are equal only when they name the same holder of the same slot: what was
/// computed for an id is never mistaken for its slot's next holder's. A coordinator's id
/// changes when its subtree joins another tree (`NavigationEngine.absorb`).
struct NodeID: Hashable {
    let raw: Int32
    /// How many times the slot was issued before this holder got it.
    let generation: UInt32

    init(index: Int, generation: UInt32) {
        raw = Int32(truncatingIfNeeded: index)
        self.generation = generation
    }

    /// The index into the graph's records.
    @inline(__always) var index: Int { Int(raw) }
}
