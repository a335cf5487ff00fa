import FlowAtlasTestSupport
import FlowCore
import FlowDemo
import FlowDemoScenarios
import FlowInspectorProtocol
import FlowScenarios
import Foundation
import Testing

@testable import FlowPlayground

/// `serve --inspect`'s hub without HTTP: an app's messages become steps, the model replays them
/// and says where it differs, Record writes what `check` passes, and hostile input is refused.
@Suite("Inspector hub")
struct InspectorHubTests {
    static let demo = DemoScenarioApp()

    static func hub(in folder: URL = PlaygroundSessionTests.folder()) -> (InspectorHub, SnapshotStore) {
        let store = SnapshotStore(directory: folder.appendingPathComponent("Snapshots"))
        return (InspectorHub(apps: ScenarioApps([demo]), store: store, overwrite: false, draw: { _ in "<svg/>" }), store)
    }

    static func state(_ hub: InspectorHub, _ id: String) async throws -> [String: Any] {
        let data = try ScriptedInspectedApp.data(await hub.state(id: id, after: nil))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func rows(_ state: [String: Any]) throws -> [(title: String, status: String)] {
        let drift = try #require(state["drift"] as? [String: Any])
        return try #require(drift["rows"] as? [[String: Any]]).map { ($0["title"] as? String ?? "", $0["status"] as? String ?? "") }
    }

    /// A hub and a scripted demo app connected to it, with its session id.
    static func connected() async throws -> (InspectorHub, ScriptedInspectedApp, String) {
        let (hub, _) = Self.hub()
        let app = ScriptedInspectedApp(app: Self.demo)
        return (hub, app, try await app.connect(to: hub))
    }

    /// The demo's walk: two navigations (one from the root), a gesture, a program pop, a checkpoint.
    static func walk(_ app: ScriptedInspectedApp) {
        app.perform(.navigate(to: AppRoute.tabRoot), marked: .navigate)
        app.perform(.navigate(to: BlueRoute.info, from: .top), marked: .navigate)
        app.perform(.user(.dismiss), marked: .gesture)
        app.perform(.navigate(to: BlueRoute.lightBlue), marked: .navigate)
        app.perform(.back)
    }

    @Test("an app's steps are recorded and replayed in the model; every tree agrees; Record writes a scenario that passes")
    func recordsAndAgrees() async throws {
        let (hub, store) = Self.hub()
        let app = ScriptedInspectedApp(app: Self.demo)
        let id = try await app.connect(to: hub)
        Self.walk(app)
        try await app.flush(to: hub, session: id)
        _ = await hub.command(id: id, body: Data(#"{"command":"checkpoint","name":"blue-root"}"#.utf8))
        let rows = try Self.rows(try await Self.state(hub, id))
        #expect(
            rows.map(\.title) == [
                "start", "navigate AppRoute.tabRoot", "navigate BlueRoute.info from top", "dismiss", "navigate BlueRoute.lightBlue", "back",
                "snapshot blue-root",
            ])
        #expect(rows.allSatisfy { $0.status == "agree" }, "\(rows)")
        let answer = try ScriptedInspectedApp.data(await hub.command(id: id, body: Data(#"{"command":"record","name":"live-walk","save":true}"#.utf8)))
        #expect(String(decoding: answer, as: UTF8.self).contains("scenarios/live-walk.yaml"))
        let file = store.scenariosFolder.appendingPathComponent("live-walk.yaml")
        let yaml = try String(contentsOf: file, encoding: .utf8)
        #expect(
            yaml.contains("navigate: AppRoute.tabRoot") && yaml.contains("- dismiss") && yaml.contains("- back") && yaml.contains("snapshot: blue-root"),
            "\(yaml)")
        let scenario = try ScenarioParser(apps: [Self.demo], defaultApp: Self.demo).parse(yaml, file: "live-walk.yaml")
        #expect(ScenarioRunner(apps: [Self.demo]).run(scenario).passed)
    }

    @Test("an app whose view layer changes navigation behind the coordinators is shown as drift at that step, with the tree diff; Record refuses")
    func driftAtTheRightStep() async throws {
        let (hub, app, id) = try await Self.connected()
        app.perform(.navigate(to: AppRoute.tabRoot), marked: .navigate)
        app.perform(.navigate(to: BlueRoute.lightBlue), marked: .navigate)
        app.lie(InspectorAction(sequence: 0, kind: .navigate, route: RouteValue(BlueRoute.darkBlue), fromRoot: false))
        app.perform(.navigate(to: BlueRoute.info), marked: .navigate)
        try await app.flush(to: hub, session: id)
        let state = try await Self.state(hub, id)
        let rows = try Self.rows(state)
        // Row 4 may agree again (both end on the info sheet): drift is judged step by step.
        #expect(rows.map(\.status).prefix(4) == ["agree", "agree", "agree", "differ"], "\(rows)")
        let drift = try #require(state["drift"] as? [String: Any])
        #expect(drift["firstDrift"] as? Int == 3)
        let diff = try #require(drift["diff"] as? [String]).joined(separator: "\n")
        #expect(diff.contains("--- model") && diff.contains("+++ app") && diff.contains("darkBlue"), "\(diff)")
        // The row in full: both trees, the model's with the screen the app never showed.
        let detail = try #require(
            try JSONSerialization.jsonObject(with: try ScriptedInspectedApp.data(await hub.detail(id: id, row: 3))) as? [String: Any])
        let appTree = try #require(detail["app"] as? [String]).joined(separator: "\n")
        let modelTree = try #require(detail["model"] as? [String]).joined(separator: "\n")
        #expect(modelTree.contains("darkBlue") && !appTree.contains("darkBlue"), "\(appTree)\n---\n\(modelTree)")
        guard case .refused(422, _) = await hub.detail(id: id, row: 99) else {
            Issue.record("row 99 was answered")
            return
        }
        let refused = await hub.command(id: id, body: Data(#"{"command":"record","name":"drifted","save":true}"#.utf8))
        #expect(throws: ScriptedInspectedApp.Refused.self) { try ScriptedInspectedApp.data(refused) }
        if case let .refused(status, message) = refused { #expect(status == 409 && message.contains("step 3"), "\(message)") }
    }

    @Test("a step the app did not send a tree after is unknown, not agreed; a later tree never stands for it")
    func missingTreesAreUnknown() async throws {
        let (hub, app, id) = try await Self.connected()
        app.perform(.navigate(to: AppRoute.tabRoot), marked: .navigate, sendTree: false)
        app.perform(.navigate(to: BlueRoute.info), marked: .navigate)
        try await app.flush(to: hub, session: id)
        #expect(try Self.rows(try await Self.state(hub, id)).map(\.status) == ["agree", "unknown", "agree"])
    }

    @Test("a long recording's table carries the start, the first drift and the newest rows, numbered, and says how many it left out")
    func longTablesAreCut() async throws {
        let (hub, app, id) = try await Self.connected()
        app.perform(.navigate(to: AppRoute.tabRoot), marked: .navigate)
        app.lie(InspectorAction(sequence: 0, kind: .navigate, route: RouteValue(RedRoute.lightRed), fromRoot: false))
        for index in 0..<(DriftReport.shownRows + 50) {
            app.perform(.navigate(to: index.isMultiple(of: 2) ? RedRoute.darkRed : RedRoute.red), marked: .navigate)
        }
        try await app.flush(to: hub, session: id)
        let state = try await Self.state(hub, id)
        let drift = try #require(state["drift"] as? [String: Any])
        let rows = try #require(drift["rows"] as? [[String: Any]])
        let indices = rows.compactMap { $0["index"] as? Int }
        let total = DriftReport.shownRows + 53
        #expect(indices.prefix(2) == [0, 2] && indices.last == total - 1 && indices.count == DriftReport.shownRows + 2, "\(indices.prefix(5))…")
        #expect(drift["skipped"] as? Int == total - indices.count)
        #expect(drift["firstDrift"] as? Int == 2)
    }

    @Test("Adversarial: an oversize or foreign-version batch is refused whole; an unknown session is 404; past the rate 429; the 17th app 503")
    func hostileApps() async throws {
        let (hub, app, id) = try await Self.connected()
        let big = Data(repeating: UInt8(ascii: "x"), count: InspectorWire.maxMessageBytes + 1)
        guard case .refused(400, _) = await hub.messages(session: id, body: big) else {
            Issue.record("an oversize line was taken")
            return
        }
        let foreign = Data(#"{"v":99,"type":"dropped","body":1}"#.utf8)
        guard case let .refused(400, message) = await hub.messages(session: id, body: foreign) else {
            Issue.record("v99 was taken")
            return
        }
        #expect(message.contains("version 99"))
        guard case .refused(404, _) = await hub.messages(session: "0123456789abcdef", body: Data()) else {
            Issue.record("unknown session")
            return
        }
        var statuses: [Int] = []
        for _ in 0..<(InspectorHub.batchesPerSecond * 3) {
            if case let .refused(status, _) = await hub.messages(session: id, body: Data()) { statuses.append(status) }
        }
        #expect(statuses.contains(429))
        for _ in 1..<InspectorHub.maxApps { _ = try await ScriptedInspectedApp(app: Self.demo).connect(to: hub) }
        guard case .refused(503, _) = await hub.hello(try InspectorWire.encodeBatch([AppMessage.hello(InspectorHello(app: "x", token: "t"))])) else {
            Issue.record("a 17th connected app was taken")
            return
        }
    }

    @Test("Adversarial: what the app names (its name, routes, URLs) reaches the page's JSON escaped: no markup, no control characters")
    func appTextIsEscaped() async throws {
        let (hub, _) = Self.hub()
        let app = ScriptedInspectedApp(app: Self.demo, name: "<script>alert(1)</script>\u{1B}[31m")
        let id = try await app.connect(to: hub)
        app.lie(InspectorAction(sequence: 0, kind: .open, url: "x://<img src=x onerror=alert(1)>\u{7}"))
        try await app.flush(to: hub, session: id)
        let text = String(decoding: try ScriptedInspectedApp.data(await hub.state(id: id, after: nil)), as: UTF8.self)
        #expect(!text.contains("<script") && !text.contains("<img") && !text.contains("\u{1B}") && !text.contains("\u{7}"))
        #expect(text.contains("no adapter named"))
    }
}
