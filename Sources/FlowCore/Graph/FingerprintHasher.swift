/// MurmurHash3 x64 128-bit, fed 64-bit words, with a fixed seed: the same words give the same
/// hash on every run and machine (unlike `Hasher`, seeded per process), so fingerprints can be
/// written to files and compared across machines. Shared by `NavigationFingerprint` and the
/// fingerprints of whole trees (`FingerprintTerm`, `FingerprintSum`).
package struct FingerprintHasher {
    private var h1: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var h2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var pending: UInt64 = 0
    private var hasPending = false
    private var length: UInt64 = 0

    package init() {}

    private static let c1: UInt64 = 0x87C3_7B91_1142_53D5
    private static let c2: UInt64 = 0x4CF5_AD43_2745_937F

    package mutating func combine(_ word: UInt64) {
        length &+= 8
        if !hasPending {
            pending = word
            hasPending = true
            return
        }
        hasPending = false
        var k1 = pending
        var k2 = word
        k1 &*= Self.c1
        k1 = (k1 << 31) | (k1 >> 33)
        k1 &*= Self.c2
        h1 ^= k1
        h1 = (h1 << 27) | (h1 >> 37)
        h1 &+= h2
        h1 = h1 &* 5 &+ 0x52DC_E729
        k2 &*= Self.c2
        k2 = (k2 << 33) | (k2 >> 31)
        k2 &*= Self.c1
        h2 ^= k2
        h2 = (h2 << 31) | (h2 >> 33)
        h2 &+= h1
        h2 = h2 &* 5 &+ 0x3849_5AB5
    }

    package mutating func combine(_ string: String) {
        UTF8Words.forEach(of: string) { word in combine(word) }
    }

    /// A route, as its `fingerprintDigest` (its type, identifier and case name).
    package mutating func combine(_ route: RouteValue) {
        let (high, low) = route.fingerprintDigest
        combine(high)
        combine(low)
    }

    package mutating func combine(_ route: RouteValue?) {
        if let route { combine(route) } else { combine(UInt64.max) }
    }

    /// A sheet's detents (their count, each, the selected one), or a mark for none.
    package mutating func combine(_ detents: ModalDetentConfiguration?) {
        guard let detents else { return combine(UInt64.max) }
        combine(UInt64(detents.detents.count))
        for detent in detents.detents { combine(detent.rawValue) }
        combine(detents.selectedDetent?.rawValue ?? "-")
    }

    package mutating func combine(_ ids: [Int]) {
        combine(UInt64(ids.count))
        for id in ids { combine(UInt64(bitPattern: Int64(id))) }
    }

    package mutating func finalize() -> (UInt64, UInt64) {
        if hasPending { combine(0 as UInt64) }
        h1 ^= length
        h2 ^= length
        h1 &+= h2
        h2 &+= h1
        h1 = Self.fmix(h1)
        h2 = Self.fmix(h2)
        h1 &+= h2
        h2 &+= h1
        return (h1, h2)
    }

    private static func fmix(_ value: UInt64) -> UInt64 {
        var k = value
        k ^= k >> 33
        k &*= 0xFF51_AFD7_ED55_8CCD
        k ^= k >> 33
        k &*= 0xC4CE_B9FE_1A85_EC53
        k ^= k >> 33
        return k
    }
}
