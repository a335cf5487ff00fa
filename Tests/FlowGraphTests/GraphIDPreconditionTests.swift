import FlowGraph
import Foundation
import Testing

/// `Graph` ids are unique (its documented contract): the Mermaid emitter stops on a duplicate
/// with a message that names the id and the fix, rather than Dictionary's bare trap.
@Suite("Graph id preconditions")
struct GraphIDPreconditionTests {
    @Test("Mermaid: two nodes with one id stop the process with a message naming the id and the fix")
    func duplicateNodeID() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: {
                let node = Graph.Node(id: "twice", label: ["a"])
                _ = MermaidEmitter.mermaid(Graph(name: "doubled", nodes: [node, node]))
            })
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("graph 'doubled' has two Graph.Nodes with id 'twice'; give each Graph.Node an id of its own"))
    }

    @Test("Mermaid: two clusters with one id stop the process with a message naming the id and the fix")
    func duplicateClusterID() async throws {
        let result = try await #require(
            processExitsWith: .failure, observing: [\.standardErrorContent],
            performing: {
                let cluster = Graph.Cluster(id: "area", label: "Area")
                _ = MermaidEmitter.mermaid(Graph(name: "areas", clusters: [cluster, cluster]))
            })
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains("graph 'areas' has two Graph.Clusters with id 'area'; give each Graph.Cluster an id of its own"))
    }

    @Test("Mermaid: distinct ids are drawn as before")
    func distinctIDs() {
        let graph = Graph(name: "pair", nodes: [Graph.Node(id: "a", label: ["A"]), Graph.Node(id: "b", label: ["B"])], edges: [Graph.Edge(from: "a", to: "b")])
        #expect(
            MermaidEmitter.mermaid(graph) == """
                flowchart TD
                  n0("A")
                  n1("B")
                  n0 --> n1
                  style n0 stroke:#000000,color:#000000
                  style n1 stroke:#000000,color:#000000
                  linkStyle 0 stroke:#000000

                """)
    }
}
