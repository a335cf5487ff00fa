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
        func word(_ id: Int?) -> UInt64 { UInt64(bitPattern: Int64(id.map { index[$0] } ?? -1)) }
        func words(_ ids: [Int]) { hasher.combine(ids.map { index[$0] }) }
        hasher.combine(UInt64(members.count))
        for member in members {
            let node = tree.nodes[member]
            hasher.combine(word(node.parent))
            hasher.combine(node.relation.rawValue)
            hasher.combine(node.typeName)
            hasher.combine(node.routeType)
            hasher.combine(node.kind.rawValue)
            hasher.combine(node.context.rawValue)
            hasher.combine(node.root)
            hasher.combine(UInt64(node.stack.count))
            for route in node.stack { hasher.combine(route) }
            hasher.combine(node.presented)
            hasher.combine(node.detents)
            hasher.combine(node.detour)
            let selected = member == excluded ? nil : node.selectedTab
            hasher.combine(UInt64(bitPattern: Int64(selected ?? Int(Int64.min))))
            words(node.children)
            words(node.pushedChildren)
            hasher.combine(word(node.presentedModal))
            hasher.combine(word(node.presentedDetour))
            words(node.registeredModals)
            hasher.combine(UInt64(node.viewCreationFailures.count))
            for route in node.viewCreationFailures { hasher.combine(route) }
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
