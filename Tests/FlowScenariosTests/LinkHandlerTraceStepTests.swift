import FlowAtlasTestSupport
import FlowCore
import FlowScenarios
import Testing

/// Issue 48, point 2: a scenario's `trace: { open: URL }` step of an app with its own link handler
/// records every navigation the handler performs, in order, as its checkpoint.
@Suite("Trace steps follow the app's link handler")
struct LinkHandlerTraceStepTests {
    static let app = LinkHandlerApp()

    static func run(_ yaml: String) throws -> ScenarioRun {
        ScenarioRunner(app: app).run(try ScenarioParser(apps: [app]).parse(yaml, file: "vault.yaml"))
    }

    @Test("the checkpoint is the handler's two navigations, then the tree it left")
    func twoNavigations() throws {
        let run = try Self.run(
            """
            name: share
            app: vault
            steps:
              - trace: { open: vault://item/share, snapshot: shared }
            """)
        #expect(run.passed, "\(run.failures)")
        #expect(run.traces.isEmpty, "no route(forURL:) trace in the handler's place")
        let checkpoint = try #require(run.checkpoints.first)
        #expect(checkpoint.handledLink?.navigations.count == 2)
        #expect(
            checkpoint.text.hasPrefix(
                "# flowatlas trace v1\n# scenario: share\n# checkpoint: shared\n\nopen(url: vault://item/share) from KeyVaultCoordinator#0"))
        #expect(checkpoint.text.contains("== navigation 2 of 2 ==\nnavigate(to: KeyVaultRoute.share)"), "\(checkpoint.text)")
        #expect(run.entries[0].outcome == "the app's link handler performed 2 navigations; trace share/shared.txt")
        #expect(run.finalTree == checkpoint.tree)
    }

    @Test("a dry run puts the tree back and reports no events; a handler that navigates nowhere says so")
    func dryRunAndNone() throws {
        let run = try Self.run(
            """
            name: dry
            app: vault
            steps:
              - trace: { open: vault://item/share, snapshot: planned, dryRun: true }
              - trace: { open: vault://ping, snapshot: ping }
            """)
        #expect(run.passed, "\(run.failures)")
        #expect(run.entries[0].events.isEmpty)
        #expect(run.checkpoints[0].tree == run.startTree)
        #expect(run.finalTree == run.startTree)
        #expect(run.entries[1].outcome == "the app's link handler performed no navigation; trace dry/ping.txt")
    }
}
