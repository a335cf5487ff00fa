import FlowCore

/// What a snapshot of a state shows, as a 128-bit key: the same key names the same state in two
/// versions of an app, so `flowatlas diff` can match states across versions.
///
/// It is made from what a snapshot shows of every coordinator, in capture order: its type, display
/// name, kind, route type, relation to its parent and place in the tree (capture positions, never
/// engine ids or state ids), its presentation context, routes (root, stack, presented, detour),
/// detents, selected tab, the routes whose view cannot be built, and the navigation it holds
/// for later (`NodeFields`). Two versions that show the
/// same screens the same way give the same key; a renamed coordinator gives another key.
/// MurmurHash3's 128-bit mixing with a fixed seed (`FingerprintHasher`): the same on every run and
/// machine.
struct SnapshotKey: Hashable, Sendable, Comparable {
    /// The key's 128 bits.
    let value: StateFingerprint

    /// The key of the captured tree `tree`.
    init(_ tree: NavigationTree) {
        var hasher = FingerprintHasher()
        hasher.combine(UInt64(tree.nodes.count))
        for node in tree.nodes {
            NodeFields.feed(node, to: &hasher, choice: NodeFields.Choice(displayName: true, registeredModals: false), position: NodeFields.index)
        }
        let (high, low) = hasher.finalize()
        value = StateFingerprint(high: high, low: low)
    }

    /// The key written as `hex` does; `nil` for anything else.
    init?(hex: String) {
        guard let value = StateFingerprint(hex: hex) else { return nil }
        self.value = value
    }

    /// The key as 32 lowercase hexadecimal digits (high word first), as exploration documents write it.
    var hex: String { value.hex }

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.value.high, lhs.value.low) < (rhs.value.high, rhs.value.low) }
}
