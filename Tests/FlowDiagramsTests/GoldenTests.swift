import FlowAtlasTestSupport
import FlowDiagrams
import FlowGraph
import FlowSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// DOT and Mermaid goldens of the demo's diagrams, byte for byte, in `__Snapshots__/GoldenTests`.
/// Recorded like every reference of the tests: `SNAPSHOT_TESTING_RECORD=failed swift test --filter GoldenTests`
/// (refused when CI is set; see `ReferenceRecording`).
@Suite("Goldens")
struct GoldenTests {
    @Test("DOT of the main flow's hierarchy after login")
    func hierarchyMainDOT() {
        assertReference(of: HierarchyGraph.build(Fixtures.mainFlowTree()), as: .dot, named: "hierarchy-main")
    }

    @Test("Mermaid of the main flow's hierarchy after login")
    func hierarchyMainMermaid() {
        assertReference(of: HierarchyGraph.build(Fixtures.mainFlowTree()), as: .mermaid, named: "hierarchy-main")
    }

    @Test("DOT of the hierarchy at ocean-abyss's `abyss` checkpoint")
    func hierarchyOceanAbyssDOT() throws {
        let tree = try Fixtures.tree(scenario: "ocean-abyss", checkpoint: "abyss")
        assertReference(of: HierarchyGraph.build(tree), as: .dot, named: "hierarchy-ocean-abyss-abyss")
    }

    @Test("DOT of the transitions of every scenario in Snapshots/scenarios")
    func transitionsAllScenariosDOT() throws {
        let scenarios = try Fixtures.allScenarios()
        #expect(scenarios.count >= 20, "expected the demo's scenario files, found \(scenarios.map(\.name))")
        assertReference(of: TransitionGraph.build(events: Fixtures.events(of: scenarios)), as: .dot, named: "transitions-all-scenarios")
    }

    @Test("Recording goldens is refused when CI is set, and nothing is written")
    func recordingRefusedOnCI() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = [ReferenceRecording.variable: "all", "CI": "true"]
        #expect(ReferenceRecording.mode(environment) == .never)
        let failure = verifyReference(
            of: Graph(name: "empty"), as: .dot, named: "never-written", environment: environment,
            snapshotDirectory: folder.path, testName: "recordingRefusedOnCI")
        #expect(failure?.contains("New snapshot was not recorded because recording is disabled") == true, "\(failure ?? "passed")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(ReferenceRecording.mode([ReferenceRecording.variable: "all"]) == .all, "recording is only refused under CI")
    }

    @Test("A missing golden fails and says how to create it")
    func missingGoldenExplains() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = verifyReference(
            of: Graph(name: "empty"), as: .dot, named: "missing", environment: [:],
            snapshotDirectory: folder.path, testName: "missingGoldenExplains")
        #expect(failure?.contains("No reference was found on disk") == true, "\(failure ?? "passed")")
        #expect(failure?.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter missingGoldenExplains") == true, "\(failure ?? "passed")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("A mismatch fails with the first differing line, a diff command and how to regenerate")
    func mismatchMessage() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = HierarchyGraph.build(Fixtures.mainFlowTree())
        let reference = folder.appendingPathComponent("mismatch.hierarchy-main.dot")
        try Data(DOTEmitter.dot(graph).replacingOccurrences(of: "digraph", with: "digraph \"other\"").utf8).write(to: reference)
        let failure = try #require(
            verifyReference(
                of: graph, as: .dot, named: "hierarchy-main", environment: [:],
                snapshotDirectory: folder.path, testName: "mismatch"))
        #expect(failure.contains("does not match reference"), "\(failure)")
        #expect(failure.contains("@@ -1 +1 @@") || failure.contains("@@ -1,"), "the diff starts at the first differing line: \(failure)")
        #expect(failure.contains("-digraph \"other\""), "\(failure)")
        #expect(failure.contains("diff -u "), "\(failure)")
        #expect(failure.contains("SNAPSHOT_TESTING_RECORD=failed swift test"), "\(failure)")
    }

    @Test("A mismatch names the first differing line, escaped")
    func mismatchHint() throws {
        let (diff, _) = try #require(Diffing<String>.flowLines.diffV2("a\nb\nc\n", "a\nb \nc\n"))
        #expect(diff.contains("@@ -1,3 +1,3 @@"), "\(diff)")
        #expect(diff.contains("\n-b\n"), "\(diff)")
        #expect(diff.contains("\n+b·\n"), "trailing whitespace shows: \(diff)")
        let (shorter, _) = try #require(Diffing<String>.flowLines.diffV2("a\nb\n", "a\n"))
        #expect(shorter.contains("\n-b\n"), "\(shorter)")
    }

    /// An empty folder for a reference that must not be written into the repository.
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-goldens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
