import FlowGraph
import SnapshotTesting

extension Snapshotting where Value == Graph, Format == String {
    /// A graph as DOT text (`.dot`), exactly what `DOTEmitter` writes and `render --format dot`
    /// prints, diffed with `Diffing.flowLines`:
    /// `assertSnapshot(of: HierarchyGraph.build(app.captureTree()), as: .dot)`.
    public static var dot: Snapshotting {
        var strategy = Snapshotting<String, String>.flowLines.pullback { (graph: Graph) in DOTEmitter.dot(graph) }
        strategy.pathExtension = "dot"
        return strategy
    }

    /// A graph as Mermaid text (`.mmd`), exactly what `MermaidEmitter` writes and
    /// `render --format mermaid` prints, diffed with `Diffing.flowLines`.
    public static var mermaid: Snapshotting {
        var strategy = Snapshotting<String, String>.flowLines.pullback { (graph: Graph) in MermaidEmitter.mermaid(graph) }
        strategy.pathExtension = "mmd"
        return strategy
    }
}
