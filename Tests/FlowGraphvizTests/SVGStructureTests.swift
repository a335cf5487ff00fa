import FlowAtlasTestSupport
import FlowDiagrams
import FlowGraph
import FlowGraphviz
import Foundation
import Testing

/// The in-process SVG, parsed as XML, has what the Graph model says it should.
@Suite("SVG structure")
struct SVGStructureTests {
    /// The diagrams checked, built fresh per test.
    enum Subject: String, CaseIterable, CustomTestStringConvertible {
        case mainHierarchy, abyssHierarchy, viewCreationFailedHierarchy, allTransitions

        var testDescription: String { rawValue }

        func graph() throws -> Graph {
            switch self {
            case .mainHierarchy: HierarchyGraph.build(Fixtures.mainFlowTree(), title: "Main flow")
            case .abyssHierarchy: HierarchyGraph.build(try Fixtures.tree(scenario: "ocean-abyss", checkpoint: "abyss"))
            case .viewCreationFailedHierarchy:
                HierarchyGraph.build(try Fixtures.tree(scenario: "view-creation-failed", checkpoint: "invalid-view-pushed"))
            case .allTransitions: TransitionGraph.build(events: Fixtures.events(of: try Fixtures.allScenarios()), title: "Transitions")
            }
        }
    }

    @Test("Node titles, edge count, cluster titles and label texts match the model", arguments: Subject.allCases)
    func structureMatchesModel(_ subject: Subject) throws {
        let graph = try subject.graph()
        let svg = try SVGDocument.parse(try GraphvizRenderer.render(graph, format: .svg))

        #expect(svg.rootElement == "svg")
        #expect(svg.graph?.title == graph.name)
        #expect(svg.nodes.map(\.title).sorted() == graph.nodes.map(\.id).sorted(), "node <title>s are the model's node ids")
        #expect(Set(svg.nodes.map(\.title)).count == svg.nodes.count, "each node drawn once")
        #expect(svg.edges.count == graph.edges.count)
        #expect(svg.edges.map(\.title).sorted() == graph.edges.map { "\($0.from)->\($0.to)" }.sorted())
        #expect(svg.clusters.map(\.title).sorted() == graph.clusters.map(DOTEmitter.clusterName).sorted())

        for node in graph.nodes {
            let drawn = try #require(svg.node(node.id), "node \(node.id) missing")
            #expect(drawn.texts == node.label.filter { !$0.isEmpty }, "label lines of \(node.id)")
        }
        for cluster in graph.clusters {
            let drawn = svg.clusters.first { $0.title == DOTEmitter.clusterName(cluster) }
            #expect(drawn?.texts == [cluster.label])
        }
        let edgeLabels = svg.edges.flatMap(\.texts).sorted()
        #expect(edgeLabels == graph.edges.compactMap(\.label).sorted())
        if let title = graph.title { #expect(svg.graph?.texts == [title]) }
    }

    @Test("Styles reach the SVG: bold edges are wider, dashed edges dashed, fills and strokes coloured")
    func stylesReachSVG() throws {
        let graph = HierarchyGraph.build(Fixtures.mainFlowTree())
        let svg = try SVGDocument.parse(try GraphvizRenderer.render(graph, format: .svg))
        for (index, edge) in graph.edges.enumerated() {
            let drawn = try #require(svg.edges.first { $0.id == "edge\(index + 1)" })
            #expect(drawn.title == "\(edge.from)->\(edge.to)")
            #expect(drawn.shape["stroke"] == edge.style.color.hex, "edge \(index) colour")
            #expect((drawn.shape["stroke-dasharray"] != nil) == edge.style.dashed, "edge \(index) dashed")
            #expect((drawn.shape["stroke-width"] == "2") == edge.style.bold, "edge \(index) bold")
        }
        for node in graph.nodes {
            let drawn = try #require(svg.node(node.id))
            #expect(drawn.shape["stroke"] == node.style.stroke.hex, "node \(node.id) stroke")
            #expect(drawn.shape["fill"] == (node.style.fill?.hex ?? "none"), "node \(node.id) fill")
        }
    }

    @Test("The DOT text, read back by Graphviz, draws the same SVG as the in-process build")
    func dotAndInProcessAgree() throws {
        for subject in Subject.allCases {
            let graph = try subject.graph()
            let inProcess = try GraphvizRenderer.render(graph, format: .svg)
            let viaDOT = try GraphvizRenderer.renderDOT(DOTEmitter.dot(graph))
            #expect(try SVGDocument.parse(viaDOT).groups == (try SVGDocument.parse(inProcess)).groups, "\(subject)")
            #expect(viaDOT == inProcess, "\(subject): the SVG bytes differ between agmemread and the C-API build")
        }
    }

    @Test("Other core formats render too", arguments: GraphvizRenderer.Format.allCases)
    func otherFormats(_ format: GraphvizRenderer.Format) throws {
        let data = try GraphvizRenderer.render(HierarchyGraph.build(Fixtures.mainFlowTree()), format: format)
        #expect(!data.isEmpty)
        if format == .svg { _ = try SVGDocument.parse(data) }
        if format == .dotWithLayout { _ = try GraphvizRenderer.renderDOT(String(decoding: data, as: UTF8.self)) }
    }
}
