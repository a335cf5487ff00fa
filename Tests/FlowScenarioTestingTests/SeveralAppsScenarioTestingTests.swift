import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowScenarioTesting
import FlowScenarios
import Foundation
import Testing

@Suite("Scenarios of several apps inside swift test (FlowScenarioTesting)")
struct SeveralAppsScenarioTestingTests {
    /// A snapshot folder holding one scenario of the demo app and one of the gate app.
    static func twoAppFolder(in root: URL) throws -> URL {
        let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
        try Support.write(
            "name: demo-start\napp: demo\nsteps:\n  - snapshot: start\n", to: snap.appendingPathComponent("scenarios/demo-start.yaml"))
        try Support.write(
            "name: gate-home\napp: gate\nsteps:\n  - open: gate://home\n  - snapshot: home\n",
            to: snap.appendingPathComponent("scenarios/gate-home.yaml"))
        return snap
    }

    @Test("two apps' scenarios in one folder are each checked on their own app, as flowatlas check does")
    func twoAppsInOneFolder() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Self.twoAppFolder(in: root)
            let apps: [any AtlasApp] = [DemoScenarioApp(), GateApp()]
            withKnownIssue {
                checkScenarios(of: apps, snapshots: snap.path, record: .all, environment: [:])
            } matching: {
                $0.comments.map(\.rawValue).joined().contains("recorded ")
            }
            #expect(try Support.read(snap.appendingPathComponent("gate-home/home.txt")).contains("HomeCoordinator<HomeRoute>"))
            let summary = checkScenarios(of: apps, snapshots: snap.path, environment: [:])
            #expect(summary.scenarios == 2)
            #expect(summary.snapshots == 2)
            #expect(summary.mismatches.isEmpty && summary.failedScenarios.isEmpty)
            // `app:` picks one app's scenarios, as `--app` does.
            #expect(checkScenarios(of: apps, app: "gate", snapshots: snap.path, environment: [:]).scenarios == 1)
        }
    }

    @Test("an unknown app name, or one app for a folder of two, is an issue naming the known apps")
    func unknownAppIsAnIssue() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Self.twoAppFolder(in: root)
            withKnownIssue {
                checkScenarios(of: [DemoScenarioApp(), GateApp()], app: "mail", snapshots: snap.path, environment: [:])
            } matching: {
                $0.comments.map(\.rawValue).joined() == "error: unknown app 'mail' (expected one of demo, gate)"
            }
            // The one-app spelling still works, and still refuses the other app's scenario.
            withKnownIssue {
                checkScenarios(of: DemoScenarioApp(), snapshots: snap.path, environment: [:])
            } matching: {
                let text = $0.comments.map(\.rawValue).joined()
                return text.contains("gate-home.yaml") && text.contains("unknown app 'gate' (expected one of demo)")
            }
        }
    }
}
