import FlowCore
import FlowDemo
import FlowDiagrams
import FlowGraph
import Testing

@Suite("Trace pictures")
struct TraceGraphTests {
    @Test("the moves are numbered red edges that do not shape the layout; the handler is green; others are faded")
    func abyss() throws {
        let app = DemoApp.make()
        try #require(app.navigate(to: AppRoute.tabRoot))
        try #require(app.visibleCoordinator.navigate(to: RainbowRoute.purple))
        let trace = app.visibleCoordinator.trace(to: OceanRoute.abyss, dryRun: true)
        let graph = TraceGraph.build(trace)
        let moves = graph.edges.filter { !$0.style.constrains }
        #expect(moves.count == trace.resolution.moves.count)
        #expect(moves.map { $0.label?.split(separator: ".").first.map(String.init) } == (1...moves.count).map { "\($0)" })
        #expect(moves.allSatisfy { $0.style.color == .red })
        let handler = try #require(graph.nodes.first { $0.id == TraceGraph.id(trace.resolution.handler!) })
        #expect(handler.style.stroke == .green && handler.label.last == "▶ shows OceanRoute.abyss")
        let login = trace.before.nodes.firstIndex { $0.typeName == "PurpleModalCoordinator" }!
        let faded = try #require(graph.nodes.first { $0.id == TraceGraph.id(login) })
        #expect(faded.style.stroke == .faded)
        #expect(DOTEmitter.dot(graph).contains("constraint=\"false\""))
    }

    @Test("a failure is drawn in red at the coordinator where resolution ended, with the error")
    func failure() throws {
        let app = DemoApp.make()
        try #require(app.navigate(to: AppRoute.tabRoot))
        let trace = app.visibleCoordinator.trace(to: UnhandledRoute.invalidRoute, dryRun: true)
        let graph = TraceGraph.build(trace)
        let failed = try #require(graph.nodes.first { $0.label.last == "✖ navigationFailed" })
        #expect(failed.id == TraceGraph.id(0))
        #expect(failed.style.stroke == .red)
    }
}
