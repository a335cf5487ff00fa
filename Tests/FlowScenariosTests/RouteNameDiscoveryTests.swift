import FlowAtlasTestSupport
import FlowCore
import FlowScenarios
import Testing

/// Scenario files name the routes discovery finds behind flow changes and the payload-free cases
/// of Codable enums, and an unknown name says which sample to add (issue 48, point 6).
@Suite("Route names and discovery in scenario files")
struct RouteNameDiscoveryTests {
    @Test("a scenario names a payload-free case found behind a flow change, with no sample of it, and runs")
    func payloadFreeCaseBehindFlowChange() throws {
        let yaml = """
            name: switcher
            steps:
              - navigate: { AccountsRoute: { unlocked: { userId: bob } } }
              - navigate: VaultRoute.viewProfileSwitcher
              - snapshot: switcher
            """
        let scenario = try ScenarioParser(apps: [AccountsApp()]).parse(yaml, file: "switcher.yaml")
        #expect(scenario.steps[1].kind.description == "navigate VaultRoute.viewProfileSwitcher")
        let run = ScenarioRunner(app: AccountsApp()).run(scenario)
        #expect(run.passed, "\(run.failures)")
        #expect(try run.tree(at: "switcher").outline.contains("presented=viewProfileSwitcher"))
    }

    @Test("an unknown case of a type that is not Codable says, on one line, which sample to add")
    func unknownCaseNamesTheSample() {
        let error = #expect(throws: ScenarioError.self) {
            try ScenarioParser(apps: [AccountsApp()]).parse("name: x\nsteps:\n  - navigate: SendRoute.share\n", file: "x.yaml")
        }
        #expect(error?.line == 3)
        #expect(
            error?.message
                == "unknown route 'SendRoute.share' (SendRoute is known, with compose; it is not Codable, so a route no tree shows is known only as a sample: add the SendRoute whose identifier is 'share' (e.g. AnyRoute(SendRoute.share)) to your adapter's routeSamples (ExplorableApp))",
            "\(error?.message ?? "")")
        #expect(error?.message.contains("\n") == false)
    }

    @Test("an unknown name of a Codable type says it is no payload-free case, and which sample names a payload case")
    func unknownNameOfCodableType() {
        let error = #expect(throws: ScenarioError.self) {
            try ScenarioParser(apps: [AccountsApp()]).parse("name: x\nsteps:\n  - navigate: LockRoute.unlock_bob\n", file: "x.yaml")
        }
        #expect(
            error?.message.hasPrefix(
                "unknown route 'LockRoute.unlock_bob' (expected one of LockRoute's unlock_carol, or any LockRoute value in its Codable form, such as { LockRoute: {\"unlock\":{\"userId\":\"carol\"}} }; 'unlock_bob' is no payload-free case of LockRoute: to name a route with a payload by its identifier, add the LockRoute whose identifier is 'unlock_bob' to your adapter's routeSamples (ExplorableApp))"
            ) == true, "\(error?.message ?? "")")
    }

    @Test("a wrong case of a CaseIterable type lists its cases and asks for no sample; an unknown type says how a type becomes known")
    func noSampleForCaseIterable() {
        let parser = ScenarioParser(apps: [AccountsApp()])
        let wrongCase = #expect(throws: ScenarioError.self) {
            try parser.parse("name: x\nsteps:\n  - navigate: ProfileRoute.nowhere\n", file: "x.yaml")
        }
        #expect(
            wrongCase?.message == "unknown route 'ProfileRoute.nowhere' (expected one of ProfileRoute's switcher, addAccount)", "\(wrongCase?.message ?? "")")
        let unknownType = #expect(throws: ScenarioError.self) {
            try parser.parse("name: x\nsteps:\n  - navigate: TrashRoute.bin\n", file: "x.yaml")
        }
        #expect(
            unknownType?.message
                == "unknown route 'TrashRoute.bin' (expected Type.identifier of a declared route; types: AccountsRoute, LockRoute, ProfileRoute, SendRoute, VaultRoute; a route type no tree shows is known once your adapter's routeSamples (ExplorableApp) has one of its routes)",
            "\(unknownType?.message ?? "")")
    }
}
