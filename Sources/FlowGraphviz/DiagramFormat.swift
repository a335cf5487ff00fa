import FlowGraph

/// A text format a graph is written in: SVG (laid out by Graphviz), DOT or Mermaid.
public enum DiagramFormat: String, CaseIterable, Sendable {
    case svg, dot, mermaid

    /// `graph` in this format; SVG is laid out with `layout` (only `dot` is loaded).
    public func render(_ graph: Graph, layout: GraphvizRenderer.Layout = .dot) throws(GraphvizError) -> String {
        switch self {
        case .dot: DOTEmitter.dot(graph)
        case .mermaid: MermaidEmitter.mermaid(graph)
        case .svg: String(decoding: try GraphvizRenderer.render(graph, format: .svg, layout: layout), as: UTF8.self)
        }
    }
}
