import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

/// A notes app whose compose screen keeps a draft: the user cannot swipe it away.
private enum DraftRoute: String, Route, CaseIterable { case notes, compose }

private final class DraftCoordinator: Coordinator<DraftRoute> {
    init() { super.init(router: Router(initial: .notes)) }
    override func canHandle(_ route: DraftRoute) -> Bool { true }
    override func canUserDismiss(_ route: DraftRoute) -> Bool { route != .compose }
}

private struct DraftApp: AtlasApp {
    var name: String { "draft" }
    func makeRoot() -> any AnyCoordinator { DraftCoordinator() }
}

/// `expectFailure` around an `open` whose URL the app does not take (`invalidURL`) and around
/// a gesture the app does not apply (`gestureRefused`): both written, both checked when run.
@Suite("expectFailure around refused URLs and gestures")
struct ExpectFailureRefusalTests {
    static func run(_ yaml: String, app: any AtlasApp = DemoScenarioApp()) throws -> ScenarioRun {
        ScenarioRunner(app: app).run(try ScenarioParser(apps: [app]).parse(yaml, file: "refusal.yaml"))
    }

    @Test("an open whose URL the app refuses passes as invalidURL, and nothing changes")
    func invalidURLPasses() throws {
        let run = try Self.run(
            "name: r\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n  - snapshot: before\n"
                + "  - expectFailure: { open: \"flowatlas-demo://nowhere/at-all\", error: invalidURL }\n  - snapshot: after\n")
        #expect(run.passed, "\(run.failures)")
        #expect(try run.tree(at: "before") == run.tree(at: "after"))
        #expect(run.entries[2].outcome.hasPrefix("failed as expected: "), "\(run.entries[2].outcome)")
        #expect(run.entries[2].outcome.contains("flowatlas-demo://nowhere/at-all"), "\(run.entries[2].outcome)")
    }

    @Test("invalidURL around a URL the app takes fails the run, at its line")
    func invalidURLOnAGoodLinkFails() throws {
        let run = try Self.run("name: r\nsteps:\n  - expectFailure: { open: flowatlas-demo://app/tabRoot, error: invalidURL }\n")
        #expect(
            run.failures == [
                "refusal.yaml:3:5: expectFailure invalidURL: open flowatlas-demo://app/tabRoot: expected to fail with invalidURL, but it succeeded"
            ])
    }

    @Test("outside expectFailure, or with another kind, a URL the app refuses is still bad input at its line")
    func unknownURLIsStillBadInput() {
        for step in ["open: flowatlas-demo://nowhere", "expectFailure: { open: flowatlas-demo://nowhere, error: navigationFailed }"] {
            let error = #expect(throws: ScenarioError.self) {
                try ScenarioParser(apps: [DemoScenarioApp()]).parse("name: r\nsteps:\n  - \(step)\n", file: "r.yaml")
            }
            #expect(error?.line == 3, "\(step)")
            #expect(error?.message.contains("(expected") == true, "\(step): \(String(describing: error))")
        }
    }

    @Test("a swipe back the app refuses (canUserDismiss) passes as gestureRefused, and the screen stays")
    func refusedGesturePasses() throws {
        let yaml = "name: r\nsteps:\n  - navigate: DraftRoute.compose\n  - expectFailure: { swipe-back, error: gestureRefused }\n  - snapshot: kept\n"
        let run = try Self.run(yaml, app: DraftApp())
        #expect(run.passed, "\(run.failures)")
        #expect(try run.tree(at: "kept").outline.contains("DraftCoordinator<DraftRoute> root=notes stack=[compose]"))
    }

    @Test("gestureRefused around a gesture the app applies fails the run")
    func appliedGestureFails() throws {
        let run = try Self.run(
            "name: r\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n  - selectTab: 2\n  - navigate: DeepBlueRoute.level3\n  - expectFailure: { swipe-back, error: gestureRefused }\n"
        )
        #expect(run.failures == ["refusal.yaml:6:5: expectFailure gestureRefused: swipe-back: expected to fail with gestureRefused, but it succeeded"])
    }

    @Test("a kind the wrapped step can never fail with is bad input naming the step it is for")
    func kindForAnotherStepIsBadInput() {
        let cases = [
            (
                "expectFailure: { navigate: OceanRoute.abyss, error: gestureRefused }",
                "'gestureRefused' is for a user's step (swipe-back, back-to, dismiss, tap-tab)"
            ),
            ("expectFailure: { swipe-back, error: invalidURL }", "'invalidURL' is for an open step whose URL the app does not take"),
        ]
        for (step, says) in cases {
            let error = #expect(throws: ScenarioError.self) {
                try ScenarioParser(apps: [DemoScenarioApp()]).parse("name: r\nsteps:\n  - \(step)\n", file: "r.yaml")
            }
            #expect(error?.message.hasPrefix(says) == true, "\(String(describing: error))")
        }
    }
}
