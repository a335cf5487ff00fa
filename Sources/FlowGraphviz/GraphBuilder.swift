import FlowGraph

/// Builds a cgraph graph from a `Graph`, with the attributes the DOT emitter writes; runs inside
/// `GraphvizLock.Engine.render(_:layout:format:build:)`, under the lock.
enum GraphBuilder {
    /// Fills `graph` (opened with `model`'s name) with `model`'s clusters, nodes and edges.
    static func build(_ model: Graph, into graph: borrowing CGraph) throws(GraphvizError) {
        let root = graph.root
        for (key, value) in DOTEmitter.graphAttributes(model) { graph.set(key, value, on: root) }
        for (key, value) in DOTEmitter.defaultNodeAttributes { graph.declare(.node, key, value) }
        for (key, value) in DOTEmitter.defaultEdgeAttributes { graph.declare(.edge, key, value) }
        var clusters: [String: CGraph.Cluster] = [:]
        // Parents are listed before children in the model; create in that order.
        for cluster in model.clusters {
            let parent = cluster.parent.flatMap { clusters[$0] } ?? root
            guard let created = graph.cluster(DOTEmitter.clusterName(cluster), in: parent) else {
                throw GraphvizError(stage: .build, message: Diagnostics.message("cannot create cluster \(cluster.id)"))
            }
            for (key, value) in DOTEmitter.attributes(of: cluster) { graph.set(key, value, on: created) }
            clusters[cluster.id] = created
        }
        var nodes: [String: CGraph.Node] = [:]
        for node in model.nodes {
            let owner = node.cluster.flatMap { clusters[$0] } ?? root
            guard let created = graph.node(node.id, in: owner) else {
                throw GraphvizError(stage: .build, message: Diagnostics.message("cannot create node \(node.id)"))
            }
            for (key, value) in DOTEmitter.attributes(of: node) { graph.set(key, value, on: created) }
            nodes[node.id] = created
        }
        for edge in model.edges {
            guard let tail = nodes[edge.from], let head = nodes[edge.to] else {
                throw GraphvizError(stage: .build, message: "edge \(edge.from) -> \(edge.to) names an unknown node")
            }
            guard let created = graph.edge(from: tail, to: head) else {
                throw GraphvizError(stage: .build, message: Diagnostics.message("cannot create edge \(edge.from) -> \(edge.to)"))
            }
            for (key, value) in DOTEmitter.attributes(of: edge) { graph.set(key, value, on: created) }
        }
    }
}
