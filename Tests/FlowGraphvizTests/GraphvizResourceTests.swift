import FlowAtlasTestSupport
import FlowGraph
import Foundation
import Testing

@testable import FlowGraphviz

/// What `CGraph` promises about Graphviz's memory (its invariants 2 and 4): a render opens one
/// graph and one layout and closes both on every path, whichever stage fails; and only the
/// `Unsafe` folder calls Graphviz.
@Suite("Graphviz resources")
struct GraphvizResourceTests {
    static func openResources() -> [Int] { GraphvizLock.shared.withLock { [$0.openGraphs, $0.openLayouts] } }

    @Test("renders that succeed or fail at each stage leave no graph and no layout open")
    func everyPathCloses() {
        let graph = Graph(
            name: "small", nodes: [Graph.Node(id: "a", label: ["A"]), Graph.Node(id: "b", label: ["B"])], edges: [Graph.Edge(from: "a", to: "b")])
        var ghost = graph
        ghost.edges.append(Graph.Edge(from: "a", to: "ghost"))
        let attempts: [(String, () throws(GraphvizError) -> Data)] = [
            ("render", { () throws(GraphvizError) in try GraphvizRenderer.render(graph) }),
            ("renderDOT", { () throws(GraphvizError) in try GraphvizRenderer.renderDOT("digraph { a -> b }") }),
            ("build", { () throws(GraphvizError) in try GraphvizRenderer.render(ghost) }),
            ("parse", { () throws(GraphvizError) in try GraphvizRenderer.renderDOT("digraph { a -> }") }),
            ("layout", { () throws(GraphvizError) in try GraphvizRenderer.render(graph, layout: .neato) }),
            ("render", { () throws(GraphvizError) in try GraphvizRenderer.render(graph, formatName: "nope") }),
        ]
        var failedStages: [GraphvizError.Stage] = []
        for (name, attempt) in attempts {
            do { _ = try attempt() } catch { failedStages.append(error.stage) }
            #expect(Self.openResources() == [0, 0], "after \(name)")
        }
        #expect(failedStages == [.build, .parse, .layout, .render])
    }

    @Test("only the Unsafe folder imports Graphviz's C API")
    func onlyUnsafeCallsGraphviz() throws {
        let folder = Support.packageRoot.appendingPathComponent("Sources/FlowGraphviz")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.contains("Unsafe/CGraph.swift"))
        for file in files where !file.hasPrefix("Unsafe/") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("import CGraphviz"), "\(file) imports CGraphviz")
        }
    }
}
