import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

@testable import FlowPlayground

/// A stack entry tapped on the live screen is sent by its position (issue 45, point 11): the
/// screen marks the layer of the visible stack and numbers its entries, the page sends
/// `{"command": "back-to", "index": N}`, and the session goes back to the route at that position,
/// whatever its text, so a payload value that is not one of the app's samples works too.
@Suite("Playground stack entries")
struct StackEntryTapTests {
    /// The entries of the screen's visible layer as the page reads them: position and text.
    static func visibleEntries(_ screen: String) throws -> [(index: Int, text: String)] {
        let layers = screen.components(separatedBy: "<section ").dropFirst()
        let visible = layers.filter { $0.prefix { $0 != ">" }.contains(#"data-visible="true""#) }
        try #require(visible.count == 1, "expected one visible layer in \(screen)")
        let entry = #/<li data-index="(\d+)" data-role="stack-entry">([^<]*)</li>/#
        return visible[0].matches(of: entry).map { (Int($0.output.1)!, unescaped(String($0.output.2))) }
    }

    static func unescaped(_ html: String) -> String {
        [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")].reduce(html) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// What the page sends for the entry at `index`.
    static func tap(_ index: Int) throws -> PlaygroundCommand {
        try PlaygroundCommand.decode(Data(#"{"command":"back-to","index":\#(index)}"#.utf8))
    }

    static func session(_ app: any AtlasApp) -> PlaygroundSession {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-entries-\(UUID().uuidString)")
        let demo = DemoScenarioApp()
        return PlaygroundSession(app: app, apps: ScenarioApps(app.name == demo.name ? [demo] : [demo, app]), store: SnapshotStore(directory: folder))
    }

    @Test("Adversarial: tapping the entry of a payload value that is not a sample goes back to it, and the recording replays")
    func payloadValueThatIsNotASample() throws {
        let session = Self.session(SearchApp(name: "search-entries"))
        for query in ["not a sample", "a<b & \"c\"", "second"] {
            _ = try session.handle(.navigate(route: #"{ SearchRoute: {"results":{"query":\#(HostileText.yamlQuoted(query))}} }"#, from: .visible))
        }
        let entries = try Self.visibleEntries(session.state.screen)
        #expect(
            entries.map(\.text) == ["SearchRoute.home", "SearchRoute.results_not a sample", "SearchRoute.results_a<b & \"c\"", "SearchRoute.results_second"])
        // Its text names no declared route: sent as text, as the page used to, it is refused.
        #expect(throws: PlaygroundFailure.self) { try session.handle(.gesture(.backTo(route: entries[1].text))) }
        let reply = try session.handle(try Self.tap(entries[1].index))
        #expect(try Self.visibleEntries(reply.state.screen).map(\.text) == ["SearchRoute.home", "SearchRoute.results_not a sample"])
        #expect(session.steps.last?.kind.description == "back-to SearchRoute.results_not a sample")
        let yaml = try #require(try session.handle(.record(name: "entries", summary: "", save: false)).yaml)
        #expect(yaml.hasSuffix("  - back-to: { SearchRoute: {\"results\":{\"query\":\"not a sample\"}} }\n"), "\(yaml)")
    }

    @Test(
        "every entry of the visible layer, tapped, goes back to the route it shows; the top one and other positions are refused, changing nothing",
        arguments: [
            ["AppRoute.tabRoot", "RedRoute.lightRed", "RainbowRoute.orange"], ["AppRoute.tabRoot", "BlueRoute.darkBlue"],
            ["AppRoute.tabRoot", "flowatlas-demo://ocean/abyss"], ["AppRoute.tabRoot", "DeepBlueRoute.level3", "BlueRoute.darkBlue"], ["AppRoute.login"],
        ])
    func everyVisibleEntry(steps: [String]) throws {
        let session = Self.session(DemoScenarioApp())
        for step in steps {
            _ = try session.handle(step.contains("://") ? .open(url: step, from: .top) : .navigate(route: step, from: .visible))
        }
        let entries = try Self.visibleEntries(session.state.screen)
        #expect(entries.map(\.index) == Array(entries.indices))
        for entry in entries.dropLast() {
            let reply = try session.handle(try Self.tap(entry.index))
            #expect(session.steps.last?.kind.description == "back-to \(entry.text)")
            #expect(try Self.visibleEntries(reply.state.screen).map(\.text) == entries.prefix(entry.index + 1).map(\.text), "\(steps), entry \(entry.index)")
            _ = try session.handle(.undo)
        }
        let before = session.state
        for index in [entries.count - 1, entries.count, -1, Int.max] {
            #expect(throws: PlaygroundFailure.self, "entry \(index) of \(entries.count)") { try session.handle(try Self.tap(index)) }
        }
        #expect(throws: PlaygroundFailure(422, "no entry \(entries.count) on the visible stack (expected 0 to \(entries.count - 1))")) {
            try session.handle(try Self.tap(entries.count))
        }
        #expect(session.state == before)
    }

    @Test("back-to takes a route or a position; without either it is a 400 that says so")
    func decoding() throws {
        #expect(try Self.tap(2) == .gesture(.backToEntry(2)))
        #expect(try PlaygroundCommand.decode(Data(#"{"command":"back-to","route":"RedRoute.red"}"#.utf8)) == .gesture(.backTo(route: "RedRoute.red")))
        #expect(
            throws: PlaygroundFailure(
                400, "command 'back-to' needs 'index' (expected an entry's position on the visible stack, 0 for its root, or a route)")
        ) { try PlaygroundCommand.decode(Data(#"{"command":"back-to"}"#.utf8)) }
    }
}
