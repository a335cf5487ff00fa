@testable import FlowAtlasKit
import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowScenarioTesting
import FlowScenarios
import Foundation
import Testing

@Suite("Tools on a user's own app")
struct YourAppTests {
    @Test("routes are discovered: every case of CaseIterable types in every flow, stack values of the others, then samples")
    func discovery() {
        #expect(GateApp().declaredRoutes.map(\.description) == [
            "GateRoute.login", "GateRoute.home", "LoginStepRoute.welcome", "LoginStepRoute.form",
            "HomeRoute.feed", "HelpRoute.help", "HelpRoute.faq", "HomeRoute.item_7",
        ])
    }

    @Test("the flows of an app are its start and each different tree its orchestrator switches to")
    func flows() {
        let flows = RouteDiscovery.flows(of: GateApp())
        #expect(flows.map { $0.route?.description ?? "start" } == ["start", "GateRoute.home"])
        #expect(flows[1].tree.outline.contains("HomeCoordinator<HomeRoute> root=feed"))
    }

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
        #expect(error?.message == "'mail://inbox' is not a deep link of app 'gate' (expected a URL its route(forURL:) accepts)")
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

@Suite("Scenarios inside swift test (FlowScenarioTesting)")
struct ScenarioTestingTests {
    @Test("a folder whose references match records no issue")
    func matchingFolderPasses() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let summary = checkScenarios(of: DemoScenarioApp(), snapshots: snap.path, environment: [:])
            #expect(summary.scenarios == 1)
            #expect(summary.snapshots == 4)
            #expect(summary.mismatches.isEmpty)
        }
    }

    @Test("a changed reference is an issue at the scenario file's line, with the diff, and leaves a pending file")
    func mismatchIsAnIssueAtTheScenarioLine() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let reference = snap.appendingPathComponent("ocean-abyss/abyss.txt")
            try Support.write(try Support.read(reference).replacingOccurrences(of: "current: OceanRoute.abyss", with: "current: OceanRoute.deep"), to: reference)
            var summary = ScenarioCheckSummary()
            withKnownIssue {
                summary = checkScenarios(of: DemoScenarioApp(), snapshots: snap.path, environment: [:])
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return issue.sourceLocation?.fileName == "ocean-abyss.yaml" && issue.sourceLocation?.line == 8
                    && text.contains("-current: OceanRoute.deep") && text.contains("+current: OceanRoute.abyss")
            }
            #expect(summary.mismatches == ["ocean-abyss/abyss"])
            #expect(FileManager.default.fileExists(atPath: reference.path + ".new"))
        }
    }

    @Test("FLOWATLAS_RECORD=all writes references; under CI it is refused and writes nothing")
    func recordModes() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withReferences: false)
            let before = Support.contents(of: snap)
            withKnownIssue {
                checkScenarios(of: DemoScenarioApp(), snapshots: snap.path, environment: ["CI": "true", "FLOWATLAS_RECORD": "all"])
            } matching: { $0.comments.map(\.rawValue).joined().contains("refusing to record snapshots because CI is set") }
            #expect(Support.contents(of: snap) == before)

            var summary = ScenarioCheckSummary()
            withKnownIssue {
                summary = checkScenarios(of: DemoScenarioApp(), snapshots: snap.path, environment: ["FLOWATLAS_RECORD": "all"])
            } matching: { $0.comments.map(\.rawValue).joined().contains("recorded ") }
            #expect(summary.recorded.count == 4)
            #expect(checkScenarios(of: DemoScenarioApp(), snapshots: snap.path, environment: [:]).mismatches.isEmpty)
        }
    }
}

/// The kit's commands in-process, on an atlas of two apps (the demo and the gate app).
@Suite("An atlas of several apps", .serialized)
struct SeveralAppsAtlasTests {
    init() {
        Atlas.install(Atlas(apps: ScenarioApps([DemoScenarioApp(), GateApp()]), extraCommands: [], commandName: "two-atlas"))
    }

    @Test("a command that needs one app refuses to choose (exit 2) until --app names one")
    func appMustBeNamed() {
        #expect(FlowAtlasCommand.run(["explore", "--max-depth", "0"]) == 2)
        #expect(FlowAtlasCommand.run(["explore", "--app", "mail", "--max-depth", "0"]) == 2)
        #expect(FlowAtlasCommand.run(["explore", "--app", "gate", "--max-depth", "1"]) == 0)
        #expect(FlowAtlasCommand.run(["trace", "gate://home", "--app", "gate"]) == 0)
        #expect(FlowAtlasCommand.run(["trace", "gate://home", "--app", "demo"]) == 2, "a gate URL is not a demo link")
    }
}

@Suite("Payload routes in scenario files")
struct PayloadScenarioTests {
    @Test("a Codable route value is written in its own Codable form and runs; transcripts show its identifier")
    func codableValueStep() throws {
        let yaml = """
        name: values
        steps:
          - open: gate://home
          - navigate: { HomeRoute: { item: { id: 99 } } }
          - navigate: { route: { HomeRoute: { item: { id: 100 } } }, from: top }
          - snapshot: items
          - trace: { navigate: { HomeRoute: { item: { id: 101 } } }, snapshot: traced }
        """
        let scenario = try ScenarioParser(apps: [GateApp()]).parse(yaml, file: "values.yaml")
        #expect(scenario.steps[1].kind.description == "navigate HomeRoute.item_99")
        let run = ScenarioRunner(app: GateApp()).run(scenario)
        #expect(run.passed, "\(run.failures)")
        #expect(try run.tree(at: "items").outline.contains("stack=[item_99, item_100]"))
        #expect(run.transcript.contains("2. navigate HomeRoute.item_99: ok"))
        #expect(run.snapshots.last?.text.contains("HomeRoute.item_101") == true)
    }

    @Test("a value that does not decode is an error at its line naming the type and what was expected")
    func valueThatDoesNotDecode() {
        let parser = ScenarioParser(apps: [GateApp()])
        let bad = #expect(throws: ScenarioError.self) {
            try parser.parse("name: x\nsteps:\n  - navigate: { HomeRoute: { item: { id: nine } } }\n", file: "x.yaml")
        }
        #expect(bad?.line == 3)
        #expect(bad?.message.hasPrefix("HomeRoute value does not decode: expected a Int at item.id") == true, "\(bad?.message ?? "")")
        #expect(bad?.message.contains("(expected HomeRoute's Codable form, for example {\"feed\":{}})") == true, "\(bad?.message ?? "")")

        let notCodable = #expect(throws: ScenarioError.self) {
            try parser.parse("name: x\nsteps:\n  - navigate: { HelpRoute: faq }\n", file: "x.yaml")
        }
        #expect(notCodable?.message.hasPrefix("HelpRoute is not Codable (expected a Codable route type") == true, "\(notCodable?.message ?? "")")
        let unknown = #expect(throws: ScenarioError.self) {
            try parser.parse("name: x\nsteps:\n  - navigate: { MailRoute: { inbox: {} } }\n", file: "x.yaml")
        }
        #expect(unknown?.message.hasPrefix("unknown route type 'MailRoute' (expected one of") == true, "\(unknown?.message ?? "")")
    }
}

@Suite("Saved states in the tools")
struct SavedStateToolTests {
    /// The demo after the Ocean deep link, saved.
    static func savedAbyss() throws -> Data {
        let app = DemoScenarioApp()
        let root = app.makeRoot()
        _ = app.open(url: "flowatlas-demo://app/tabRoot", from: root, root: root)
        _ = app.open(url: "flowatlas-demo://ocean/abyss", from: root.visibleCoordinator, root: root)
        return try root.saveNavigation().json()
    }

    @Test("a restore: step puts a saved state into the app; a bad file is an error at its line")
    func restoreStep() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
            try Support.write(String(decoding: try Self.savedAbyss(), as: UTF8.self), to: snap.appendingPathComponent("scenarios/states/abyss.json"))
            try Support.write("name: restored\nsteps:\n  - restore: states/abyss.json\n  - back\n  - snapshot: after-back\n",
                              to: snap.appendingPathComponent("scenarios/restored.yaml"))
            let record = try await Support.flowatlas(["record", "--snapshots", snap.path], in: root)
            #expect(record.status == 0, "\(record)")
            let reference = try Support.read(snap.appendingPathComponent("restored/after-back.txt"))
            #expect(reference.contains("current: OceanRoute.deep"), "\(reference)")

            try Support.write("{\"version\":1,\"root\":", to: snap.appendingPathComponent("scenarios/states/abyss.json"))
            let bad = try await Support.flowatlas(["check", "--snapshots", snap.path], in: root)
            #expect(bad.status == 2, "\(bad)")
            #expect(bad.stderr.contains("restored.yaml:3:14: error: states/abyss.json: corrupted"), "\(bad.stderr)")
        }
    }

    @Test("trace --from-state starts from a saved state")
    func traceFromState() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let state = root.appendingPathComponent("abyss.json")
            try Support.write(String(decoding: try Self.savedAbyss(), as: UTF8.self), to: state)
            let result = try await Support.flowatlas(["trace", "OceanRoute.surface", "--from-state", state.path, "--snapshots", snap.path], in: root)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("OceanRoute.surface"), "\(result.stdout)")
            #expect(result.stdout.contains("pop OceanCoordinator"), "smart back from the abyss: \(result.stdout)")
            try Support.write("not json", to: state)
            let bad = try await Support.flowatlas(["trace", "OceanRoute.surface", "--from-state", state.path, "--snapshots", snap.path], in: root)
            #expect(bad.status == 2)
            #expect(bad.stderr.contains("cannot restore: corrupted"), "\(bad.stderr)")
        }
    }
}

/// The progress line of long commands (`check`, `explore`, `docs`).
@Suite("Progress line")
struct ProgressLineTests {
    @Test("shown only on a terminal, never under CI or a dumb terminal, and only after the delay")
    func whenShown() {
        let console = Console(environment: [:])
        let quiet = [
            ProgressLine(console: console, isTerminal: false, environment: [:], delay: .zero),
            ProgressLine(console: console, isTerminal: true, environment: ["CI": "true"], delay: .zero),
            ProgressLine(console: console, isTerminal: true, environment: ["TERM": "dumb"], delay: .zero),
            ProgressLine(console: console, isTerminal: true, environment: [:], delay: .seconds(3_600)),
        ]
        for line in quiet {
            line.update("working")
            #expect(!line.isShown)
        }
        var evaluated = false
        quiet[0].update({ evaluated = true; return "text" }())
        #expect(!evaluated, "the text is not even computed when nothing is drawn")
    }
}
