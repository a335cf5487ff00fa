import CGraphviz
import Foundation

/// A cgraph graph, open for one render: every call FlowGraphviz makes into cgraph and gvc on a
/// graph goes through it, so no C type or pointer reaches the rest of the module. Its clusters,
/// nodes and edges are small values (`Cluster`, `Node`, `Edge`) to pass back to it.
///
/// What the unsafe code relies on:
/// - **Invariant 1.** Every call happens while `GraphvizLock` is held: a `CGraph` exists only
///   inside `GraphvizLock.Engine.render(_:layout:format:build:)`, which runs under the lock.
/// - **Invariant 2.** `pointer` is the graph `agopen` or `agread` returned, valid until `render`
///   closes it with `agclose` after the layout and the render. The graph is noncopyable and the
///   builder only borrows it, so it cannot outlive the close; the clusters, nodes and edges it
///   hands out point into it, and are used only with it, inside the same build.
/// - **Invariant 3.** cgraph copies every string it is given (names and attribute values are
///   interned), so a C string that lives for the length of the call is enough.
/// - **Invariant 4.** A render's buffer is copied into `Data` and freed (`gvFreeRenderData`), and
///   a layout freed (`gvFreeLayout`), before `render` returns, on every path.
///
/// `ConcurrencyTests` would catch a breach of invariant 1, `GraphvizResourceTests` one of
/// invariants 2 and 4 (no graph or layout left open after renders that fail at every stage),
/// and `SVGStructureTests` one of invariant 3 (every name and label reaches the SVG).
struct CGraph: ~Copyable {
    /// Where a graph comes from: a new graph with a name, to build; or DOT text, parsed.
    enum Source {
        case named(String)
        case dot(String)
    }

    /// A graph or a subgraph (the root graph is one too): what nodes and clusters are created in.
    struct Cluster { fileprivate let pointer: UnsafeMutablePointer<Agraph_t> }
    /// A node of the graph.
    struct Node { fileprivate let pointer: UnsafeMutablePointer<Agnode_t> }
    /// An edge of the graph.
    struct Edge { fileprivate let pointer: UnsafeMutablePointer<Agedge_t> }
    /// What an attribute is declared for, with its default value.
    enum Kind {
        case node, edge
        fileprivate var code: Int32 { self == .node ? AGNODE : AGEDGE }
    }

    /// Invariant 2.
    let pointer: UnsafeMutablePointer<Agraph_t>

    /// Opens a graph: `agopen` with FlowAtlas's deterministic ids, or `agread` of DOT text.
    init(_ source: Source) throws(GraphvizError) {
        switch source {
        case let .named(name):
            guard let graph = Self.withMutableCString(name, { flowatlas_open_graph($0) }) else {
                throw GraphvizError(stage: .build, message: Diagnostics.message("agopen failed"))
            }
            pointer = graph
        case let .dot(text):
            guard let graph = text.withCString({ flowatlas_read_dot($0) }) else {
                throw GraphvizError(stage: .parse, message: Diagnostics.message("Graphviz could not parse the DOT text"))
            }
            pointer = graph
        }
    }

    /// The root graph, as the cluster everything else is created in.
    var root: Cluster { Cluster(pointer: pointer) }

    /// A new cluster `name` in `parent`, or `nil` when cgraph refuses it.
    func cluster(_ name: String, in parent: Cluster) -> Cluster? {
        Self.withMutableCString(name) { agsubg(parent.pointer, $0, 1) }.map(Cluster.init)
    }

    /// A new node `name` in `owner`, or `nil` when cgraph refuses it.
    func node(_ name: String, in owner: Cluster) -> Node? {
        Self.withMutableCString(name) { agnode(owner.pointer, $0, 1) }.map(Node.init)
    }

    /// A new edge from `tail` to `head`, or `nil` when cgraph refuses it.
    func edge(from tail: Node, to head: Node) -> Edge? {
        agedge(pointer, tail.pointer, head.pointer, nil, 1).map(Edge.init)
    }

    /// Declares attribute `key` for every node or edge, with `value` as its default.
    func declare(_ kind: Kind, _ key: String, _ value: String) {
        Self.withMutableCString(key) { name in Self.withMutableCString(value) { text in _ = agattr(pointer, kind.code, name, text) } }
    }

    func set(_ key: String, _ value: String, on cluster: Cluster) { set(UnsafeMutableRawPointer(cluster.pointer), key, value) }
    func set(_ key: String, _ value: String, on node: Node) { set(UnsafeMutableRawPointer(node.pointer), key, value) }
    func set(_ key: String, _ value: String, on edge: Edge) { set(UnsafeMutableRawPointer(edge.pointer), key, value) }

    private func set(_ object: UnsafeMutableRawPointer, _ key: String, _ value: String) {
        Self.withMutableCString(key) { name in
            Self.withMutableCString(value) { text in Self.withMutableCString("") { empty in _ = agsafeset(object, name, text, empty) } }
        }
    }

    /// The laid-out graph in `format`, copied out of Graphviz's buffer, which is freed (invariant 4).
    func render(_ format: String, context: OpaquePointer) throws(GraphvizError) -> Data {
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard flowatlas_render_data(context, pointer, format, &buffer, &length) == 0, let buffer else {
            throw GraphvizError(stage: .render, message: Diagnostics.message("format '\(format)' failed"))
        }
        defer { gvFreeRenderData(buffer) }
        return Data(bytes: buffer, count: length)
    }

    /// `body` with `text` as a mutable C string, which lives for the call: cgraph takes `char *`
    /// and copies it (invariant 3).
    private static func withMutableCString<T>(_ text: String, _ body: (UnsafeMutablePointer<CChar>) -> T) -> T {
        var bytes = Array(text.utf8CString)
        return bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }
}
