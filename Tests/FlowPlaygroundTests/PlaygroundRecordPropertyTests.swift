import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowScenarios
import Foundation
import PropertyBased
import Testing

@testable import FlowPlayground

/// What the playground accepts, a scenario file can hold (issue 45, point 4): a command the
/// scenario language would refuse as a step (a negative tab index) is refused before it happens,
/// in the language's words, and after every accepted command Record writes a file that reads back
/// as the same steps and replays.
@Suite("Playground commands record")
struct PlaygroundRecordPropertyTests {
    static let demo = DemoScenarioApp()

    static func session() -> PlaygroundSession {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-record-property-\(UUID().uuidString)")
        return PlaygroundSession(app: demo, apps: ScenarioApps([demo]), store: SnapshotStore(directory: folder))
    }

    /// The message `flowatlas check` gives for `step` written in a scenario file (without its position).
    static func parserMessage(for step: String) -> String? {
        do {
            _ = try ScenarioParser(apps: [demo]).parse("name: probe\nsteps:\n  - navigate: AppRoute.tabRoot\n  - \(step)\n", file: "probe.yaml")
            return nil
        } catch {
            return error.message
        }
    }

    /// Commands a user can send from the page or by hand: every declared route (by name, from
    /// the visible coordinator and from the top), stack entries to go back to (by name, and by
    /// position from -1 to 5), deep links that work and ones that do not, every gesture and
    /// control, tab indexes from -3 to 6, detours, time travel, checkpoint names good and bad.
    /// `AppRoute.tabRoot` is there thrice, so most sequences reach the tabs.
    static let pool: [PlaygroundCommand] = {
        let routes = session().palette.map(\.name)
        var pool: [PlaygroundCommand] = Array(repeating: .navigate(route: "AppRoute.tabRoot", from: .visible), count: 3)
        pool += routes.map { .navigate(route: $0, from: .visible) }
        pool += ["BlueRoute.darkBlue", "OceanRoute.abyss", "RedRoute.lightRed"].map { .navigate(route: $0, from: .top) }
        pool += [.navigate(route: #"{ PurpleRoute: {"result":{"success":true}} }"#, from: .visible), .navigate(route: "BlueRoute.nowhere", from: .visible)]
        pool += [
            "flowatlas-demo://app/tabRoot", "flowatlas-demo://ocean/abyss", "flowatlas-demo://purple/result_true", "flowatlas-demo://detour/yellow",
            "flowatlas-demo://unhandled/invalidRoute", "flowatlas-demo://nowhere", "", "not a url",
        ].map { .open(url: $0, from: .visible) }
        pool += [.gesture(.swipeBack), .gesture(.dismiss)]
        pool += ["RedRoute.red", "BlueRoute.blue", "DeepBlueRoute.level3", "AppRoute.tabRoot", "InboxRoute.message_44"].map { .gesture(.backTo(route: $0)) }
        pool += (-1...5).map { .gesture(.backToEntry($0)) }
        pool += (-3...6).map { .gesture(.tapTab($0)) } + (-3...6).map { .control(.selectTab($0)) }
        pool += [.control(.back), .control(.popToRoot), .control(.dismissModal), .control(.dismissDetour)]
        pool += (demo.detourNames + ["nowhere"]).map { .control(.presentDetour($0)) }
        pool += [.undo, .redo] + (-1...6).map { .jump($0) }
        pool += ["shown", "Shown", "b-1", "bad name", "", ".hidden"].map { .checkpoint($0) }
        return pool
    }()

    /// Runs `commands` on a fresh session; after each, checks the property, and returns what broke it.
    static func failures(_ commands: [PlaygroundCommand]) -> [String] {
        let session = session()
        var failures: [String] = []
        for (index, command) in commands.enumerated() {
            let before = (state: session.state, steps: session.steps)
            let context = "after \(commands.prefix(index + 1).map { "\($0)" }.joined(separator: ", "))"
            do {
                _ = try session.handle(command)
            } catch {
                if session.state != before.state || session.steps != before.steps { failures.append("a refused command changed the session \(context)") }
                continue
            }
            guard !session.steps.isEmpty else { continue }
            do {
                let yaml = try session.handle(.record(name: "probe", summary: "", save: false)).yaml ?? ""
                let read = try ScenarioParser(apps: [demo]).parse(yaml, file: "probe.yaml")
                if read.steps.map(\.kind) != session.steps.map(\.kind) {
                    failures.append("the recording reads back as other steps \(context):\n\(yaml)")
                }
            } catch {
                failures.append("Record failed \(context): \(error)")
            }
        }
        return failures
    }

    @Test("Adversarial: every command the playground accepts records, reads back as the same steps and replays (random sequences)")
    func everyAcceptedCommandRecords() async {
        let pool = Self.pool
        await propertyCheck(count: 150, input: Gen.int(in: 0..<pool.count).array(of: 1...12)) { indices in
            let failures = Self.failures(indices.map { pool[$0] })
            #expect(failures.isEmpty, "\(failures.first ?? "")")
        }
    }

    @Test(
        "Adversarial: a negative tab index is refused (422) in the scenario language's words, the timeline unchanged, and Record still works",
        arguments: [
            (#"{"command":"tap-tab","tab":-1}"#, "tap-tab: -1"), (#"{"command":"selectTab","tab":-2}"#, "selectTab: -2"),
            (#"{"command":"tap-tab","tab":-9223372036854775808}"#, "tap-tab: -9223372036854775808"),
            (#"{"command":"selectTab","tab":-1}"#, "selectTab: -1"),
        ])
    func negativeTabIndex(body: String, step: String) async throws {
        let host = PlaygroundHost(
            app: Self.demo, apps: ScenarioApps([Self.demo]), store: SnapshotStore(directory: URL(fileURLWithPath: "/nonexistent")), overwrite: false)
        #expect(await host.handle(Data(#"{"command":"navigate","route":"AppRoute.tabRoot"}"#.utf8)).status == 200)
        let before = await host.stateJSON
        let reply = await host.handle(Data(body.utf8))
        let words = try #require(Self.parserMessage(for: step), "the scenario language accepts \(step)")
        #expect(reply.status == 422)
        #expect(try JSONDecoder().decode([String: String].self, from: Data(reply.json.utf8)) == ["error": words], "\(reply.json)")
        #expect(!reply.changed)
        #expect(await host.stateJSON == before)
        let record = await host.handle(Data(#"{"command":"record","name":"probe"}"#.utf8))
        #expect(record.status == 200 && record.json.contains(#"navigate: AppRoute.tabRoot\n"#), "\(record.json)")
    }

    @Test("the pool holds the commands of the issue, and tab indexes 0 and up are still accepted")
    func poolAndValidIndexes() throws {
        #expect(Self.pool.contains(.gesture(.tapTab(-1))) && Self.pool.contains(.control(.selectTab(-2))))
        let session = Self.session()
        _ = try session.handle(.navigate(route: "AppRoute.tabRoot", from: .visible))
        _ = try session.handle(.gesture(.tapTab(2)))
        _ = try session.handle(.control(.selectTab(0)))
        #expect(session.steps.map(\.kind.description) == ["navigate AppRoute.tabRoot", "tap-tab 2", "selectTab 0"])
    }
}
