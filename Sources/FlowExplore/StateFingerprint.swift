import FlowCore

/// A 128-bit fingerprint of a captured tree: what the explorer keeps of a visited state, as a
/// model checker does (TLC, SPIN), instead of the tree itself.
///
/// Two equal trees always have the same fingerprint: every field of every node is fed to the
/// hash in capture order, with lengths, so the encoding is unambiguous. Two different trees
/// share one with probability about 2⁻¹²⁸ per pair (about n²/2¹²⁹ over n states: 10⁻²³ for
/// ten million). The hash is MurmurHash3's 128-bit mixing with a fixed seed, so fingerprints
/// are the same on every run and machine.
///
/// The explorer keys visited states by the engine's `NavigationFingerprint` (kept up to date from
/// what each action touched), which splits states exactly as this one does; this one remains
/// for parts of trees (the tab reduction) and for roots that are not `Coordinator`s.
struct StateFingerprint: Hashable, Sendable {
    let high: UInt64
    let low: UInt64

    /// The engine's fingerprint of a live tree, as the explorer keeps it.
    init(_ fingerprint: NavigationFingerprint) {
        high = fingerprint.high
        low = fingerprint.low
    }

    /// The fingerprint of `tree`.
    init(_ tree: NavigationTree) {
        var hasher = FingerprintHasher()
        hasher.combine(UInt64(tree.nodes.count))
        for node in tree.nodes { NodeFields.feed(node, to: &hasher, choice: NodeFields.Choice(), position: NodeFields.index) }
        (high, low) = hasher.finalize()
    }
}
