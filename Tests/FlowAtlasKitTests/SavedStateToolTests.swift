import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

@testable import FlowAtlasKit

@Suite("Saved states in the tools")
struct SavedStateToolTests {
    /// The demo after the Ocean deep link, saved.
    static func savedAbyss() throws -> Data {
        let app = DemoScenarioApp()
        let root = app.makeRoot()
        _ = app.open(url: "flowatlas-demo://app/tabRoot", from: root, root: root)
        _ = app.open(url: "flowatlas-demo://ocean/abyss", from: root.visibleCoordinator, root: root)
        return try root.saveNavigation().json()
    }

    @Test("a restore: step puts a saved state into the app; a bad file is an error at its line")
    func restoreStep() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
            try Support.write(String(decoding: try Self.savedAbyss(), as: UTF8.self), to: snap.appendingPathComponent("scenarios/states/abyss.json"))
            try Support.write(
                "name: restored\nsteps:\n  - restore: states/abyss.json\n  - back\n  - snapshot: after-back\n",
                to: snap.appendingPathComponent("scenarios/restored.yaml"))
            let record = Kit.run(["record", "--snapshots", snap.path])
            #expect(record.status == 0, "\(record)")
            let reference = try Support.read(snap.appendingPathComponent("restored/after-back.txt"))
            #expect(reference.contains("current: OceanRoute.deep"), "\(reference)")

            try Support.write("{\"version\":1,\"root\":", to: snap.appendingPathComponent("scenarios/states/abyss.json"))
            let bad = Kit.run(["check", "--snapshots", snap.path])
            #expect(bad.status == 2, "\(bad)")
            #expect(bad.stderr.contains("restored.yaml:3:14: error: states/abyss.json: corrupted"), "\(bad.stderr)")
        }
    }

    @Test("trace --from-state starts from a saved state")
    func traceFromState() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let state = root.appendingPathComponent("abyss.json")
            try Support.write(String(decoding: try Self.savedAbyss(), as: UTF8.self), to: state)
            let result = Kit.run(["trace", "OceanRoute.surface", "--from-state", state.path, "--snapshots", snap.path])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("OceanRoute.surface"), "\(result.stdout)")
            #expect(result.stdout.contains("pop OceanCoordinator"), "smart back from the abyss: \(result.stdout)")
            try Support.write("not json", to: state)
            let bad = Kit.run(["trace", "OceanRoute.surface", "--from-state", state.path, "--snapshots", snap.path])
            #expect(bad.status == 2)
            #expect(bad.stderr.contains("cannot restore: corrupted"), "\(bad.stderr)")
        }
    }
}
