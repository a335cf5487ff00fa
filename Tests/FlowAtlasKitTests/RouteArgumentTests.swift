import FlowAtlasTestSupport
import FlowCore
import FlowDemo
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

/// A route on the command line (`trace <route>`, `render --after`) is read as a scenario step's
/// route is: a declared `Type.identifier`, a deep-link URL, or a value in its Codable form.
@Suite("Routes as command-line arguments")
struct RouteArgumentTests {
    @Test("every declared route of the demo traces the same by name, by Codable form and by deep link")
    func everySpellingTracesTheSame() throws {
        for route in DemoScenarioApp().declaredRoutes {
            let byName = Kit.run(["trace", route.description, "--from", "top"])
            #expect(byName.status == 0 || byName.status == 1, "\(byName)")
            var spellings = [try #require(RouteReference(route, spelling: .value).yaml)]
            if let url = DemoDeepLinks.url(for: route.base) { spellings.append(url) }
            for spelling in spellings {
                let other = Kit.run(["trace", spelling, "--from", "top"])
                #expect(other.status == byName.status, "\(spelling): \(other)")
                #expect(other.stdout == byName.stdout, "\(spelling)")
            }
        }
    }

    @Test("trace takes a payload value with spaces, braces and a line break; the trace keeps its lines")
    func tracePayloadValue() {
        let plain = Kit.run(["trace", "{ SearchRoute: { results: { query: plain } } }"], apps: [SearchApp()])
        #expect(plain.status == 0, "\(plain)")
        let result = Kit.run(["trace", "{ SearchRoute: { results: { query: \"hello {world}\\n. x\" } } }"], apps: [SearchApp()])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("\nnavigate(to: SearchRoute.results_hello {world}\\n. x) from SearchCoordinator#0\n"), "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").count == plain.stdout.split(separator: "\n").count)
    }

    @Test("trace --from-state starts from a saved payload value with a line break and traces to another value")
    func traceFromSavedPayloadState() async throws {
        let root = SearchCoordinator()
        #expect(root.navigate(to: SearchRoute.results(query: "saved\nstate")))
        let saved = String(decoding: try root.saveNavigation().json(), as: UTF8.self)
        try await Support.withTemporaryDirectory { folder in
            let state = folder.appendingPathComponent("state.json")
            try Support.write(saved, to: state)
            let result = Kit.run(
                ["trace", "{ SearchRoute: { results: { query: \"next one\" } } }", "--from-state", state.path], apps: [SearchApp()])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("\n-SearchCoordinator<SearchRoute> root=home stack=[results_saved\\nstate]\n"), "\(result.stdout)")
            #expect(result.stdout.contains("\n+SearchCoordinator<SearchRoute> root=home stack=[results_saved\\nstate, results_next one]\n"), "\(result.stdout)")
        }
    }

    @Test("render --after takes a Codable value; a value that does not decode is exit 2 saying what was expected")
    func renderAfterValueAndBadValues() {
        let rendered = Kit.run(["render", "hierarchy", "--after", "{ AppRoute: tabRoot }", "--format", "dot"])
        #expect(rendered.status == 0, "\(rendered)")
        #expect(rendered.stdout.contains("MainTabCoordinator"), "\(rendered.stdout)")

        let bad = Kit.run(["trace", "{ BlueRoute: navy }"])
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.stderr.contains("error: cannot trace '{ BlueRoute: navy }': 1:14: BlueRoute value does not decode"), "\(bad.stderr)")
        #expect(bad.stderr.contains("(expected BlueRoute's Codable form"), "\(bad.stderr)")
        let unknown = Kit.run(["trace", "{ NavyRoute: deep }"])
        #expect(unknown.status == 2, "\(unknown)")
        #expect(unknown.stderr.contains("unknown route type 'NavyRoute' (expected one of AppRoute, BlueRoute"), "\(unknown.stderr)")
        let name = Kit.run(["render", "hierarchy", "--after", "BlueRoute.navy"])
        #expect(name.status == 2, "\(name)")
        #expect(name.stderr.contains("error: --after 'BlueRoute.navy': expected Type.identifier of a route of app 'demo'"), "\(name.stderr)")
    }
}
