import FlowCore

/// One state seen by the tab reduction: the container's tabs apart, the rest (the shell) together.
///
/// The shell is every node outside the tabs' subtrees: the container itself (without its
/// selected tab, kept apart in `selected`), its ancestors, what it presents. Each tab is its
/// subtree (the tab's coordinator and everything it owns, pushes or presents), fingerprinted as
/// if it were a tree of its own, so a tab in the same state has the same fingerprint whatever
/// the other tabs hold. A tree without the container is all shell, with no tabs.
struct TabPartition: Hashable, Sendable {
    /// The fingerprint of everything outside the tabs (the container's selection left out).
    var shell: StateFingerprint
    /// The container's selected tab (`nil` without the container).
    var selected: Int?
    /// Each tab's fingerprint, in tab order (empty without the container).
    var tabs: [StateFingerprint]

    /// The partition of `tree`, whose container (if it holds one) is found by `container`.
    init(_ tree: NavigationTree, container: TabContainer) {
        guard let at = container.index(in: tree) else {
            shell = StateFingerprint(tree)
            selected = nil
            tabs = []
            return
        }
        let nodes = tree.nodes
        // Nodes are in pre-order: a subtree is its root and the `size - 1` nodes after it.
        var size = [Int](repeating: 1, count: nodes.count)
        for id in stride(from: nodes.count - 1, to: 0, by: -1) { if let parent = nodes[id].parent { size[parent] += size[id] } }
        var index = [Int](repeating: 0, count: nodes.count)
        var inTab = [Bool](repeating: false, count: nodes.count)
        var tabs: [StateFingerprint] = []
        // Each tab's root hangs off no node of its part.
        index[at] = -1
        for (position, root) in nodes[at].children.enumerated() {
            let members = Array(root..<root + size[root])
            for member in members {
                index[member] = member - root
                inTab[member] = true
            }
            tabs.append(StateFingerprint(tree, members: members, index: index))
            index[root] = -2 - position
        }
        var shellMembers: [Int] = []
        for id in nodes.indices where !inTab[id] {
            index[id] = shellMembers.count
            shellMembers.append(id)
        }
        shell = StateFingerprint(tree, members: shellMembers, index: index, leavingSelectionOf: at)
        selected = nodes[at].selectedTab
        self.tabs = tabs
    }

    /// The tabs whose state differs from `rest`.
    func away(from rest: [StateFingerprint]) -> [Int] {
        tabs.indices.filter { tabs[$0] != rest[$0] }
    }
}
