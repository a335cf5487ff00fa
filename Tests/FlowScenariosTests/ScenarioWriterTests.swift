import FlowAtlasTestSupport
import FlowDemoScenarios
import Testing

@testable import FlowScenarios

/// `ScenarioWriter`: what it writes reads back as the same scenario.
@Suite("Scenario writer")
struct ScenarioWriterTests {
    @Test("every committed scenario reads back as itself after writing (steps, names, summary, app)")
    func committedScenariosRoundTrip() throws {
        let scenarios = try Fixtures.allScenarios()
        #expect(scenarios.count > 20)
        for scenario in scenarios {
            let yaml = try ScenarioWriter.yaml(scenario)
            let again = try ScenarioParser(apps: [DemoScenarioApp()]).parse(yaml, file: scenario.file)
            #expect(again.name == scenario.name)
            #expect(again.app == scenario.app)
            #expect(again.summary == scenario.summary)
            #expect(again.steps.map(\.kind) == scenario.steps.map(\.kind), "\(scenario.name)")
        }
    }

    @Test("values that YAML would read as something else are quoted: a summary with ': ' or '#', a URL, a tab titled 'true'")
    func quotesWhatWouldNotReadBack() throws {
        let scenario = Scenario(
            name: "quoted", app: "demo", summary: "a: b # not a comment, \"quoted\" and {braces}",
            steps: [
                ScenarioStep(.perform(.open(url: "flowatlas-demo://app/tabRoot", from: .top))),
                ScenarioStep(.perform(.user(.tapTab(.title("true"))))),
                ScenarioStep(.perform(.navigate(to: PurpleRouteFixture.result, from: .visible))),
                ScenarioStep(.expectFailure(.selectTab(9), error: .invalidTabIndex)),
            ])
        let yaml = try ScenarioWriter.yaml(scenario)
        #expect(yaml.contains("summary: \"a: b # not a comment, \\\"quoted\\\" and {braces}\""))
        #expect(yaml.contains("  - expectFailure: { selectTab: 9, error: invalidTabIndex }"))
        let again = try ScenarioParser(apps: [DemoScenarioApp()]).parse(yaml, file: "quoted.yaml")
        #expect(again.summary == scenario.summary)
        #expect(again.steps.map(\.kind) == scenario.steps.map(\.kind))
    }

    @Test("expectFailure around a bare step is written as a key without a value and reads back as itself")
    func writesExpectFailureAroundABareStep() throws {
        let scenario = Scenario(
            name: "bare", app: "demo",
            steps: [
                ScenarioStep(.expectFailure(.back, error: .navigationFailed)),
                ScenarioStep(.expectFailure(.user(.swipeBack), error: .gestureRefused)),
                ScenarioStep(.expectFailure(.open(url: "flowatlas-demo://nowhere", from: .visible), error: .invalidURL)),
            ])
        let yaml = try ScenarioWriter.yaml(scenario)
        #expect(yaml.contains("  - expectFailure: { back, error: navigationFailed }\n"))
        #expect(yaml.contains("  - expectFailure: { swipe-back, error: gestureRefused }\n"))
        #expect(yaml.contains("  - expectFailure: { open: \"flowatlas-demo://nowhere\", error: invalidURL }\n"))
        let again = try ScenarioParser(apps: [DemoScenarioApp()]).parse(yaml, file: "bare.yaml")
        #expect(again.steps.map(\.kind) == scenario.steps.map(\.kind))
    }

    @Test("a payload string with YAML and HTML syntax travels as a value and reads back unchanged")
    func hostilePayloadRoundTrips() throws {
        let app = SearchApp(name: "search-writer")
        let query = "<img src=x onerror=alert(1)>: - [a, b] # \"q\" 'x' \n next"
        let route = RouteReference(SearchRoute.results(query: query), spelling: .value)
        let scenario = Scenario(name: "payload", app: app.name, steps: [ScenarioStep(.perform(.navigate(to: route, from: .top)))])
        let yaml = try ScenarioWriter.yaml(scenario)
        #expect(yaml.split(separator: "\n").count == 4, "one line per step: \(yaml)")
        let again = try ScenarioParser(apps: [app]).parse(yaml, file: "payload.yaml")
        #expect(again.steps.map(\.kind) == scenario.steps.map(\.kind))
    }
}

/// A declared route with a payload (`PurpleRoute.result(success: true)`), by name.
private enum PurpleRouteFixture {
    static var result: RouteReference {
        let route = DemoScenarioApp().declaredRoutes.first { $0.description == "PurpleRoute.result_true" }!
        return RouteReference(route)
    }
}
