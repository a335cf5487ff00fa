import FlowAtlasTestSupport
import FlowCore
import FlowDiagrams
import FlowGraph
import Testing

/// Route identifiers come from the app, payloads included: a line break or an escape sequence in
/// one is drawn escaped (`\n`, `\e`), inside the one label line that names the route.
@Suite("Identifiers in picture labels")
struct IdentifierLabelTests {
    /// The search app after navigating to the results for `query`: its tree, trace and events.
    static func pictures(_ query: String) -> [Graph] {
        let root = SearchCoordinator()
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        let trace = root.trace(to: SearchRoute.results(query: query))
        return [HierarchyGraph.build(trace.after), TraceGraph.build(trace), TransitionGraph.build(events: recorder.events, everyValue: true)]
    }

    @Test("every hostile identifier stays in its label line, escaped, in hierarchy, trace and transition pictures")
    func identifiersStayInTheirLine() {
        let plain = Self.pictures("plain")
        for query in HostileText.fragments + [HostileText.fragments.joined()] {
            let graphs = Self.pictures(query)
            let shown = HostileText.shown("results_\(query)")
            for (graph, reference) in zip(graphs, plain) {
                let lines = graph.nodes.flatMap(\.label) + graph.edges.compactMap(\.label) + graph.clusters.map(\.label) + [graph.title ?? ""]
                #expect(!lines.contains { HostileText.hasRawControl($0) }, "\(graph.name) \(query.debugDescription)")
                #expect(graph.nodes.map(\.label.count) == reference.nodes.map(\.label.count), "\(graph.name) \(query.debugDescription)")
                #expect(DOTEmitter.dot(graph).split(separator: "\n").count == DOTEmitter.dot(reference).split(separator: "\n").count)
                #expect(MermaidEmitter.mermaid(graph).split(separator: "\n").count == MermaidEmitter.mermaid(reference).split(separator: "\n").count)
            }
            #expect(graphs[0].nodes[0].label.contains("stack: \(shown)"), "\(graphs[0].nodes[0].label)")
            #expect(graphs[2].nodes.contains { $0.label == ["SearchRoute.\(shown)"] }, "\(graphs[2].nodes.map(\.label))")
        }
    }
}
