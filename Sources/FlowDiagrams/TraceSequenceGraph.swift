import FlowCore
import FlowGraph

/// One picture of several navigations performed one after another (an app's link handler that
/// goes to a landing screen, then presents a sheet): each navigation's `TraceGraph` in a box of its
/// own, numbered in order, then the tree they left in a last box. With no navigation, the picture
/// is the tree alone, its title saying so.
public enum TraceSequenceGraph {
    /// The picture of `traces`, performed in order, which left `after`.
    ///
    /// - Parameters:
    ///   - traces: The navigations, in the order they were performed.
    ///   - after: The tree after the last one (after whatever else ran between them).
    ///   - title: The picture's title (the URL opened and what was performed).
    ///   - collapsingUninvolvedTabs: As for `TraceGraph.build(_:title:collapsingUninvolvedTabs:)`.
    /// - Returns: One graph; node and cluster ids are those of each part, prefixed `n<number>_`
    ///   for navigation `number` and `after_` for the final tree, so the parts never share a node.
    public static func build(_ traces: [NavigationTrace], after: NavigationTree, title: String, collapsingUninvolvedTabs: Bool = false) -> Graph {
        var graph = Graph(name: "trace_sequence", title: title, direction: .leftToRight)
        for (index, trace) in traces.enumerated() {
            let part = TraceGraph.build(trace, collapsingUninvolvedTabs: collapsingUninvolvedTabs)
            let label = "navigation \(index + 1) of \(traces.count): \(part.title ?? "")"
            append(part, as: "n\(index + 1)_", label: label, to: &graph)
        }
        let final = HierarchyGraph.build(after)
        append(final, as: "after_", label: traces.isEmpty ? "the tree after the link (no navigation)" : "the tree after the link", to: &graph)
        return graph.escapingAppText()
    }

    /// Adds `part` to `graph` inside a new cluster `prefix + "box"` labelled `label`, every id
    /// prefixed with `prefix`.
    private static func append(_ part: Graph, as prefix: String, label: String, to graph: inout Graph) {
        let box = prefix + "box"
        graph.clusters.append(Graph.Cluster(id: box, label: label))
        for cluster in part.clusters {
            var moved = cluster
            moved.id = prefix + cluster.id
            moved.parent = prefix + (cluster.parent ?? "box")
            graph.clusters.append(moved)
        }
        for node in part.nodes {
            var moved = node
            moved.id = prefix + node.id
            moved.cluster = prefix + (node.cluster ?? "box")
            graph.nodes.append(moved)
        }
        for edge in part.edges {
            var moved = edge
            moved.from = prefix + edge.from
            moved.to = prefix + edge.to
            graph.edges.append(moved)
        }
    }
}
