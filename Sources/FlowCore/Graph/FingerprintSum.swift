/// A `NavigationFingerprint` being summed over a walk: each coordinator's term is brought up to
/// date at its position and added (terms are added, so the walk's order does not matter).
/// The one place a fingerprint is summed, whether a walk only fingerprints or also captures.
struct FingerprintSum {
    private var high: UInt64 = 0
    private var low: UInt64 = 0
    private var count: UInt64 = 0

    /// The position of a coordinator found at `place`, whose parent's term (if it has one) the
    /// walk brought up to date before (a walk visits a parent first).
    @inline(__always)
    static func pathKey(of place: NodeCore.Place, in memory: CaptureMemory) -> UInt64 {
        guard let parent = place.parent else { return FingerprintTerm.topKey }
        return FingerprintTerm.pathKey(under: memory.terms[parent.index].pathKey, place.relation, place.index)
    }

    /// Refreshes `core`'s term at `pathKey` in `memory` (rehashing only a stale one) and adds
    /// it; `memory` is prepared for `core`'s engine (`CaptureMemory.prepare(for:)`).
    @inline(__always)
    mutating func add(_ core: NodeCore, at pathKey: UInt64, in memory: CaptureMemory) {
        let index = core.id.index
        memory.terms.cover(index)
        if memory.terms[index].refresh(for: core, at: pathKey) { memory.termsHashed += 1 }
        high &+= memory.terms[index].high
        low &+= memory.terms[index].low
        count += 1
    }

    /// The fingerprint of every term added.
    func finalize() -> NavigationFingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(count)
        hasher.combine(high)
        hasher.combine(low)
        let (finalHigh, finalLow) = hasher.finalize()
        return NavigationFingerprint(high: finalHigh, low: finalLow)
    }
}
