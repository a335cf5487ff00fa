import FlowCore

/// The fields of a captured node that a state's identity is made of, fed to a hasher in one
/// order: the one place for the explorer's fingerprints of trees and of parts of trees
/// (`StateFingerprint`) and for the diff's keys (`SnapshotKey`).
///
/// Contract: every field is fed with its length where it has one, in a fixed order, so the
/// encoding of a node is unambiguous; node positions (parent, children, presented modal and
/// detour, registered modals) are fed through `position`, which maps a node index of the tree
/// to the word the caller identifies it by (its index, or its place in a part). What a snapshot
/// shows and the engine's state holds, the pending navigation included, is fed; ids never are.
enum NodeFields {
    /// What differs between the identities that feed nodes.
    struct Choice {
        /// Feed the display name (the diff's keys: a snapshot shows it).
        var displayName = false
        /// Feed the registered modals' positions (the explorer's states: dormant modals are state).
        var registeredModals = true
        /// Feed this selected tab instead of the node's (`nil` feeds none, as the tab reduction's shell does).
        var selectedTab: Int??
    }

    /// Feeds `node` to `hasher`.
    static func feed(_ node: NavigationTree.Node, to hasher: inout FingerprintHasher, choice: Choice, position: (Int?) -> UInt64) {
        hasher.combine(position(node.parent))
        hasher.combine(node.relation.rawValue)
        hasher.combine(node.typeName)
        if choice.displayName { hasher.combine(node.displayName.map { "=" + $0 } ?? "-") }
        hasher.combine(node.routeType)
        hasher.combine(node.kind.rawValue)
        hasher.combine(node.context.rawValue)
        hasher.combine(node.root)
        hasher.combine(UInt64(node.stack.count))
        for route in node.stack { hasher.combine(route) }
        hasher.combine(node.presented)
        hasher.combine(node.detents)
        hasher.combine(node.detour)
        let selected = choice.selectedTab ?? node.selectedTab
        hasher.combine(UInt64(bitPattern: Int64(selected ?? Int(Int64.min))))
        hasher.combine(UInt64(node.children.count))
        for child in node.children { hasher.combine(position(child)) }
        hasher.combine(UInt64(node.pushedChildren.count))
        for child in node.pushedChildren { hasher.combine(position(child)) }
        hasher.combine(position(node.presentedModal))
        hasher.combine(position(node.presentedDetour))
        if choice.registeredModals {
            hasher.combine(UInt64(node.registeredModals.count))
            for modal in node.registeredModals { hasher.combine(position(modal)) }
        }
        hasher.combine(UInt64(node.viewCreationFailures.count))
        for route in node.viewCreationFailures { hasher.combine(route) }
        hasher.combine(node.pending)
    }

    /// A node index as its own word (`-1` for none): how a whole tree's nodes are named.
    static func index(_ id: Int?) -> UInt64 { UInt64(bitPattern: Int64(id ?? -1)) }
}
