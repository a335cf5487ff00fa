import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowScenarioTesting
import FlowScenarios
import Foundation
import Testing

@Suite("Scenarios inside swift test (FlowScenarioTesting)")
struct ScenarioTestingTests {
    @Test("a folder whose references match records no issue")
    func matchingFolderPasses() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let summary = checkScenarios(of: DemoScenarioApp(), snapshots: snap.path, environment: [:])
            #expect(summary.scenarios == 1)
            #expect(summary.snapshots == 4)
            #expect(summary.mismatches.isEmpty)
        }
    }

    @Test("a changed reference is an issue at the scenario file's line, with the diff, and leaves a pending file")
    func mismatchIsAnIssueAtTheScenarioLine() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let reference = snap.appendingPathComponent("ocean-abyss/abyss.txt")
            try Support.write(
                try Support.read(reference).replacingOccurrences(of: "current: OceanRoute.abyss", with: "current: OceanRoute.deep"), to: reference)
            var summary = ScenarioCheckSummary()
            withKnownIssue {
                summary = checkScenarios(of: DemoScenarioApp(), snapshots: snap.path, environment: [:])
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return issue.sourceLocation?.fileName == "ocean-abyss.yaml" && issue.sourceLocation?.line == 8
                    && text.contains("-current: OceanRoute.deep") && text.contains("+current: OceanRoute.abyss")
            }
            #expect(summary.mismatches == ["ocean-abyss/abyss"])
            #expect(FileManager.default.fileExists(atPath: reference.path + ".new"))
        }
    }

    @Test("FLOWATLAS_RECORD=all writes references; under CI it is refused and writes nothing")
    func recordModes() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withReferences: false)
            let before = Support.contents(of: snap)
            withKnownIssue {
                checkScenarios(of: DemoScenarioApp(), snapshots: snap.path, environment: ["CI": "true", "FLOWATLAS_RECORD": "all"])
            } matching: {
                $0.comments.map(\.rawValue).joined().contains("refusing to record snapshots because CI is set")
            }
            #expect(Support.contents(of: snap) == before)

            var summary = ScenarioCheckSummary()
            withKnownIssue {
                summary = checkScenarios(of: DemoScenarioApp(), snapshots: snap.path, environment: ["FLOWATLAS_RECORD": "all"])
            } matching: {
                $0.comments.map(\.rawValue).joined().contains("recorded ")
            }
            #expect(summary.recorded.count == 4)
            #expect(checkScenarios(of: DemoScenarioApp(), snapshots: snap.path, environment: [:]).mismatches.isEmpty)
        }
    }
}
