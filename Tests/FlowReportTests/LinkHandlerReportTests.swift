import FlowAtlasTestSupport
import FlowCore
import FlowScenarios
import Testing

@testable import FlowReport

/// Issue 48, point 2: the report's dry run of an `open` step of an app with its own link handler
/// shows every navigation the handler performs, in order, and leaves the step's own result alone.
@Suite("Report follows the app's link handler")
struct LinkHandlerReportTests {
    static let app = LinkHandlerApp()

    static func report(_ yaml: String) throws -> (ScenarioRun, ScenarioReport) {
        let scenario = try ScenarioParser(apps: [app]).parse(yaml, file: "vault.yaml")
        let run = ScenarioRunner(app: app).run(scenario, keepingTrees: true)
        return (run, try ScenarioReport.build(run, pictures: PictureTable()))
    }

    @Test("an open step's trace is the handler's two navigations, in order; its events are the step's alone")
    func openStep() throws {
        let (run, report) = try Self.report(
            """
            name: share
            app: vault
            steps:
              - open: vault://item/share
              - open: vault://ping
            """)
        #expect(run.passed, "\(run.failures)")
        let link = try #require(run.entries[0].handledLink)
        #expect(run.entries[0].trace == nil, "no route(forURL:) resolution in the handler's place")
        #expect(link.dryRun && link.navigations.count == 2)
        let lines = report.steps[0].trace
        #expect(lines.first == "open(url: vault://item/share) from KeyVaultCoordinator#0 through the app's link handler (dry run)", "\(lines)")
        #expect(lines.contains("result: returned true; the app's link handler performed 2 navigations"), "\(lines)")
        let first = try #require(lines.firstIndex(of: "== navigation 1 of 2 =="))
        let second = try #require(lines.firstIndex(of: "== navigation 2 of 2 =="))
        #expect(first < second)
        #expect(lines[first + 1] == "navigate(to: KeyVaultRoute.landing) from KeyVaultCoordinator#0", "\(lines)")
        #expect(lines[second + 1] == "navigate(to: KeyVaultRoute.share) from KeyVaultCoordinator#0", "\(lines)")
        // The step's events are those of the step, once: the dry run's are not among them.
        #expect(
            run.entries[0].events.map(\.description) == [
                "push KeyVaultCoordinator KeyVaultRoute.landing  [KeyVaultRoute.home -> KeyVaultRoute.landing]",
                "presentModal KeyVaultCoordinator ShareCoordinator KeyVaultRoute.share  [KeyVaultRoute.landing -> KeyVaultRoute.share]",
            ])
        #expect(report.steps[1].trace.contains("result: returned true; the app's link handler performed no navigation"), "\(report.steps[1].trace)")
    }
}
