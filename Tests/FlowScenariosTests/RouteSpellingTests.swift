import FlowAtlasTestSupport
import FlowCore
import FlowDemo
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

/// Whatever validation accepts, the run does: every declared route of the demo, in every spelling
/// a scenario may use, in every step that takes a route, does what navigating to the route itself
/// does (never "unknown route").
@Suite("Route spellings")
struct RouteSpellingTests {
    static let app = DemoScenarioApp()

    /// Every way a scenario file may name `route`: `Type.identifier` (plain when YAML reads it back
    /// plain, and quoted), and its Codable form (as a String-raw enum writes it, `{ BlueRoute: lightBlue }`,
    /// quoted, and as JSON).
    static func spellings(of route: AnyRoute) -> [String] {
        var spellings = [RouteReference(route).yaml ?? "", HostileText.yamlQuoted(route.description)]
        if let raw = (route.base as? any RawRepresentable)?.rawValue as? String {
            if raw.allSatisfy({ $0.isLetter || $0.isNumber }) { spellings.append("{ \(route.typeName): \(raw) }") }
            spellings.append("{ \(route.typeName): \(HostileText.yamlQuoted(raw)) }")
        }
        if let yaml = RouteReference(route, spelling: .value).yaml { spellings.append(yaml) }
        return spellings
    }

    /// Each step that takes a route, around spelling `route`, with the step's starting point.
    static func steps(_ route: String, expecting error: (ScenarioEntry) -> NavigationError.Code?) -> [(step: String, entry: ScenarioEntry)] {
        let (visible, top) = (error(.visible)?.rawValue ?? "navigationFailed", error(.top)?.rawValue ?? "navigationFailed")
        return [
            ("navigate: \(route)", .visible),
            ("navigate: { route: \(route) }", .visible),
            ("navigate: { route: \(route), from: visible }", .visible),
            ("navigate: { route: \(route), from: top }", .top),
            ("navigate: { from: top, route: \(route) }", .top),
            ("trace: { navigate: \(route), snapshot: traced }", .visible),
            ("trace: { navigate: \(route), snapshot: traced, from: top }", .top),
            ("expectFailure: { navigate: \(route), error: \(visible) }", .visible),
            ("expectFailure: { navigate: { route: \(route), from: top }, error: \(top) }", .top),
        ]
    }

    /// What navigating to `route` itself does after `prelude`: the tree after, what it returned, the first error.
    static func direct(_ route: AnyRoute, from entry: ScenarioEntry, app: any AtlasApp, prelude: AnyRoute?) -> (
        tree: NavigationTree, returned: Bool, error: NavigationError.Code?
    ) {
        let root = app.makeRoot()
        if let prelude { _ = root.navigate(to: prelude) }
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        let returned = (entry == .top ? root : root.visibleCoordinator).navigate(to: route)
        return (root.captureTree(), returned, recorder.errors.first?.kind.code)
    }

    /// Runs every declared route of `app` in every spelling and step after navigating to `prelude`
    /// from the top; returns how many steps ran and the route types written in their Codable form.
    static func runEverySpelling(of app: any AtlasApp, prelude: AnyRoute?) -> (checked: Int, typesWithValueForm: Set<String>) {
        let parser = ScenarioParser(apps: [app])
        let runner = ScenarioRunner(app: app)
        var checked = 0
        var typesWithValueForm: Set<String> = []
        let start = prelude.map { "  - navigate: { route: \(RouteReference($0).yaml ?? ""), from: top }\n" } ?? ""
        for route in app.declaredRoutes {
            let expected = [
                ScenarioEntry.visible: direct(route, from: .visible, app: app, prelude: prelude), .top: direct(route, from: .top, app: app, prelude: prelude),
            ]
            for spelling in spellings(of: route) {
                if spelling.hasPrefix("{") { typesWithValueForm.insert(route.typeName) }
                for (step, entry) in steps(spelling, expecting: { expected[$0]!.error }) {
                    let yaml = "name: spelling\nsteps:\n\(start)  - \(step)\n"
                    let scenario: Scenario
                    do {
                        scenario = try parser.parse(yaml, file: "spelling.yaml")
                    } catch {
                        Issue.record("\(step): refused: \(error)")
                        continue
                    }
                    let run = runner.run(scenario)
                    let (tree, returned, error) = expected[entry]!
                    let outcome = run.entries.last?.outcome ?? ""
                    #expect(!outcome.contains("unknown route") && !outcome.contains("names no route"), "\(step): \(outcome)")
                    #expect(run.finalTree == tree, "\(step): \(outcome)")
                    if step.hasPrefix("expectFailure") {
                        // It passes exactly when the route itself reports an error; else it says the step succeeded.
                        #expect(run.passed == (error != nil), "\(step): \(outcome)")
                        if returned, error == nil { #expect(outcome.hasSuffix("but it succeeded"), "\(step): \(outcome)") }
                    } else if step.hasPrefix("trace") {
                        #expect(run.traces.first?.trace.resolution.route == RouteValue(route), "\(step)")
                    } else {
                        #expect(run.passed == (returned && error == nil), "\(step): \(outcome)")
                    }
                    checked += 1
                }
            }
        }
        return (checked, typesWithValueForm)
    }

    @Test("every declared route of the demo, in every accepted spelling and every step that takes a route, runs as the route itself")
    func everySpellingRuns() throws {
        let (checked, typesWithValueForm) = Self.runEverySpelling(of: Self.app, prelude: AnyRoute(AppRoute.tabRoot))
        // 11 route types, each also in its Codable form; every route in at least 4 spellings × 9 steps.
        #expect(Set(Self.app.declaredRoutes.map(\.typeName)) == typesWithValueForm)
        #expect(typesWithValueForm.count == 11)
        #expect(checked >= Self.app.declaredRoutes.count * 4 * 9)
    }

    @Test("declared routes named with spaces, braces, quotes, line breaks and escape sequences run in every spelling, and show escaped")
    func oddDeclaredNamesRun() throws {
        let app = OddNamesApp()
        let (checked, typesWithValueForm) = Self.runEverySpelling(of: app, prelude: nil)
        #expect(typesWithValueForm == ["OddNameRoute"])
        // Four spellings each, and a fifth for `plain`, whose raw value YAML also reads unquoted; 9 steps each.
        #expect(checked == (OddNameRoute.allCases.count * 4 + 1) * 9)
        for route in OddNameRoute.allCases {
            let yaml = "name: odd\nsteps:\n  - navigate: \(RouteReference(route).yaml ?? "")\n  - snapshot: shown\n"
            let run = ScenarioRunner(app: app).run(try ScenarioParser(apps: [app]).parse(yaml, file: "odd.yaml"))
            #expect(run.passed, "\(run.failures)")
            let text = run.snapshots.first?.text ?? ""
            #expect(text.contains("\ncurrent: OddNameRoute.\(HostileText.shown(route.rawValue))\n"), "\(text)")
            #expect(!text.split(separator: "\n").contains { HostileText.hasRawControl(String($0)) }, "\(text)")
        }
    }

    @Test("the issue's case: { BlueRoute: lightBlue } navigates to BlueRoute.lightBlue, in a step and inside expectFailure")
    func stringRawValueForm() throws {
        let yaml = """
            name: blue
            steps:
              - navigate: { route: AppRoute.tabRoot, from: top }
              - navigate: { BlueRoute: lightBlue }
              - snapshot: light
              - expectFailure: { navigate: { UnhandledRoute: invalidRoute }, error: navigationFailed }
            """
        let scenario = try ScenarioParser(apps: [Self.app]).parse(yaml, file: "blue.yaml")
        #expect(scenario.steps[1].kind == .perform(.navigate(to: RouteReference(BlueRoute.lightBlue, spelling: .value), from: .visible)))
        let run = ScenarioRunner(app: Self.app).run(scenario)
        #expect(run.passed, "\(run.failures)")
        let light = try run.tree(at: "light")
        #expect(light.visibleChain.last.map { light.nodes[$0].currentRoute } == RouteValue(BlueRoute.lightBlue))
    }
}
