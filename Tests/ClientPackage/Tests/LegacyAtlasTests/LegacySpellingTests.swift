import FlowCore
import FlowScenarios
import LegacyAtlas
import Testing

/// A package written against the old names still builds, and the tools still hear every member
/// its `ScenarioApp` implements (each one is now found through its optional protocol).
@Suite("Client app: the adapter's old spelling")
struct LegacySpellingTests {
    @Test("an app conforming to ScenarioApp is heard through every optional protocol")
    func membersAreHeard() {
        let app: any AtlasApp = legacyApps[0]
        #expect(app.route(forURL: "garden://roses") == AnyRoute(GardenRoute.roses))
        #expect(app.problem(withURL: "garden://nowhere") != nil)
        #expect(app.declaredRoutes.map(\.description) == ["GardenRoute.beds", "GardenRoute.roses", "GardenRoute.tulips"])
        #expect(app.overview == "A garden kept with the old adapter.")
        #expect(app.detourNames.isEmpty)
    }

    @Test("a scenario runs on it through the old entry points")
    func scenarioRuns() throws {
        let yaml = """
            name: garden-walk
            steps:
              - open: garden://tulips
              - snapshot: tulips
            """
        let scenario = try ScenarioParser(apps: legacyApps).parse(yaml, file: "garden-walk.yaml")
        let run = ScenarioRunner(apps: legacyApps).run(scenario)
        #expect(run.passed, "\(run.failures)")
        #expect(try run.tree(at: "tulips").outline.contains("stack=[tulips]"))
        #expect(try ScenarioApps(legacyApps).select(nil).name == "garden")
    }
}
