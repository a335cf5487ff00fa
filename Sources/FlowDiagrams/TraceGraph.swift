import FlowCore
import FlowGraph

/// The hierarchy picture of the tree before a navigation, with the navigation drawn on it:
/// the coordinators resolution visited, the moves it made numbered in order (red, not
/// affecting the layout), the coordinator that shows the route in bold green naming it,
/// a failure point in red with the error, and every coordinator not involved faded.
public enum TraceGraph {
    /// The picture of `trace`. In a big tree, `collapsingUninvolvedTabs` draws each tab that
    /// resolution never visited as one node.
    public static func build(_ trace: NavigationTrace, title: String? = nil, collapsingUninvolvedTabs: Bool = false) -> Graph {
        let resolution = trace.resolution
        var collapsed: Set<Int> = []
        if collapsingUninvolvedTabs {
            var involved: Set<Int> = [resolution.entry]
            for decision in resolution.decisions { if let node = decision.node { involved.insert(node) } }
            for move in resolution.moves { involved.formUnion([move.from, move.to]) }
            if let handler = resolution.handler { involved.insert(handler) }
            involved.formUnion(trace.before.visibleChain)
            collapsed = Set(HierarchyAreas(trace.before).areas.filter { involved.isDisjoint(with: $0.nodes) }.map(\.root))
        }
        var graph = HierarchyGraph.build(trace.before, title: title ?? "navigate(to: \(resolution.route))", collapsing: collapsed)
        var visited: Set<String> = [id(resolution.entry)]
        for decision in resolution.decisions { if let node = decision.node { visited.insert(id(node)) } }
        for move in resolution.moves { visited.formUnion([id(move.from), id(move.to)]) }
        let handler = resolution.handler.map(id)
        let failedAt = resolution.error == nil ? nil : id(resolution.moves.last?.to ?? resolution.entry)
        for index in graph.nodes.indices {
            let nodeID = graph.nodes[index].id
            if nodeID == handler {
                graph.nodes[index].style.bold = true
                graph.nodes[index].style.stroke = .green
                graph.nodes[index].style.fill = .lightGreen
                graph.nodes[index].style.fontColor = .black
                graph.nodes[index].label.append("▶ shows \(resolution.route)")
            } else if nodeID == failedAt, let error = resolution.error {
                graph.nodes[index].style.bold = true
                graph.nodes[index].style.stroke = .red
                graph.nodes[index].style.fontColor = .red
                graph.nodes[index].style.fill = .lightRed
                graph.nodes[index].label.append("✖ \(error.kind.name)")
            } else if visited.contains(nodeID) {
                graph.nodes[index].style.fontColor = .black
            } else {
                graph.nodes[index].style.stroke = .faded
                graph.nodes[index].style.fontColor = .faded
                graph.nodes[index].style.fill = nil
                graph.nodes[index].style.bold = false
            }
            if nodeID == id(resolution.entry) { graph.nodes[index].label.append("● navigate(to:) called here") }
        }
        for index in graph.edges.indices {
            let edge = graph.edges[index]
            if !(visited.contains(edge.from) && visited.contains(edge.to)) {
                graph.edges[index].style.color = .faded
                graph.edges[index].style.fontColor = .faded
                graph.edges[index].style.bold = false
            }
        }
        for (number, move) in resolution.moves.enumerated() {
            graph.edges.append(
                Graph.Edge(
                    from: id(move.from), to: id(move.to), label: "\(number + 1). \(label(move.rule))",
                    style: EdgeStyle(color: .red, bold: true, constrains: false)))
        }
        return graph.escapingAppText()
    }

    /// The hierarchy graph's node id of a tree node.
    public static func id(_ node: Int) -> String { HierarchyGraph.nodeID(node) }

    private static func label(_ rule: NavigationDecision.Rule) -> String {
        switch rule {
        case .bubbling: "bubbles up"
        case .childDelegation: "child"
        case .tabChoice: "tab"
        case .presentedModal: "presented modal"
        case .presentedDetour: "presented detour"
        case .registeredModal: "presents modal"
        default: rule.rawValue
        }
    }
}
