import FlowCore
import FlowGraph

/// Builds the hierarchy picture of a captured tree: coordinators as nodes, ownership
/// edges by kind, and what is on screen now made visible.
///
/// - Nodes on screen (the visible chain) are filled blue; the visible one is bold and
///   names the current route. Presented modals are purple, detours orange.
/// - Edges: `flow`, `tab N` (the selected tab bold), `pushed` (blue), `child`,
///   `modal [detents]` (presented, purple), `detour` (orange), `registered modal`
///   (dashed, to a dashed node for each modal that is registered but not presented).
/// - Routes whose view factory builds no screen are listed in red on their node.
public enum HierarchyGraph {
    /// The node id of tree node `index`: `c<index>`.
    public static func nodeID(_ index: Int) -> String { "c\(index)" }

    /// The hierarchy graph of `tree`.
    ///
    /// - `focus`: draw only the subtree of this node (a tab, a flow), its root first.
    /// - `depth`: draw this many levels below the focus; deeper subtrees are collapsed.
    /// - `structureOnly`: each coordinator with its type and route type only, nothing marked as on
    ///   screen: one picture for every state of the same tree, which a report lights up per step.
    /// - `collapsing`: nodes whose subtrees are each drawn as the node alone (a note shape),
    ///   with a line saying how many coordinators it holds.
    public static func build(
        _ tree: NavigationTree, title: String? = nil, focus: Int? = nil, depth: Int? = nil,
        collapsing: Set<Int> = [], structureOnly: Bool = false
    ) -> Graph {
        var graph = Graph(name: "hierarchy", title: title, direction: .leftToRight)
        let chain = tree.visibleChain
        let visible = chain.last
        let children = tree.childLists
        let start = focus ?? 0
        // Pre-order over children in id order: the order of `tree.nodes`, restricted to what is drawn.
        var pending = [(id: start, level: 0)]
        while let (id, level) = pending.popLast() {
            let node = tree.nodes[id]
            let dormant = tree.isDormant(node.id)
            var drawn =
                dormant
                ? dormantNode(node)
                : coordinatorNode(node, tree: tree, onScreen: chain.contains(node.id), isVisible: node.id == visible)
            if structureOnly, !dormant {
                drawn = coordinatorNode(node, tree: tree, onScreen: false, isVisible: false)
                drawn.label = [node.label, node.routeType]
            }
            let collapsed = collapsing.contains(id) || depth.map { level >= $0 } ?? false
            if collapsed, !children[id].isEmpty {
                drawn.label.append(collapsedSummary(of: id, in: tree, children: children))
                drawn.style.shape = .note
            }
            graph.nodes.append(drawn)
            if id != start, let parent = node.parent {
                graph.edges.append(
                    dormant
                        ? dormantEdge(to: node, parent: parent, tree: tree)
                        : ownershipEdge(to: node, parent: tree.nodes[parent], tree: tree, onScreen: !structureOnly && chain.contains(node.id)))
            }
            if !collapsed { pending += children[id].reversed().map { ($0, level + 1) } }
        }
        return graph.escapingAppText()
    }

    /// `▸ 9 coordinators inside (3 registered modals)`.
    private static func collapsedSummary(of id: Int, in tree: NavigationTree, children: [[Int]]) -> String {
        var inside: [Int] = []
        var pending = children[id]
        while let next = pending.popLast() {
            inside.append(next)
            pending += children[next]
        }
        let modals = inside.filter { tree.nodes[$0].relation == .registeredModal }.count
        let onScreen = Set(tree.visibleChain).intersection(inside).count
        var details: [String] = []
        if modals > 0 { details.append("\(modals) registered modal\(modals == 1 ? "" : "s")") }
        if onScreen > 0 { details.append("\(onScreen) on screen") }
        return "▸ \(inside.count) coordinator\(inside.count == 1 ? "" : "s") inside" + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
    }

    /// A coordinator that is registered as a modal (or inside one) but not presented.
    private static func dormantNode(_ node: NavigationTree.Node) -> Graph.Node {
        let label = [
            node.label, node.relation == .registeredModal ? "modal root: \(node.root.identifier)" : "\(node.routeType) · root: \(node.root.identifier)",
        ]
        return Graph.Node(id: nodeID(node.id), label: label, style: NodeStyle(dashed: true, stroke: .grey, fontColor: .grey))
    }

    private static func dormantEdge(to node: NavigationTree.Node, parent: Int, tree: NavigationTree) -> Graph.Edge {
        Graph.Edge(
            from: nodeID(parent), to: nodeID(node.id), label: tree.relationLabel(of: node.id),
            style: EdgeStyle(color: .grey, dashed: true))
    }

    private static func coordinatorNode(_ node: NavigationTree.Node, tree: NavigationTree, onScreen: Bool, isVisible: Bool) -> Graph.Node {
        var label = [node.label, "\(node.routeType) · root: \(node.root.identifier)"]
        if !node.stack.isEmpty { label.append("stack: " + node.stack.map(\.identifier).joined(separator: " › ")) }
        if let presented = node.presented { label.append("presents: \(presented.identifier)") }
        if let detour = node.detour { label.append("detour: \(detour)") }
        if isVisible { label.append("current: \(node.currentRoute)") }
        if !node.viewCreationFailures.isEmpty {
            label.append("viewCreationFailed: " + node.viewCreationFailures.map(\.identifier).joined(separator: ", "))
        }
        var style = NodeStyle()
        switch node.relation {
        case .modal:
            style.fill = onScreen ? .lightPurple : nil
            style.stroke = .purple
        case .detour:
            style.fill = onScreen ? .lightOrange : nil
            style.stroke = .orange
        case .root, .child, .registeredModal: style.fill = onScreen ? .lightBlue : nil
        }
        if isVisible {
            style.bold = true
            style.stroke = .blue
        }
        if !node.viewCreationFailures.isEmpty {
            style.stroke = .red
            style.fontColor = .red
        }
        return Graph.Node(id: nodeID(node.id), label: label, style: style)
    }

    private static func ownershipEdge(to node: NavigationTree.Node, parent: NavigationTree.Node, tree: NavigationTree, onScreen: Bool) -> Graph.Edge {
        let from = nodeID(parent.id)
        let to = nodeID(node.id)
        switch node.relation {
        case .modal:
            let detents = parent.detents.map { " [" + $0.detents.map(\.rawValue).joined(separator: ",") + "]" } ?? ""
            return Graph.Edge(from: from, to: to, label: "modal\(detents)", style: EdgeStyle(color: .purple, bold: true))
        case .detour:
            return Graph.Edge(from: from, to: to, label: "detour", style: EdgeStyle(color: .orange, bold: true))
        case .registeredModal:
            // Registered modals are dormant and drawn by `dormantEdge`; kept here for exhaustiveness.
            return dormantEdge(to: node, parent: parent.id, tree: tree)
        case .root, .child:
            let link = tree.link(of: node.id)
            let label = link.description
            switch link {
            case .pushed: return Graph.Edge(from: from, to: to, label: label, style: EdgeStyle(color: .blue, bold: true))
            case .child: return Graph.Edge(from: from, to: to, label: label, style: EdgeStyle(color: .grey))
            case .root, .tab, .flow, .modal, .registeredModal, .detour:
                return Graph.Edge(from: from, to: to, label: label, style: EdgeStyle(color: onScreen ? .blue : .grey, bold: onScreen))
            }
        }
    }
}
