/// The explorer's visited states: fingerprint → state id. The fingerprints are kept densely by
/// state id (16 bytes each), and an open-addressing table of ids (4 bytes a slot, linear probing,
/// grown to stay at most 70 % full) finds them; so a visited state costs about 25 bytes here.
///
/// State ids are given in order (0, 1, 2, …), as the merge discovers states. A value: the
/// merge owns it (`ExplorationMerge`), so its accesses are checked at compile time and need no
/// check at run time.
struct FingerprintSet {
    /// The state id in each slot; `UInt32.max` marks an empty slot.
    private var slots: [UInt32]
    /// Each state's fingerprint, by id.
    private var fingerprints: [StateFingerprint] = []
    private var mask: Int

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity { size <<= 1 }
        slots = [UInt32](repeating: .max, count: size)
        mask = size - 1
    }

    /// The number of states.
    var count: Int { fingerprints.count }

    /// Bytes held by the table and the fingerprints (their capacity, not only what is used).
    var bytes: Int { slots.count * MemoryLayout<UInt32>.size + fingerprints.capacity * MemoryLayout<StateFingerprint>.stride }

    /// The id of the state with `fingerprint`, if visited.
    func index(of fingerprint: StateFingerprint) -> Int? {
        var slot = Int(truncatingIfNeeded: fingerprint.low) & mask
        while true {
            let id = slots[slot]
            if id == .max { return nil }
            if fingerprints[Int(id)] == fingerprint { return Int(id) }
            slot = (slot + 1) & mask
        }
    }

    /// The fingerprint of state `id`.
    func fingerprint(of id: Int) -> StateFingerprint { fingerprints[id] }

    /// Records `fingerprint` as state `id`, the next id (`count`); it must not be there yet.
    mutating func insert(_ fingerprint: StateFingerprint, id: Int) {
        precondition(id == count, "state ids are given in order")
        if (count + 1) * 10 > slots.count * 7 { grow() }
        fingerprints.appendGrowingByAQuarter(fingerprint)
        place(UInt32(id))
    }

    private mutating func place(_ id: UInt32) {
        var slot = Int(truncatingIfNeeded: fingerprints[Int(id)].low) & mask
        while slots[slot] != .max { slot = (slot + 1) & mask }
        slots[slot] = id
    }

    private mutating func grow() {
        slots = [UInt32](repeating: .max, count: slots.count * 2)
        mask = slots.count - 1
        for id in fingerprints.indices { place(UInt32(id)) }
    }
}
