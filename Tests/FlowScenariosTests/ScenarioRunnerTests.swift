import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowScenarios
import FlowText
import Foundation
import Testing

/// Running scenarios in process: expectations, snapshots, determinism.
@Suite("Scenario runner")
struct ScenarioRunnerTests {
    @Test("ocean-abyss passes and produces exactly the committed references")
    func oceanAbyssMatchesReferences() throws {
        let url = Support.committedSnapshots.appendingPathComponent("scenarios/ocean-abyss.yaml")
        let run = Support.runner.run(try Support.scenario(try Support.read(url)))
        #expect(run.passed, "\(run.failures)")
        #expect(run.snapshots.map(\.checkpoint) == Support.oceanAbyssCheckpoints)
        for (checkpoint, text) in run.snapshots {
            let reference = try Support.read(Support.committedSnapshots.appendingPathComponent("ocean-abyss/\(checkpoint).txt"))
            #expect(text == reference, "\(checkpoint)")
        }
    }

    @Test("an expectFailure whose inner step succeeds fails the run")
    func expectFailureThatSucceeds() throws {
        let run = Support.runner.run(
            try Support.scenario(
                """
                name: wrong-expectation
                steps:
                  - open: flowatlas-demo://app/tabRoot
                  - expectFailure: { navigate: OceanRoute.abyss, error: navigationFailed }
                  - snapshot: after
                """, file: "wrong.yaml"))
        #expect(!run.passed)
        #expect(run.entries.map(\.passed) == [true, false, true])
        #expect(
            run.failures == [
                "wrong.yaml:4:5: expectFailure navigationFailed: navigate OceanRoute.abyss: expected to fail with navigationFailed, but it succeeded"
            ])
    }

    @Test("an expectFailure that fails with another error kind fails the run")
    func expectFailureWithAnotherKind() throws {
        let run = Support.runner.run(
            try Support.scenario(
                """
                name: wrong-kind
                steps:
                  - open: flowatlas-demo://app/tabRoot
                  - expectFailure: { navigate: UnhandledRoute.invalidRoute, error: invalidTabIndex }
                """, file: "kind.yaml"))
        #expect(!run.passed)
        let failure = try #require(run.failures.first)
        #expect(failure.hasPrefix("kind.yaml:4:5: "))
        #expect(failure.contains("expected invalidTabIndex, got navigationFailed"))
    }

    @Test("an expectFailure that holds passes the run")
    func expectFailureThatHolds() throws {
        let run = Support.runner.run(
            try Support.scenario(
                """
                name: holds
                steps:
                  - open: flowatlas-demo://app/tabRoot
                  - navigate: GreenRoute.lightGreen
                  - snapshot: before
                  - expectFailure: { navigate: UnhandledRoute.invalidRoute, error: navigationFailed }
                  - expectFailure: { navigate: BlueRoute.invalidView, error: viewCreationFailed }
                  - snapshot: after
                """))
        #expect(run.passed, "\(run.failures)")
        #expect(run.snapshots.count == 2)
        #expect(run.snapshots[1].text.contains("stack: BlueRoute.blue > BlueRoute.invalidView !viewCreationFailed\n"))
    }

    @Test(
        "a plain step that fails fails the run",
        arguments: [
            "  - navigate: UnhandledRoute.invalidRoute",
            "  - navigate: BlueRoute.invalidView",
            "  - dismissModal",
            "  - dismissDetour",
        ])
    func plainStepThatFails(_ step: String) throws {
        let run = Support.runner.run(
            try Support.scenario("name: plain\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n\(step)\n  - snapshot: end\n", file: "plain.yaml"))
        #expect(!run.passed)
        #expect(run.entries.map(\.passed) == [true, false, true])
        let failure = try #require(run.failures.first)
        #expect(failure.hasPrefix("plain.yaml:4:5: "), "\(failure)")
        #expect(failure.contains("failed"))
        #expect(run.transcript.contains("failed"))
    }

    @Test("the same scenario run twice gives byte-identical snapshots")
    func deterministicInProcess() throws {
        let url = Support.committedSnapshots.appendingPathComponent("scenarios/ocean-abyss.yaml")
        let scenario = try Support.scenario(try Support.read(url))
        let first = Support.runner.run(scenario).snapshots
        let second = Support.runner.run(scenario).snapshots
        #expect(first.map(\.checkpoint) == second.map(\.checkpoint))
        #expect(first.map { Data($0.text.utf8) } == second.map { Data($0.text.utf8) })
        // The two identical navigations inside the scenario also agree, header aside.
        let abyss = first.first { $0.checkpoint == "abyss" }?.text.replacingOccurrences(of: "checkpoint: abyss\n", with: "")
        let again = first.first { $0.checkpoint == "abyss-again" }?.text.replacingOccurrences(of: "checkpoint: abyss-again\n", with: "")
        #expect(abyss != nil && abyss == again)
    }
}
