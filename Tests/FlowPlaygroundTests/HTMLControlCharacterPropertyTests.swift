import FlowAtlasTestSupport
import FlowCore
import FlowReport
import FlowScenarios
import Foundation
import PropertyBased
import Testing

@testable import FlowPlayground

/// No control character reaches HTML raw (issue 45, point 10): a payload string with NUL, ESC,
/// BEL, CR or any other control, separator or bidirectional character is shown in every HTML
/// writer as the text formats show it (`\u{0000}`, `\e`, `\r`): the report's pages (scenario,
/// index, pictures), `trace --format html`, the screen, and the playground's state.
@Suite("Control characters in every HTML writer")
struct HTMLControlCharacterPropertyTests {
    /// The hostile fragments, and markup.
    static let fragments = HostileText.fragments + ["<", "<b>", "&amp;", "\u{07}"]

    /// Text a user can type or a link can carry: hostile fragments, and scalars from C0, DEL, C1.
    static let text = zip(
        Gen<String?>.element(of: fragments).map { $0 ?? "" }.array(of: 0...6),
        Gen.unicodeScalar(in: "\u{0}"..."\u{9F}").array(of: 0...4)
    ).map { parts in
        let (fragments, scalars) = parts
        var text = ""
        for index in 0..<max(fragments.count, scalars.count) {
            if index < fragments.count { text += fragments[index] }
            if index < scalars.count { text.unicodeScalars.append(scalars[index]) }
        }
        return text
    }

    static let app = SearchApp(name: "search-html")

    /// `text` as HTML shows text: the oracle's escapes (`HostileText.shown`), then entities.
    static func html(_ text: String) -> String {
        [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;")].reduce(HostileText.shown(text)) {
            $0.replacingOccurrences(of: $1.0, with: $1.1)
        }
    }

    /// The lines of `output` that hold a raw control character (line feeds separate lines).
    static func rawLines(_ output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter(HostileText.hasRawControl)
    }

    /// Every HTML page a report or a trace writes for a route whose payload is `query`, by name.
    static func pages(_ query: String) throws -> [(String, String)] {
        let value = "{ SearchRoute: { results: { query: \(HostileText.yamlQuoted(query)) } } }"
        let yaml = """
            name: search-html
            app: search-html
            steps:
              - navigate: \(value)
              - snapshot: shown
              - back
              - trace: { navigate: \(value), snapshot: traced }
              - back
              - trace: { open: \(HostileText.yamlQuoted(SearchApp.url(for: query))), snapshot: linked }
            """
        let scenario = try ScenarioParser(apps: [app]).parse(yaml, file: "search-html.yaml")
        let pictures = PictureTable()
        // A reference that differs, so the diff pane shows the value too.
        let report = try ScenarioReport.build(ScenarioRunner(app: app).run(scenario, keepingTrees: true), pictures: pictures) { _ in "old\n" }
        let root = app.makeRoot()
        let trace = root.trace(to: SearchRoute.results(query: query), dryRun: false)
        return [
            ("report page", ReportPage.scenario(report)), ("report page, pictures inline", ReportPage.scenario(report, inlining: pictures)),
            ("report index", ReportPage.index([report], title: query)), ("pictures.js", pictures.script),
            ("trace --format html of the link", try TraceReport.page(trace, title: SearchApp.url(for: query))),
            ("trace --format html titled by the text", try TraceReport.page(trace, title: query)), ("screen", ScreenHTML.render(root.captureTree())),
        ]
    }

    @Test("Adversarial: any payload string is escaped in the report, its index, its pictures, trace --format html and the screen")
    func reportAndTracePages() async {
        await propertyCheck(count: 60, input: Self.text) { query in
            do {
                let pages = try Self.pages(query)
                for (name, page) in pages {
                    #expect(
                        Self.rawLines(page).isEmpty, "\(name) has a raw control character for \(query.debugDescription): \(Self.rawLines(page).first ?? "")")
                }
                let shown = "SearchRoute.\(Self.html("results_\(query)"))"
                for (name, page) in pages where name.hasPrefix("report page") || name.hasPrefix("trace") || name == "screen" {
                    #expect(
                        page.contains("<li data-index=\"1\" data-role=\"stack-entry\">\(shown)</li>"), "\(name) shows \(query.debugDescription) as \(shown)")
                }
            } catch {
                Issue.record("\(query.debugDescription): \(error)")
            }
        }
    }

    @Test("Adversarial: any payload string is escaped in the playground's screen and in every string of its state")
    func playgroundState() async {
        await propertyCheck(count: 60, input: Self.text) { query in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-html-\(UUID().uuidString)")
            let session = PlaygroundSession(app: Self.app, apps: ScenarioApps([Self.app]), store: SnapshotStore(directory: folder))
            let route = #"{ SearchRoute: {"results":{"query":\#(HostileText.yamlQuoted(query))}} }"#
            do {
                var replies = [try session.handle(.navigate(route: route, from: .visible))]
                replies.append(try session.handle(.preview(target: SearchApp.url(for: query), from: .visible)))
                replies.append(try session.handle(.gesture(.swipeBack)))
                replies.append(try session.handle(.open(url: SearchApp.url(for: query), from: .visible)))
                replies.append(try session.handle(.navigate(route: "SearchRoute.home", from: .visible)))
                let shown = "SearchRoute.\(Self.html("results_\(query)"))"
                #expect(replies[0].state.screen.contains("<li data-index=\"1\" data-role=\"stack-entry\">\(shown)</li>"), "\(replies[0].state.screen)")
                for reply in replies {
                    #expect(Self.rawLines(reply.state.screen).isEmpty, "the screen for \(query.debugDescription)")
                    let json = try JSONSerialization.jsonObject(with: Data(PlaygroundHost.encode(reply).utf8))
                    let raw = Self.strings(in: json).flatMap(Self.rawLines)
                    #expect(raw.isEmpty, "the state JSON for \(query.debugDescription): \(raw.first ?? "")")
                }
            } catch {
                Issue.record("\(query.debugDescription): \(error)")
            }
        }
    }

    @Test("Adversarial: declared route names with controls show escaped in the playground's palette, and are sent as they are")
    func paletteNames() throws {
        let app = OddNamesApp()
        let session = PlaygroundSession(app: app, apps: ScenarioApps([app]), store: SnapshotStore(directory: URL(fileURLWithPath: "/nonexistent")))
        let escaped = try #require(session.palette.first { $0.shown == "OddNameRoute.esc \\e[2J" })
        #expect(session.palette.allSatisfy { !HostileText.hasRawControl($0.shown) })
        #expect(session.palette.map(\.shown) == app.declaredRoutes.map { HostileText.shown($0.description) })
        _ = try session.handle(.navigate(route: escaped.name, from: .visible))
        #expect(session.state.screen.contains("esc \\e[2J"))
        for route in session.palette { _ = try session.handle(.navigate(route: route.name, from: .visible)) }
        #expect(session.steps.count == session.palette.count + 1)
    }

    /// Every string in decoded JSON.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let list as [Any]: list.flatMap(strings)
        case let object as [String: Any]: object.keys.sorted().flatMap { strings(in: object[$0]!) }
        default: []
        }
    }

    @Test("the generator produces the issue's characters: NUL, ESC, BEL, CR, and C1 and bidirectional ones")
    func generatorCoverage() async {
        var found: Set<String> = []
        let needles = ["\u{0}", "\u{1B}", "\u{07}", "\r", "\u{85}", "\u{9B}", "\u{202E}", "<", "&"]
        await propertyCheck(count: 200, input: Self.text) { text in
            for needle in needles where text.unicodeScalars.contains(where: { String($0) == needle }) { found.insert(needle) }
        }
        for needle in needles { #expect(found.contains(needle), "no generated text contained \(needle.debugDescription)") }
    }
}
