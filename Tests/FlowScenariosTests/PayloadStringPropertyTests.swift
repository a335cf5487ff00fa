import FlowAtlasTestSupport
import FlowCore
import FlowScenarios
import FlowText
import Foundation
import PropertyBased
import Testing

/// A route whose payload is any string a user can type travels from a scenario file to the engine
/// as a typed value: it navigates, its snapshot and trace show it (control characters escaped) in
/// the same lines as a plain value's, and it records and checks like any other snapshot.
@Suite("Payload strings in routes")
struct PayloadStringPropertyTests {
    /// A query: up to 12 fragments of hostile text; sometimes empty, sometimes 1,000 characters.
    static let query = zip(
        Gen<String?>.element(of: HostileText.fragments).map { $0 ?? "" }.array(of: 0...12),
        Gen.int(in: 0...99)
    ).map { parts in
        let (pieces, dice) = parts
        if dice == 0 { return "" }
        guard dice >= 95 else { return pieces.joined() }
        // Exactly 1,000 characters, hostile fragments included.
        let text = (pieces + ["x"]).joined()
        return String(String(repeating: text, count: 1_000 / max(1, text.count) + 1).prefix(1_000))
    }

    /// The scenario of the issue: navigate to the results for `query` by value, snapshot, then
    /// trace the same navigation by value and by deep link.
    static func scenarioText(_ query: String) -> String {
        let value = "{ SearchRoute: { results: { query: \(HostileText.yamlQuoted(query)) } } }"
        return """
            name: search-values
            app: search
            steps:
              - navigate: \(value)
              - snapshot: shown
              - back
              - trace: { navigate: \(value), snapshot: traced }
              - back
              - trace: { open: \(HostileText.yamlQuoted(SearchApp.url(for: query))), snapshot: linked }
            """
    }

    static func run(_ query: String) throws -> (scenario: Scenario, run: ScenarioRun) {
        let scenario = try ScenarioParser(apps: [SearchApp()]).parse(scenarioText(query), file: "search-values.yaml")
        return (scenario, ScenarioRunner(app: SearchApp()).run(scenario))
    }

    /// The plain query's outputs, whose line structure every other query's must keep.
    static let baseline = try! run("plain").run

    @Test("a scenario navigating to any payload string parses to the typed value, runs, and shows it escaped in the same lines")
    func anyPayloadStringNavigatesAndShows() async {
        await propertyCheck(count: 300, input: Self.query) { query in
            let scenario: Scenario
            let run: ScenarioRun
            do {
                (scenario, run) = try Self.run(query)
            } catch {
                Issue.record("\(error)")
                return
            }
            let route = SearchRoute.results(query: query)
            #expect(scenario.steps[0].kind == .perform(.navigate(to: RouteReference(route, spelling: .value), from: .visible)))
            if case let .trace(request) = scenario.steps[5].kind {
                #expect(request.route.route == AnyRoute(route), "the deep link opens the same value")
                #expect(request.url == SearchApp.url(for: query))
            } else {
                Issue.record("step 6 is not a trace: \(scenario.steps[5].kind)")
            }
            #expect(run.passed, "\(run.failures)")
            #expect(run.checkpoints.first?.tree.nodes[0].stack == [RouteValue(route)], "the engine got the value itself")

            let shown = HostileText.shown("results_\(query)")
            let snapshots = Dictionary(uniqueKeysWithValues: run.snapshots.map { ($0.checkpoint, $0.text) })
            let baseline = Dictionary(uniqueKeysWithValues: Self.baseline.snapshots.map { ($0.checkpoint, $0.text) })
            for checkpoint in ["shown", "traced", "linked"] {
                let text = snapshots[checkpoint] ?? ""
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.count == baseline[checkpoint]?.split(separator: "\n", omittingEmptySubsequences: false).count, "\(checkpoint) keeps its lines")
                #expect(!lines.contains { HostileText.hasRawControl(String($0)) }, "\(checkpoint) has a raw control character")
            }
            let transcript = run.transcript.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                transcript.count == Self.baseline.transcript.split(separator: "\n", omittingEmptySubsequences: false).count, "the transcript keeps its lines")
            #expect(!transcript.contains { HostileText.hasRawControl(String($0)) }, "the transcript has a raw control character")
            // A transcript line is cut after TerminalText.lineLimit characters (a 1,000-character value is).
            #expect(
                run.transcript.contains("\n" + TerminalText.line("  1. navigate SearchRoute.\(shown): ok") + "\n"), "the transcript shows the value")
            let snapshot = snapshots["shown"] ?? ""
            #expect(snapshot.contains("\nSearchCoordinator<SearchRoute> root=home stack=[\(shown)]\n"), "the tree line shows the value")
            #expect(snapshot.contains("\ncurrent: SearchRoute.\(shown)\n"), "the screen shows the value")
            #expect((snapshots["traced"] ?? "").contains("\nnavigate(to: SearchRoute.\(shown)) from SearchCoordinator#0\n"))
            // By value or by link, the same route is traced: the texts differ only in their checkpoint line.
            let body = { (text: String?) in text?.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("# checkpoint:") } }
            #expect(body(snapshots["traced"]) == body(snapshots["linked"]))
        }
    }

    @Test("a scenario with any payload string records its references and checks clean against them")
    func anyPayloadStringRecordsAndChecks() async throws {
        try await Support.withTemporaryDirectory { folder in
            let workflow = SnapshotWorkflow(store: SnapshotStore(directory: folder), runner: ScenarioRunner(app: SearchApp()))
            await propertyCheck(count: 60, input: Self.query) { query in
                do {
                    let scenario = try ScenarioParser(apps: [SearchApp()]).parse(Self.scenarioText(query), file: "search-values.yaml")
                    let recorded = try workflow.record([scenario])
                    #expect(recorded.refused.isEmpty, "\(recorded.refused)")
                    let checked = try workflow.check([scenario], full: false)
                    #expect(checked.passed, "\(checked.results.map { "\($0.key) \($0.status)" })")
                    let reference = try String(contentsOf: folder.appendingPathComponent("search-values/shown.txt"), encoding: .utf8)
                    #expect(reference == checked.runs.first?.snapshots.first?.text)
                } catch {
                    Issue.record("\(error)")
                }
            }
        }
    }

    @Test("a reference's text form reads back as the same reference, for any payload string")
    func yamlFormRoundTrips() async {
        await propertyCheck(count: 300, input: Self.query) { query in
            let reference = RouteReference(SearchRoute.results(query: query), spelling: .value)
            guard let yaml = reference.yaml else {
                Issue.record("no YAML form for \(query.debugDescription)")
                return
            }
            do {
                let scenario = try ScenarioParser(apps: [SearchApp()]).parse("name: x\nsteps:\n  - navigate: \(yaml)\n", file: "x.yaml")
                #expect(scenario.steps.first?.kind == .perform(.navigate(to: reference, from: .visible)), "\(yaml)")
            } catch {
                Issue.record("\(yaml): \(error)")
            }
            #expect(!HostileText.hasRawControl(reference.description))
            #expect(reference.description == "SearchRoute.\(HostileText.shown("results_\(query)"))")
        }
    }

    @Test("the generator really produces the issue's strings (sanity check of the test itself)")
    func generatorCoverage() async {
        var found: Set<String> = []
        let needles = [" ", "{", "}", "\"", ".", "\n", "\t", "é", "\u{1B}", "\u{2028}"]
        await propertyCheck(count: 300, input: Self.query) { query in
            for needle in needles where query.unicodeScalars.contains(where: { String($0) == needle }) { found.insert(needle) }
            if query.isEmpty { found.insert("empty") }
            if query.count == 1_000 { found.insert("1,000 characters") }
        }
        for needle in needles + ["empty", "1,000 characters"] {
            #expect(found.contains(needle), "no generated query contained \(needle.debugDescription)")
        }
    }

    @Test("the issue's queries, one by one: each navigates, and the snapshot shows it")
    func issueQueries() throws {
        for query in ["hello world", "x {y}", "a.b c", "café au lait", "  padded  ", "hello", "a<b", "tab\there", "two\nlines"] {
            let (_, run) = try Self.run(query)
            #expect(run.passed, "\(query.debugDescription): \(run.failures)")
            #expect(run.snapshots.first?.text.contains("current: SearchRoute.results_\(HostileText.shown(query))\n") == true)
        }
    }
}
