import FlowAtlasTestSupport
import FlowDiagrams
import FlowGraph
import FlowGraphviz
import Foundation
import Testing

/// Graphviz failures become thrown `GraphvizError`s carrying Graphviz's own message.
@Suite("Graphviz errors")
struct GraphvizErrorTests {
    static func smallGraph() -> Graph {
        Graph(
            name: "small", nodes: [Graph.Node(id: "a", label: ["A"]), Graph.Node(id: "b", label: ["B"])],
            edges: [Graph.Edge(from: "a", to: "b", label: "go")])
    }

    /// The error `body` throws, or nil (recording an issue) when it does not throw.
    static func error(_ body: () throws(GraphvizError) -> Data, sourceLocation: SourceLocation = #_sourceLocation) -> GraphvizError? {
        do {
            let data = try body()
            Issue.record("expected a GraphvizError, got \(data.count) bytes", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test("Unknown layout engine: layout stage, Graphviz's message names the engine and what is available")
    func unknownLayout() throws {
        let error = try #require(Self.error { () throws(GraphvizError) in try GraphvizRenderer.render(Self.smallGraph(), layout: .neato) })
        #expect(error.stage == .layout)
        #expect(error.message.contains("Layout type: \"neato\" not recognized"), "message: \(error.message)")
        #expect(error.message.contains("dot"), "Graphviz lists the loaded engines: \(error.message)")
        #expect(error.description.hasPrefix("Graphviz layout failed: "))
        #expect(!error.description.contains("\n"), "one line: \(error.description.debugDescription)")
    }

    @Test("Unknown format name: render stage, Graphviz's message names the format")
    func unknownFormat() throws {
        let error = try #require(Self.error { () throws(GraphvizError) in try GraphvizRenderer.render(Self.smallGraph(), formatName: "nope") })
        #expect(error.stage == .render)
        #expect(error.message.contains("renderer for nope is unavailable"), "Graphviz's message: \(error.message)")
        #expect(error.description == "Graphviz render failed: \(error.message)")
    }

    @Test("DOT Graphviz rejects: parse stage, Graphviz's syntax error")
    func rejectedDOT() throws {
        let error = try #require(Self.error { () throws(GraphvizError) in try GraphvizRenderer.renderDOT("digraph { a -> }") })
        #expect(error.stage == .parse)
        #expect(error.message.contains("syntax error in line"), "message: \(error.message)")
        #expect(error.message.contains("near '}'"), "Graphviz names the token: \(error.message)")
    }

    @Test("A syntax error names the line of this DOT text, however many texts were parsed before")
    func syntaxErrorLine() throws {
        for _ in 0..<3 { _ = try GraphvizRenderer.renderDOT("digraph {\n  a -> b\n}\n") }
        let error = try #require(Self.error { () throws(GraphvizError) in try GraphvizRenderer.renderDOT("digraph {\n  a -> b\n  c -> \n}\n") })
        // Graphviz 2.43's scanner is global and keeps state between parses (its start condition
        // after an unterminated string, the newline after a closing brace), so the line it names
        // can be off by one or two; what must hold is that it names a line of this text, never
        // the running total of every text parsed before (it was 7098 before the scanner reset).
        let line = error.message.split(separator: " ").drop { $0 != "line" }.dropFirst().first.flatMap { Int($0) }
        #expect(line.map { (1...5).contains($0) } == true, "message: \(error.message)")
        #expect(error.message.contains("near '}'"), "message: \(error.message)")
    }

    @Test("Other rejected DOT texts", arguments: ["", "digraph {", "graph { a -> b }", "digraph { a [label=\"x] }", "not dot at all {"])
    func otherRejectedDOT(_ text: String) throws {
        let error = try #require(Self.error { () throws(GraphvizError) in try GraphvizRenderer.renderDOT(text) })
        #expect(error.stage == .parse)
        #expect(!error.message.isEmpty)
    }

    @Test("An edge to a node the model lacks is a build error, not a crash")
    func edgeToUnknownNode() throws {
        var graph = Self.smallGraph()
        graph.edges.append(Graph.Edge(from: "a", to: "ghost"))
        let error = try #require(Self.error { () throws(GraphvizError) in try GraphvizRenderer.render(graph) })
        #expect(error.stage == .build)
        #expect(error.message.contains("ghost"))
    }

    @Test("After a failure the next render is clean: no stale message, identical output")
    func failureLeavesNoTrace() throws {
        let graph = HierarchyGraph.build(Fixtures.mainFlowTree())
        let before = try GraphvizRenderer.render(graph)
        _ = Self.error { () throws(GraphvizError) in try GraphvizRenderer.render(graph, layout: .neato) }
        _ = Self.error { () throws(GraphvizError) in try GraphvizRenderer.render(graph, formatName: "nope") }
        _ = Self.error { () throws(GraphvizError) in try GraphvizRenderer.renderDOT("digraph { a -> }") }
        #expect(try GraphvizRenderer.render(graph) == before)
        let error = try #require(Self.error { () throws(GraphvizError) in try GraphvizRenderer.render(graph, formatName: "nope") })
        #expect(!error.message.contains("neato") && !error.message.contains("syntax error"), "stale diagnostics: \(error.message)")
    }

    @Test("Graphviz reports its version")
    func version() {
        #expect(GraphvizRenderer.version.first?.isNumber == true, "version: \(GraphvizRenderer.version)")
    }
}
