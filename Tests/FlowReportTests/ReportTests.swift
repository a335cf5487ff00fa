import FlowCore
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

@testable import FlowReport

/// The HTML report: what each step shows, determinism, and escaping of the app's text.
@Suite("HTML report")
struct ReportTests {
    static let app = DemoScenarioApp()

    static func report(_ yaml: String) throws -> ScenarioReport {
        let scenario = try ScenarioParser(apps: [app]).parse(yaml, file: "report.yaml")
        return try ScenarioReport.build(ScenarioRunner(app: app).run(scenario, keepingTrees: true), pictures: PictureTable())
    }

    static let gestures = """
        name: report-steps
        summary: a tab, a deep stack, a sheet
        steps:
          - open: flowatlas-demo://app/tabRoot
          - selectTab: 2
          - navigate: DeepBlueRoute.level3
          - snapshot: deep
          - navigate: BlueRoute.info
          - dismiss
          - snapshot: dismissed
        """

    @Test("each step shows the screen after it: the selected tab, the stack, a sheet with its detent")
    func screens() throws {
        let report = try Self.report(Self.gestures)
        #expect(report.steps.count == 7)
        let deep = report.steps[2].screen
        #expect(deep.contains(#"data-role="tab" data-index="2" data-selected="true">Blue<"#))
        let entries = deep.components(separatedBy: #"data-role="stack-entry">"#).dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(entries == ["BlueRoute.blue", "DeepBlueRoute.level1", "DeepBlueRoute.level2", "DeepBlueRoute.level3"])
        #expect(report.steps[4].screen.contains(#"data-kind="sheet" data-detent=""#))
        #expect(!report.steps[5].screen.contains(#"data-kind="sheet""#))
        // The dismissal was the user's: its event says so.
        #expect(report.steps[5].events.contains { $0.hasSuffix("(user.sheetDismissal)") })
        #expect(report.steps[4].events.allSatisfy { $0.hasSuffix("(program)") })
    }

    @Test("a navigate or a deep link shows the engine's decisions; a checkpoint its snapshot; the changed coordinators are named")
    func traceAndCheckpoint() throws {
        let report = try Self.report(Self.gestures)
        #expect(!report.steps[0].trace.isEmpty)
        #expect(!report.steps[2].trace.isEmpty)
        #expect(report.steps[1].trace.isEmpty)
        #expect(report.steps[3].checkpoint == "deep")
        #expect(report.steps[3].snapshot?.contains("stack: BlueRoute.blue > DeepBlueRoute.level1") == true)
        #expect(report.steps[2].changed.contains("DeepBlueCoordinator"))
        #expect(!report.steps[3].changed.contains("DeepBlueCoordinator"))
    }

    @Test("a checkpoint that differs from its reference shows the diff, and the scenario fails")
    func diff() throws {
        let scenario = try ScenarioParser(apps: [Self.app]).parse(Self.gestures, file: "report.yaml")
        let run = ScenarioRunner(app: Self.app).run(scenario, keepingTrees: true)
        let report = try ScenarioReport.build(run, pictures: PictureTable()) { $0 == "deep" ? "# flowatlas snapshot v1\nsomething else\n" : nil }
        #expect(report.steps[3].diff?.contains("+## screen") == true)
        #expect(!report.passed)
        #expect(try ScenarioReport.build(run, pictures: PictureTable()).passed)
    }

    @Test("two reports of the same scenarios are byte-identical, and each hierarchy picture is written once")
    func deterministic() throws {
        let first = ReportPage.scenario(try Self.report(Self.gestures))
        let second = ReportPage.scenario(try Self.report(Self.gestures))
        #expect(first == second)
        let scenario = try ScenarioParser(apps: [Self.app]).parse(Self.gestures, file: "report.yaml")
        let pictures = PictureTable()
        let report = try ScenarioReport.build(ScenarioRunner(app: Self.app).run(scenario, keepingTrees: true), pictures: pictures)
        #expect(Set(pictures.pictures).count == pictures.pictures.count)
        #expect(report.steps.allSatisfy { pictures.pictures.indices.contains($0.picture) })
        // One picture per structure of the tree, whatever its screen: a snapshot step shares its predecessor's.
        #expect(report.steps[3].picture == report.steps[2].picture)
        #expect(Set(report.steps.map(\.picture)).count < report.steps.count)
        // Nothing is fetched: no external source, link or stylesheet (SVG's xmlns is a name, not a fetch).
        for fetch in ["src=\"http", "href=\"http", "href=\"//", "@import", "url(http"] { #expect(!first.contains(fetch), "\(fetch)") }
    }

    @Test("text from the app is escaped in HTML, attributes and script: a hostile payload shows as text")
    func escaping() {
        let hostile = "<img src=x onerror=alert(1)>\"'&"
        #expect(HTMLText.escape(hostile) == "&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;")
        let json = HTMLText.scriptJSON(["k": "</script><!--\u{2028}"])
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("\u{2028}"))
        let literal = HTMLText.scriptString("'</script>\\\n\u{2028}")
        #expect(literal == #"'\'\x3c/script>\\\n\u2028'"#)
        let step = ReportStep(
            title: "navigate " + hostile, passed: true, outcome: hostile, events: [hostile], trace: [hostile], checkpoint: hostile,
            snapshot: hostile, diff: hostile, screen: "", picture: 0, onScreen: [0], visible: 0, changedNodes: [], changed: [hostile])
        let page = ReportPage.scenario(ScenarioReport(name: "hostile", summary: hostile, file: hostile, passed: true, steps: [step]))
        #expect(!page.contains("<img"))
        #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }
}
