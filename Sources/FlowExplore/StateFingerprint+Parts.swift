import FlowCore

extension StateFingerprint {
    /// The fingerprint of part of `tree`: the nodes `members` (in tree order), each node index
    /// read through `index` (a member's position in the part, or a negative mark for a node
    /// outside it, such as `-2 - k` for the root of tab `k`). Feeds the same fields as `init(_:)`,
    /// so a part equal to a whole tree has that tree's fingerprint; `leaving` names a field of
    /// the part's nodes left out (the container's selected tab, which the tab reduction keeps
    /// apart from the shell).
    init(_ tree: NavigationTree, members: [Int], index: [Int], leavingSelectionOf excluded: Int? = nil) {
        var hasher = FingerprintHasher()
        let position = { (id: Int?) in UInt64(bitPattern: Int64(id.map { index[$0] } ?? -1)) }
        hasher.combine(UInt64(members.count))
        for member in members {
            var choice = NodeFields.Choice()
            if member == excluded { choice.selectedTab = .some(nil) }
            NodeFields.feed(tree.nodes[member], to: &hasher, choice: choice, position: position)
        }
        (high, low) = hasher.finalize()
    }
}

extension StateFingerprint {
    /// One fingerprint for several, in order (a group of tabs' states, say).
    init(combining parts: [StateFingerprint]) {
        var hasher = FingerprintHasher()
        hasher.combine(UInt64(parts.count))
        for part in parts {
            hasher.combine(part.high)
            hasher.combine(part.low)
        }
        (high, low) = hasher.finalize()
    }
}
