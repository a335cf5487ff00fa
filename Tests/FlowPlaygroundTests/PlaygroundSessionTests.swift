import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

@testable import FlowPlayground

/// The playground's session, without HTTP: each command is one scenario step, time travel is
/// exact, refusals change nothing, and Record writes a scenario that replays.
@Suite("Playground session")
struct PlaygroundSessionTests {
    static let demo = DemoScenarioApp()

    static func session(in folder: URL, overwrite: Bool = false, app: any AtlasApp = demo) -> PlaygroundSession {
        let apps = app.name == demo.name ? ScenarioApps([demo]) : ScenarioApps([demo, app])
        return PlaygroundSession(app: app, apps: apps, store: SnapshotStore(directory: folder.appendingPathComponent("Snapshots")), overwrite: overwrite)
    }

    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-playground-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("commands become steps: a navigate, an expected failure, a gesture; a refused gesture changes nothing")
    func commandsBecomeSteps() throws {
        let session = Self.session(in: Self.folder())
        _ = try session.handle(.navigate(route: "AppRoute.tabRoot", from: .visible))
        _ = try session.handle(.navigate(route: "BlueRoute.info", from: .visible))
        _ = try session.handle(.navigate(route: "UnhandledRoute.invalidRoute", from: .visible))
        _ = try session.handle(.gesture(.dismiss))
        #expect(
            session.steps.map(\.kind.description) == [
                "navigate AppRoute.tabRoot", "navigate BlueRoute.info", "expectFailure navigationFailed: navigate UnhandledRoute.invalidRoute", "dismiss",
            ])
        let before = session.state
        #expect(throws: PlaygroundFailure.self) { try session.handle(.gesture(.dismiss)) }
        #expect(throws: PlaygroundFailure.self) { try session.handle(.navigate(route: "BlueRoute.nowhere", from: .visible)) }
        #expect(throws: PlaygroundFailure.self) { try session.handle(.open(url: "flowatlas-demo://nowhere", from: .top)) }
        #expect(session.state == before)
        #expect(before.log.contains { $0.hasPrefix("step 4: dismissModal") && $0.hasSuffix("(user.sheetDismissal)") })
    }

    @Test("undo, redo and jumps give back each moment exactly; a step after an undo drops the moments ahead")
    func timeTravel() throws {
        let session = Self.session(in: Self.folder())
        var states = [session.state]
        for route in ["AppRoute.tabRoot", "DeepBlueRoute.level3", "BlueRoute.darkBlue"] {
            states.append(try session.handle(.navigate(route: route, from: .visible)).state)
        }
        func same(_ a: PlaygroundState, _ b: PlaygroundState) -> Bool { a.screen == b.screen && a.svg == b.svg && a.position == b.position }
        #expect(same(try session.handle(.undo).state, states[2]))
        #expect(same(try session.handle(.jump(0)).state, states[0]))
        #expect(throws: PlaygroundFailure.self) { try session.handle(.undo) }
        #expect(same(try session.handle(.redo).state, states[1]))
        #expect(same(try session.handle(.jump(3)).state, states[3]))
        #expect(throws: PlaygroundFailure.self) { try session.handle(.redo) }
        _ = try session.handle(.jump(1))
        let branched = try session.handle(.navigate(route: "PurpleRoute.lightPurple", from: .visible)).state
        #expect(branched.timeline.map(\.title) == ["start", "navigate AppRoute.tabRoot", "navigate PurpleRoute.lightPurple"])
        #expect(!branched.canRedo)
    }

    @Test("a deep link's preview is a dry run: its trace, and no change")
    func previewChangesNothing() throws {
        let session = Self.session(in: Self.folder())
        _ = try session.handle(.navigate(route: "AppRoute.tabRoot", from: .visible))
        let before = session.state
        let reply = try session.handle(.preview(target: "flowatlas-demo://ocean/abyss", from: .top))
        #expect(reply.preview?.contains { $0.contains("OceanCoordinator builds path [shallow, deep, abyss]") } == true)
        #expect(reply.state == before)
    }

    @Test("Record writes a scenario that reads back and passes; never over a file without overwrite; names are checked")
    func recordAndSave() throws {
        let folder = Self.folder()
        let session = Self.session(in: folder)
        #expect(throws: PlaygroundFailure.self) { try session.handle(.record(name: "early", summary: "", save: true)) }
        _ = try session.handle(.navigate(route: "AppRoute.tabRoot", from: .visible))
        _ = try session.handle(.navigate(route: "{ PurpleRoute: {\"result\":{\"success\":true}} }", from: .visible))
        _ = try session.handle(.checkpoint("results"))
        #expect(throws: PlaygroundFailure.self) { try session.handle(.checkpoint("Results")) }
        #expect(throws: PlaygroundFailure.self) { try session.handle(.record(name: "../escape", summary: "", save: true)) }
        #expect(throws: PlaygroundFailure.self) { try session.handle(.record(name: "two-lines", summary: "a\nb", save: true)) }
        let reply = try session.handle(.record(name: "recorded", summary: "by hand", save: true))
        let file = folder.appendingPathComponent("Snapshots/scenarios/recorded.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == reply.yaml)
        #expect(text.contains("  - navigate: { PurpleRoute: {\"result\":{\"success\":true}} }\n  - snapshot: results\n"))
        #expect(reply.saved?.contains("record recorded") == true)
        let scenario = try ScenarioParser(apps: [Self.demo]).parse(text, file: "recorded.yaml")
        #expect(ScenarioRunner(app: Self.demo).run(scenario).passed)
        // Again: refused, the file unchanged; with overwrite it is replaced.
        _ = try session.handle(.navigate(route: "PurpleRoute.purple", from: .visible))
        #expect(throws: PlaygroundFailure(409, "scenarios/recorded.yaml exists (expected a new name; start serve with --force to replace files)")) {
            try session.handle(.record(name: "recorded", summary: "by hand", save: true))
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        let forced = Self.session(in: folder, overwrite: true)
        _ = try forced.handle(.navigate(route: "AppRoute.tabRoot", from: .visible))
        _ = try forced.handle(.record(name: "recorded", summary: "", save: true))
        #expect(try String(contentsOf: file, encoding: .utf8) != text)
        // A name another file uses (case aside) is refused even with overwrite.
        #expect(throws: PlaygroundFailure.self) { try forced.handle(.record(name: "RECORDED", summary: "", save: true)) }
    }

    @Test("text from routes, payloads and names is escaped in the screen and in the JSON the page reads")
    func escaping() throws {
        let app = SearchApp(name: "search-playground")
        let session = Self.session(in: Self.folder(), app: app)
        let hostile = "<img src=x onerror=alert(1)>"
        let reply = try session.handle(.navigate(route: "{ SearchRoute: {\"results\":{\"query\":\"\(hostile)\"}} }", from: .visible))
        #expect(reply.state.screen.contains("SearchRoute.results_&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!reply.state.screen.contains("<img"))
        #expect(!reply.state.svg.contains("<img"))
        let json = PlaygroundHost.encode(reply)
        #expect(!json.contains("<"))
        #expect(try JSONDecoder().decode([String: PlaygroundStateText].self, from: Data(json.utf8))["state"]?.screen == reply.state.screen)
    }

    @Test("commands decode from the page's JSON; anything else is a 400 that says what was expected")
    func decoding() throws {
        #expect(
            try PlaygroundCommand.decode(Data(#"{"command":"navigate","route":"BlueRoute.blue","from":"top"}"#.utf8))
                == .navigate(route: "BlueRoute.blue", from: .top))
        #expect(try PlaygroundCommand.decode(Data(#"{"command":"tap-tab","tab":2}"#.utf8)) == .gesture(.tapTab(2)))
        #expect(try PlaygroundCommand.decode(Data(#"{"command":"record","name":"n","save":true}"#.utf8)) == .record(name: "n", summary: "", save: true))
        #expect(throws: PlaygroundFailure(400, "command 'navigate' needs 'route' (expected a route such as BlueRoute.blue)")) {
            try PlaygroundCommand.decode(Data(#"{"command":"navigate"}"#.utf8))
        }
        #expect(throws: PlaygroundFailure.self) { try PlaygroundCommand.decode(Data("not json".utf8)) }
        #expect(throws: PlaygroundFailure.self) { try PlaygroundCommand.decode(Data(#"{"command":"rm -rf"}"#.utf8)) }
        #expect(throws: PlaygroundFailure.self) { try PlaygroundCommand.decode(Data(#"{"command":"open","url":"x","from":"side"}"#.utf8)) }
    }
}

/// The screen of a reply's state, read back from its JSON.
private struct PlaygroundStateText: Decodable { var screen: String }
