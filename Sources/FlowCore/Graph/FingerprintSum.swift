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
    static func pathKey(of place: NodeCore.Place, in engine: NavigationEngine) -> UInt64 {
        guard let parent = place.parent else { return FingerprintTerm.topKey }
        return FingerprintTerm.pathKey(under: engine.fingerprintTerms[parent.index].pathKey, place.relation, place.index)
    }

    /// Refreshes `core`'s term at `pathKey` (rehashing only a stale one) and adds it.
    mutating func add(_ core: NodeCore, at pathKey: UInt64) { add(core, at: pathKey, in: core.engine) }

    /// `add(_:at:)`, with `core`'s engine.
    @inline(__always)
    mutating func add(_ core: NodeCore, at pathKey: UInt64, in engine: NavigationEngine) {
        let index = core.id.index
        engine.fingerprintTerms.cover(index)
        if engine.fingerprintTerms[index].refresh(for: core, at: pathKey) { engine.fingerprintTermsHashed += 1 }
        high &+= engine.fingerprintTerms[index].high
        low &+= engine.fingerprintTerms[index].low
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
