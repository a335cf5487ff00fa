import FlowCore

/// Which coordinators differ between two captures of a tree, for a report's step.
package enum TreeChanges {
    /// The ids (in `tree`) of coordinators whose state differs from `previous`, or that are
    /// new. A coordinator is matched by its type name and its rank among coordinators of that
    /// name in tree order (ids move when children are pushed).
    package static func changedNodes(from previous: NavigationTree, to tree: NavigationTree) -> Set<Int> {
        var before: [Key: NavigationTree.Node] = [:]
        for (key, node) in keyed(previous) { before[key] = node }
        var changed: Set<Int> = []
        for (key, node) in keyed(tree) {
            guard let old = before[key] else {
                changed.insert(node.id)
                continue
            }
            if state(of: old, in: previous) != state(of: node, in: tree) { changed.insert(node.id) }
        }
        return changed
    }

    private struct Key: Hashable {
        let typeName: String
        let rank: Int
    }

    private static func keyed(_ tree: NavigationTree) -> [(Key, NavigationTree.Node)] {
        var seen: [String: Int] = [:]
        return tree.nodes.map { node in
            let rank = seen[node.typeName, default: 0]
            seen[node.typeName] = rank + 1
            return (Key(typeName: node.typeName, rank: rank), node)
        }
    }

    /// What a step can change about one coordinator, without ids (which move).
    private static func state(of node: NavigationTree.Node, in tree: NavigationTree) -> [String] {
        [
            node.root.description, node.stack.map(\.description).joined(separator: ","), node.presented?.description ?? "",
            node.detour?.description ?? "", node.selectedTab.map(String.init) ?? "", "\(node.context)",
            node.pushedChildren.map { tree.nodes[$0].typeName }.joined(separator: ","),
            node.presentedModal.map { tree.nodes[$0].typeName } ?? "", node.presentedDetour.map { tree.nodes[$0].typeName } ?? "",
            node.detents.map { "\($0.detents)\($0.selectedDetent.map { "\($0)" } ?? "")" } ?? "",
        ]
    }
}
