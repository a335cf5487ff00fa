import FlowCore
import FlowGraph

extension Graph {
    /// The graph with every title and label line escaped as the text formats escape identifiers
    /// (`\n`, `\e`, see `DisplayText`): a route identifier with a line break stays one label line,
    /// where the emitters would otherwise draw the break. Builders apply it to what they return.
    package func escapingAppText() -> Graph {
        var graph = self
        graph.title = title.map(DisplayText.escaped)
        for index in graph.nodes.indices { graph.nodes[index].label = graph.nodes[index].label.map(DisplayText.escaped) }
        for index in graph.edges.indices { graph.edges[index].label = graph.edges[index].label.map(DisplayText.escaped) }
        for index in graph.clusters.indices { graph.clusters[index].label = DisplayText.escaped(graph.clusters[index].label) }
        return graph
    }
}
