import FlowAtlasTestSupport
import FlowDiagrams
import FlowGraph
import FlowGraphviz
import Foundation
import Testing

/// The same input gives the same bytes, render after render, in one process.
/// (Across processes: `CLITests.docsAreDeterministic` runs `flowatlas docs` twice.)
@Suite("Determinism")
struct DeterminismTests {
    /// Builds each diagram from scratch (a fresh demo app, fresh scenario runs).
    enum Source: String, CaseIterable, CustomTestStringConvertible {
        case mainHierarchy, abyssHierarchy, detourHierarchy, allTransitions
        var testDescription: String { rawValue }

        func build() throws -> Graph {
            switch self {
            case .mainHierarchy: HierarchyGraph.build(Fixtures.mainFlowTree())
            case .abyssHierarchy: HierarchyGraph.build(try Fixtures.tree(scenario: "ocean-abyss", checkpoint: "abyss"))
            case .detourHierarchy: HierarchyGraph.build(try Fixtures.tree(scenario: "yellow-detours-nested", checkpoint: "nested-detours"))
            case .allTransitions: TransitionGraph.build(events: Fixtures.events(of: try Fixtures.allScenarios()))
            }
        }
    }

    @Test("DOT, Mermaid and SVG are identical across 5 rebuilds and renders", arguments: Source.allCases)
    func repeatedRenders(_ source: Source) throws {
        let graph = try source.build()
        let dot = DOTEmitter.dot(graph)
        let mermaid = MermaidEmitter.mermaid(graph)
        let svg = try GraphvizRenderer.render(graph, format: .svg)
        for round in 1...5 {
            let again = try source.build()
            #expect(again == graph, "round \(round): the builder's graph changed")
            #expect(DOTEmitter.dot(again) == dot, "round \(round): DOT")
            #expect(MermaidEmitter.mermaid(again) == mermaid, "round \(round): Mermaid")
            #expect(try GraphvizRenderer.render(again, format: .svg) == svg, "round \(round): SVG")
            #expect(try GraphvizRenderer.renderDOT(dot) == svg, "round \(round): SVG via DOT text")
        }
    }

    @Test("Cluster order follows the model, not memory addresses: many clusters, rendered repeatedly")
    func clusterOrderIsStable() throws {
        var graph = Graph(name: "clusters")
        for index in 0..<40 {
            graph.clusters.append(Graph.Cluster(id: "k\(index)", label: "Coordinator \(index)", parent: index % 4 == 0 ? nil : "k\(index - index % 4)"))
            graph.nodes.append(Graph.Node(id: "n\(index)", label: ["route \(index)"], cluster: "k\(index)"))
            if index > 0 { graph.edges.append(Graph.Edge(from: "n\(index - 1)", to: "n\(index)", label: "e\(index)")) }
        }
        let first = try GraphvizRenderer.render(graph)
        let firstViaDOT = try GraphvizRenderer.renderDOT(DOTEmitter.dot(graph))
        let titles = try SVGDocument.parse(first).clusters.map(\.title)
        #expect(titles == graph.clusters.map(DOTEmitter.clusterName), "clusters drawn in model order")
        #expect(try SVGDocument.parse(firstViaDOT).clusters.map(\.title) == titles)
        for _ in 0..<10 {
            // Allocate in between so a malloc-dependent order would show.
            let noise = (0..<200).map { String(repeating: "x", count: $0) }
            #expect(try GraphvizRenderer.render(graph) == first)
            #expect(try GraphvizRenderer.renderDOT(DOTEmitter.dot(graph)) == firstViaDOT)
            #expect(noise.count == 200)
        }
    }

    @Test("The SVG embeds no file path and names the graph")
    func svgHasNoVolatileText() throws {
        let graph = try Source.mainHierarchy.build()
        let text = String(decoding: try GraphvizRenderer.render(graph), as: UTF8.self)
        #expect(!text.contains(Fixtures.packageRoot.path))
        let svg = try SVGDocument.parse(text)
        #expect(svg.graph?.title == "hierarchy")
    }

    @Test(
        "Graphviz's laid-out DOT and plain output are stable and never turn a node name into an HTML id",
        arguments: [
            GraphvizRenderer.Format.dotWithLayout, .plain,
        ])
    func layoutFormatsAreStable(_ format: GraphvizRenderer.Format) throws {
        let graph = try Source.mainHierarchy.build()
        let first = try GraphvizRenderer.render(graph, format: format)
        for round in 1...20 {
            let again = String(decoding: try GraphvizRenderer.render(graph, format: format), as: UTF8.self)
            #expect(Data(again.utf8) == first, "round \(round): \(format.rawValue) output changed")
            for node in graph.nodes where again.contains("<\(node.id)>") {
                Issue.record("round \(round): node \(node.id) written as the HTML id <\(node.id)> in \(format.rawValue) output")
            }
        }
    }
}
