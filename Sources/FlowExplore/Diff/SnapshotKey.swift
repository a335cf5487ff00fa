import FlowCore

/// What a snapshot of a state shows, as a 128-bit key: the same key names the same state in two
/// versions of an app, so `flowatlas diff` can match states across versions.
///
/// It is made from what a snapshot shows of every coordinator, in capture order: its type, display
/// name, kind, route type, relation to its parent and place in the tree (capture positions, never
/// engine ids or state ids), its presentation context, routes (root, stack, presented, detour),
/// detents, selected tab, and the routes whose view cannot be built. Two versions that show the
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
            hasher.combine(UInt64(bitPattern: Int64(node.parent ?? -1)))
            hasher.combine(node.relation.rawValue)
            hasher.combine(node.typeName)
            hasher.combine(node.displayName.map { "=" + $0 } ?? "-")
            hasher.combine(node.routeType)
            hasher.combine(node.kind.rawValue)
            hasher.combine(node.context.rawValue)
            hasher.combine(node.root)
            hasher.combine(UInt64(node.stack.count))
            for route in node.stack { hasher.combine(route) }
            hasher.combine(node.presented)
            hasher.combine(node.detents)
            hasher.combine(node.detour)
            hasher.combine(UInt64(bitPattern: Int64(node.selectedTab ?? Int(Int64.min))))
            hasher.combine(node.children)
            hasher.combine(node.pushedChildren)
            hasher.combine(UInt64(bitPattern: Int64(node.presentedModal ?? -1)))
            hasher.combine(UInt64(bitPattern: Int64(node.presentedDetour ?? -1)))
            hasher.combine(UInt64(node.viewCreationFailures.count))
            for route in node.viewCreationFailures { hasher.combine(route) }
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
