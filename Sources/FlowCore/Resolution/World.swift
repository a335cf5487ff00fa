/// The tree's navigation state as the resolver sees it while planning.
///
/// Reads fall through to the real coordinators; writes stay here. Planning therefore
/// has no side effects, and trying an alternative is a copy of this value.
struct World {
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Nodes in the order they were first written, so commits are deterministic.
    private var order: [ObjectIdentifier] = []

    private struct Entry {
        let node: any NavigationNode
        var state: NodeState
    }

    subscript(node: any NavigationNode) -> NodeState {
        get { written(node) ?? node.loadState() }
        set {
            let id = ObjectIdentifier(node)
            if entries[id] == nil { order.append(id) }
            entries[id] = Entry(node: node, state: newValue)
        }
    }

    /// The planned state of `node` if the plan has written it, else `nil` (read the node itself).
    func written(_ node: any NavigationNode) -> NodeState? { entries[ObjectIdentifier(node)]?.state }

    /// The written nodes with their planned states, in first-write order.
    var changes: [(node: any NavigationNode, state: NodeState)] {
        order.compactMap { id in entries[id].map { ($0.node, $0.state) } }
    }
}
