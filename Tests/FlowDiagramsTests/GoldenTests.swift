import FlowAtlasTestSupport
import FlowDiagrams
import FlowGraph
import Foundation
import Testing

/// DOT and Mermaid goldens of the demo's diagrams, byte for byte.
/// Regenerate: `FLOWATLAS_RECORD_GOLDENS=1 swift test --filter FlowDiagramsTests` (refused when CI is set).
@Suite("Goldens")
struct GoldenTests {
    @Test("DOT of the main flow's hierarchy after login")
    func hierarchyMainDOT() {
        Golden.assertMatches(DOTEmitter.dot(HierarchyGraph.build(Fixtures.mainFlowTree())), golden: "hierarchy-main.dot")
    }

    @Test("Mermaid of the main flow's hierarchy after login")
    func hierarchyMainMermaid() {
        Golden.assertMatches(MermaidEmitter.mermaid(HierarchyGraph.build(Fixtures.mainFlowTree())), golden: "hierarchy-main.mmd")
    }

    @Test("DOT of the hierarchy at ocean-abyss's `abyss` checkpoint")
    func hierarchyOceanAbyssDOT() throws {
        let tree = try Fixtures.tree(scenario: "ocean-abyss", checkpoint: "abyss")
        Golden.assertMatches(DOTEmitter.dot(HierarchyGraph.build(tree)), golden: "hierarchy-ocean-abyss-abyss.dot")
    }

    @Test("DOT of the transitions of every scenario in Snapshots/scenarios")
    func transitionsAllScenariosDOT() throws {
        let scenarios = try Fixtures.allScenarios()
        #expect(scenarios.count >= 20, "expected the demo's scenario files, found \(scenarios.map(\.name))")
        Golden.assertMatches(DOTEmitter.dot(TransitionGraph.build(events: Fixtures.events(of: scenarios))),
                             golden: "transitions-all-scenarios.dot")
    }

    @Test("Recording goldens is refused when CI is set, and nothing is written")
    func recordingRefusedOnCI() {
        let name = "never-written-\(UUID().uuidString).dot"
        withKnownIssue {
            Golden.assertMatches("digraph {}\n", golden: name, environment: [Golden.recordVariable: "1", "CI": "true"])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Refusing to record golden") }
        }
        #expect(!FileManager.default.fileExists(atPath: Golden.folder.appendingPathComponent(name).path))
    }

    @Test("A missing golden fails and says how to create it")
    func missingGoldenExplains() {
        withKnownIssue {
            Golden.assertMatches("x\n", golden: "missing-\(UUID().uuidString).dot", environment: [:])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("FLOWATLAS_RECORD_GOLDENS=1") }
        }
    }

    @Test("A mismatch fails with the first differing line, a diff command and how to regenerate")
    func mismatchMessage() {
        withKnownIssue {
            Golden.assertMatches("digraph \"other\" {\n}\n", golden: "hierarchy-main.dot", environment: [:])
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.contains("Golden hierarchy-main.dot differs") && text.contains("First difference at line 1")
                && text.contains("diff -u ") && text.contains("FLOWATLAS_RECORD_GOLDENS=1 swift test")
        }
    }

    @Test("A mismatch names the first differing line, escaped")
    func mismatchHint() {
        let hint = Golden.firstDifference(expected: "a\nb\nc\n", actual: "a\nb \nc\n")
        #expect(hint.contains("line 2"))
        #expect(hint.contains(#" - "b""#))
        #expect(hint.contains(#" + "b ""#))
        let shorter = Golden.firstDifference(expected: "a\nb\n", actual: "a\n")
        #expect(shorter.contains("golden has 3 lines, actual 2"))
    }
}
