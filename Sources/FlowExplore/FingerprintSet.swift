/// The explorer's visited states: fingerprint → state id, open addressing with linear probing
/// over flat arrays (20 bytes a slot, grown to stay at most 70 % full), so a visited state
/// costs tens of bytes, not a tree.
///
/// Reads (`index(of:)`) may run on several threads at once while nothing inserts; inserts
/// happen on one thread between those phases.
final class FingerprintSet: @unchecked Sendable {
    private var highs: [UInt64]
    private var lows: [UInt64]
    /// The state id in each slot; `UInt32.max` marks an empty slot.
    private var ids: [UInt32]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity { size <<= 1 }
        highs = [UInt64](repeating: 0, count: size)
        lows = [UInt64](repeating: 0, count: size)
        ids = [UInt32](repeating: .max, count: size)
        mask = size - 1
    }

    /// Bytes held by the table.
    var bytes: Int { ids.count * (MemoryLayout<UInt64>.size * 2 + MemoryLayout<UInt32>.size) }

    /// The id of the state with `fingerprint`, if visited.
    func index(of fingerprint: StateFingerprint) -> Int? {
        var slot = Int(truncatingIfNeeded: fingerprint.low) & mask
        while true {
            let id = ids[slot]
            if id == .max { return nil }
            if lows[slot] == fingerprint.low, highs[slot] == fingerprint.high { return Int(id) }
            slot = (slot + 1) & mask
        }
    }

    /// Records `fingerprint` as state `id` (it must not be there yet).
    func insert(_ fingerprint: StateFingerprint, id: Int) {
        if (count + 1) * 10 > ids.count * 7 { grow() }
        place(fingerprint.high, fingerprint.low, UInt32(id))
        count += 1
    }

    private func place(_ high: UInt64, _ low: UInt64, _ id: UInt32) {
        var slot = Int(truncatingIfNeeded: low) & mask
        while ids[slot] != .max { slot = (slot + 1) & mask }
        highs[slot] = high
        lows[slot] = low
        ids[slot] = id
    }

    private func grow() {
        let (oldHighs, oldLows, oldIDs) = (highs, lows, ids)
        let size = ids.count * 2
        highs = [UInt64](repeating: 0, count: size)
        lows = [UInt64](repeating: 0, count: size)
        ids = [UInt32](repeating: .max, count: size)
        mask = size - 1
        for slot in oldIDs.indices where oldIDs[slot] != .max { place(oldHighs[slot], oldLows[slot], oldIDs[slot]) }
    }
}
