import CGraphviz
import FlowGraph

/// Builds a cgraph graph from a `Graph`; used only inside `GraphvizLock`.
struct GraphBuilder {
    private(set) var graph: UnsafeMutablePointer<Agraph_t>?

    /// Builds `model` with the same attributes the DOT emitter writes.
    mutating func build(_ model: Graph) throws(GraphvizError) {
        guard let root = call({ flowatlas_open_graph($0) }, model.name) else {
            throw GraphvizError(stage: .build, message: Diagnostics.message("agopen failed"))
        }
        graph = root
        for (key, value) in DOTEmitter.graphAttributes(model) { set(root, key, value) }
        for (key, value) in DOTEmitter.defaultNodeAttributes { declare(root, AGNODE, key, value) }
        for (key, value) in DOTEmitter.defaultEdgeAttributes { declare(root, AGEDGE, key, value) }
        var subgraphs: [String: UnsafeMutablePointer<Agraph_t>] = [:]
        // Parents are listed before children in the model; create in that order.
        for cluster in model.clusters {
            let parent = cluster.parent.flatMap { subgraphs[$0] } ?? root
            guard let sub = call({ agsubg(parent, $0, 1) }, DOTEmitter.clusterName(cluster)) else {
                throw GraphvizError(stage: .build, message: Diagnostics.message("cannot create cluster \(cluster.id)"))
            }
            for (key, value) in DOTEmitter.attributes(of: cluster) { set(sub, key, value) }
            subgraphs[cluster.id] = sub
        }
        var nodes: [String: UnsafeMutablePointer<Agnode_t>] = [:]
        for node in model.nodes {
            let owner = node.cluster.flatMap { subgraphs[$0] } ?? root
            guard let created = call({ agnode(owner, $0, 1) }, node.id) else {
                throw GraphvizError(stage: .build, message: Diagnostics.message("cannot create node \(node.id)"))
            }
            for (key, value) in DOTEmitter.attributes(of: node) { set(created, key, value) }
            nodes[node.id] = created
        }
        for edge in model.edges {
            guard let tail = nodes[edge.from], let head = nodes[edge.to] else {
                throw GraphvizError(stage: .build, message: "edge \(edge.from) -> \(edge.to) names an unknown node")
            }
            guard let created = agedge(root, tail, head, nil, 1) else {
                throw GraphvizError(stage: .build, message: Diagnostics.message("cannot create edge \(edge.from) -> \(edge.to)"))
            }
            for (key, value) in DOTEmitter.attributes(of: edge) { set(created, key, value) }
        }
    }

    /// Parses DOT text.
    mutating func read(_ dot: String) throws(GraphvizError) {
        graph = dot.withCString { flowatlas_read_dot($0) }
        if graph == nil { throw GraphvizError(stage: .parse, message: Diagnostics.message("Graphviz could not parse the DOT text")) }
    }

    /// Closes the graph (always paired with the open).
    mutating func close() {
        if let graph { agclose(graph) }
        graph = nil
    }

    // cgraph takes `char *` for names and values and copies them, so a temporary
    // mutable copy of the Swift string is enough.
    private func call<T>(_ body: (UnsafeMutablePointer<CChar>) -> T, _ text: String) -> T {
        var bytes = Array(text.utf8CString)
        return bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    private func set<Object>(_ object: UnsafeMutablePointer<Object>, _ key: String, _ value: String) {
        call({ name in call({ text in call({ empty in _ = agsafeset(object, name, text, empty) }, "") }, value) }, key)
    }

    private func declare(_ graph: UnsafeMutablePointer<Agraph_t>, _ kind: Int32, _ key: String, _ value: String) {
        call({ name in call({ text in _ = agattr(graph, kind, name, text) }, value) }, key)
    }
}
