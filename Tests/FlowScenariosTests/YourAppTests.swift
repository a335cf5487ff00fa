import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

@Suite("Tools on a user's own app")
struct YourAppTests {
    @Test("a minimal adapter runs scenarios: URLs, discovered routes and samples by name")
    func minimalAdapterRunsScenarios() throws {
        let yaml = """
            name: gate-tour
            steps:
              - expectFailure: { open: gate://faq, error: navigationFailed }
              - open: gate://home
              - navigate: HelpRoute.faq
              - snapshot: faq
              - navigate: { route: HomeRoute.item_7, from: top }
              - snapshot: item
              - open: gate://item/8
              - snapshot: item-8
            """
        let scenario = try ScenarioParser(apps: [GateApp()]).parse(yaml, file: "gate-tour.yaml")
        #expect(scenario.app == "gate")
        let run = ScenarioRunner(app: GateApp()).run(scenario)
        #expect(run.passed, "\(run.failures)")
        #expect(try run.tree(at: "faq").outline.contains("[pushed] HelpCoordinator<HelpRoute> root=help stack=[faq]"))
        #expect(try run.tree(at: "item").outline.contains("HomeCoordinator<HomeRoute> root=feed stack=[item_7]"))
        // A payload no sample names is still reached through a URL.
        #expect(try run.tree(at: "item-8").outline.contains("HomeCoordinator<HomeRoute> root=feed stack=[item_7, item_8]"))
    }

    @Test("a URL the adapter does not parse is refused with the app's name and what was expected")
    func unknownURL() {
        let yaml = "name: x\nsteps:\n  - open: mail://inbox\n"
        let error = #expect(throws: ScenarioError.self) { try ScenarioParser(apps: [GateApp()]).parse(yaml, file: "x.yaml") }
        #expect(error?.line == 3)
        #expect(error?.message == "'mail://inbox' is not a deep link of app 'gate' (expected a URL its route(forURL:) or link(forURL:) accepts)")
    }

    @Test("one app is the default; with several, a file without app: or a tool without --app is refused, listing the apps")
    func appSelection() throws {
        let one = ScenarioApps([GateApp()])
        #expect(try one.select(nil).name == "gate")
        let two = ScenarioApps([DemoScenarioApp(), GateApp()])
        #expect(throws: ScenarioError(message: "this atlas has several apps; choose one with --app (expected one of demo, gate)")) { try two.select(nil) }
        #expect(throws: ScenarioError(message: "unknown app 'mail' (expected one of demo, gate)")) { try two.select("mail") }
        #expect(try two.select("gate").name == "gate")

        let parser = ScenarioParser(apps: two.all)
        let error = #expect(throws: ScenarioError.self) { try parser.parse("name: x\nsteps:\n  - back\n", file: "x.yaml") }
        #expect(error?.message == "missing 'app' (expected app: one of demo, gate)")
        #expect(try parser.parse("name: x\napp: gate\nsteps:\n  - back\n", file: "x.yaml").app == "gate")
    }

    @Test("a scenario of an unknown app fails; the runner never falls back to another app")
    func runnerNeverFallsBack() {
        let scenario = Scenario(name: "x", app: "mail", steps: [ScenarioStep(.snapshot("s"), line: 3, column: 5)], file: "x.yaml")
        let run = ScenarioRunner(apps: [DemoScenarioApp(), GateApp()]).run(scenario)
        #expect(!run.passed)
        #expect(run.snapshots.isEmpty)
        #expect(run.failures == ["x.yaml:3:5: snapshot s: unknown app 'mail' (expected one of demo, gate)"])
    }

    @Test("a catalog for one app leaves out the other app's scenarios; an empty or missing folder is an error unless asked for")
    func catalogPerApp() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
            try Support.write("name: demo-one\napp: demo\nsteps:\n  - snapshot: start\n", to: snap.appendingPathComponent("scenarios/demo-one.yaml"))
            try Support.write("name: gate-one\napp: gate\nsteps:\n  - snapshot: start\n", to: snap.appendingPathComponent("scenarios/gate-one.yaml"))
            let store = SnapshotStore(directory: snap)
            let apps = ScenarioApps([DemoScenarioApp(), GateApp()])
            #expect(try ScenarioCatalog(store: store, apps: apps).scenarios.map(\.name) == ["demo-one", "gate-one"])
            #expect(try ScenarioCatalog(store: store, apps: apps, app: GateApp()).scenarios.map(\.name) == ["gate-one"])

            let empty = try Support.makeSnapshotFolder(in: root.appendingPathComponent("empty"), withOceanAbyss: false)
            let error = #expect(throws: ScenarioError.self) { try ScenarioCatalog(store: SnapshotStore(directory: empty), apps: apps) }
            #expect(error?.message.contains("has no scenario (expected *.yaml scenario files; pass --allow-empty") == true)
            #expect(try ScenarioCatalog(store: SnapshotStore(directory: empty), apps: apps, allowEmpty: true).scenarios.isEmpty)

            let missing = SnapshotStore(directory: root.appendingPathComponent("typo"))
            let missingError = #expect(throws: ScenarioError.self) { try ScenarioCatalog(store: missing, apps: apps, allowEmpty: true) }
            #expect(missingError?.message == "does not exist (expected a snapshot folder with a scenarios/ folder; see --snapshots)")
        }
    }
}
