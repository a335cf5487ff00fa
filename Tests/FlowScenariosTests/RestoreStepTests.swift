import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

/// `expectFailure` around `restore:` (issue 22, point 5): a restore failure has a kind the
/// scenario can name, and only kinds the step can fail with are accepted.
@Suite("Adversarial: expectFailure around restore")
struct RestoreStepTests {
    static let app = DemoScenarioApp()

    /// The demo after the Ocean deep link, saved, as JSON text.
    static func savedAbyss() throws -> String {
        let root = app.makeRoot()
        _ = app.open(url: "flowatlas-demo://app/tabRoot", from: root, root: root)
        _ = app.open(url: "flowatlas-demo://ocean/abyss", from: root.visibleCoordinator, root: root)
        return String(decoding: try root.saveNavigation().json(), as: UTF8.self)
    }

    /// Damaged copies of the saved Ocean state, each failing one way when restored.
    static func damaged(_ kind: ScenarioErrorKind, _ text: String) -> String {
        switch kind {
        case .mismatch: text.replacingOccurrences(of: "\"coordinator\":\"OceanCoordinator\"", with: "\"coordinator\":\"GoneCoordinator\"")
        case .unknownRoute: text.replacingOccurrences(of: #""abyss""#, with: #""mariana""#)
        case .invalidState: text.replacingOccurrences(of: "\"context\":\"root\"", with: "\"context\":\"pushed\"")
        default: text
        }
    }

    /// Runs `yaml` (file `scenarios/s.yaml` beside `states/`) on the demo.
    static func run(_ yaml: String, states: [String: String]) async throws -> ScenarioRun {
        try await Support.withTemporaryDirectory { root in
            for (name, text) in states { try Support.write(text, to: root.appendingPathComponent("states/\(name)")) }
            let file = root.appendingPathComponent("s.yaml")
            let scenario = try ScenarioParser(apps: [app]).parse(yaml, file: file.path)
            return ScenarioRunner(app: app).run(scenario)
        }
    }

    @Test(
        "expectFailure names a restore failure: mismatch, unknownRoute and invalidState pass, and the app is unchanged",
        arguments: [ScenarioErrorKind.mismatch, .unknownRoute, .invalidState])
    func restoreKindsPass(kind: ScenarioErrorKind) async throws {
        let text = try Self.savedAbyss()
        let bad = Self.damaged(kind, text)
        #expect(bad != text)
        let run = try await Self.run(
            "name: r\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n  - snapshot: before\n  - expectFailure: { restore: states/bad.json, error: \(kind) }\n  - snapshot: after\n",
            states: ["bad.json": bad])
        #expect(run.passed, "\(run.transcript)")
        #expect(run.checkpoints[0].tree == run.checkpoints[1].tree, "a failed restore changes nothing")
    }

    @Test("expectFailure around restore fails the run with another kind, or when the restore succeeds, saying so")
    func restoreKindsFail() async throws {
        let text = try Self.savedAbyss()
        let wrongKind = try await Self.run(
            "name: r\nsteps:\n  - expectFailure: { restore: states/bad.json, error: mismatch }\n", states: ["bad.json": Self.damaged(.invalidState, text)])
        #expect(!wrongKind.passed)
        #expect(wrongKind.failures.first?.contains("expected mismatch, got invalidState") == true, "\(wrongKind.failures)")
        let succeeded = try await Self.run("name: r\nsteps:\n  - expectFailure: { restore: states/good.json, error: mismatch }\n", states: ["good.json": text])
        #expect(!succeeded.passed)
        #expect(succeeded.failures.first?.contains("expected to fail with mismatch, but it succeeded") == true, "\(succeeded.failures)")
    }

    @Test(
        "a kind the step can never fail with is refused at its line: navigation kinds around restore, restore kinds around navigate, corrupted and newerFormat",
        arguments: [
            (
                "restore: states/good.json, error: navigationFailed",
                "is a navigation error, and a restore step never fails with it (expected one of notCodable,"
            ),
            (
                "navigate: UnhandledRoute.invalidRoute, error: mismatch",
                "is a restore failure, and only a restore step fails with it (expected one of navigationFailed,"
            ),
            ("restore: states/good.json, error: corrupted", "a corrupted file is found when the scenario is read"),
            ("restore: states/good.json, error: newerFormat", "a newerFormat file is found when the scenario is read"),
            ("restore: states/good.json, error: boom", "unknown error kind 'boom' (expected one of notCodable, unknownRoute, mismatch,"),
        ])
    func impossibleKinds(step: String, message: String) async throws {
        let text = try Self.savedAbyss()
        try await Support.withTemporaryDirectory { root in
            try Support.write(text, to: root.appendingPathComponent("states/good.json"))
            let yaml = "name: r\nsteps:\n  - expectFailure: { \(step) }\n"
            let error = #expect(throws: ScenarioError.self) {
                try ScenarioParser(apps: [Self.app]).parse(yaml, file: root.appendingPathComponent("s.yaml").path)
            }
            #expect(error?.message.contains(message) == true, "\(String(describing: error))")
            #expect(error?.line == 3)
            #expect(error?.message.contains("(expected") == true)
        }
    }

    @Test("every navigation error code and every restore failure has a scenario error kind of the same name")
    func kindsCoverBoth() {
        for code in NavigationError.Code.allCases { #expect(ScenarioErrorKind(code).navigationCode == code, "\(code)") }
        for kind in NavigationRestoreError.Kind.allCases { #expect(ScenarioErrorKind(kind).restoreKind == kind, "\(kind)") }
        // And the two refusals, which are neither (`invalidURL`, `gestureRefused`).
        #expect(ScenarioErrorKind.allCases.count == NavigationError.Code.allCases.count + NavigationRestoreError.Kind.allCases.count + 2)
    }
}
