import FlowAtlasTestSupport
import FlowBigApp
import FlowScenarios
import Foundation
import Testing

/// Plain scenario files are composed straight from libyaml's events; files with tags, anchors or
/// aliases by Yams. Both must read the same file the same way.
@Suite("Scenario files: the event composer and Yams agree")
struct ScenarioComposerTests {
    /// `text` with an anchor on its summary, which sends it through Yams (same lines and columns for the steps).
    static func throughYams(_ text: String) -> String {
        text.replacingOccurrences(of: "\nsummary: ", with: "\nsummary: &s ")
    }

    @Test("every committed scenario and a 3,000-step generated one: the same steps, lines and columns either way")
    func sameSteps() throws {
        let folder = Support.committedSnapshots.appendingPathComponent("scenarios")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".yaml") {
            let text = try Support.read(folder.appendingPathComponent(name))
            guard text.contains("\nsummary: ") else { continue }
            let direct = try Support.scenario(text, file: name)
            let viaYams = try Support.scenario(Self.throughYams(text), file: name)
            #expect(direct.steps == viaYams.steps, "\(name)")
            #expect(direct.summary == viaYams.summary && direct.name == viaYams.name, "\(name)")
        }
        let parser = ScenarioParser(apps: [BigScenarioApp()])
        let long = BigAppScenarios.long(steps: 3_000)
        #expect(try parser.parse(long, file: "long.yaml").steps == parser.parse(Self.throughYams(long), file: "long.yaml").steps)
    }

    @Test(
        "quoted numbers and Booleans stay strings, plain ones are resolved, either way",
        arguments: [
            ("selectTab: 2", nil), ("selectTab: \"2\"", "got '2' (expected a tab index: 0, 1, 2, …)"), ("selectTab: 0x2", nil),
            ("trace: { navigate: GreenRoute.green, snapshot: t, dryRun: true }", nil),
            ("trace: { navigate: GreenRoute.green, snapshot: t, dryRun: yes }", nil),
            ("trace: { navigate: GreenRoute.green, snapshot: t, dryRun: 'true' }", "got 'true' (expected true or false)"),
        ] as [(String, String?)])
    func scalarsResolveAlike(_ step: String, _ problem: String?) throws {
        let text = "name: resolve\napp: demo\nsummary: scalars\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n  - \(step)\n"
        for variant in [text, Self.throughYams(text)] {
            let error = Support.parseError(variant)
            #expect(error.map { $0.description.contains(problem ?? "no error expected") } ?? (problem == nil), "\(variant): \(String(describing: error))")
            if problem == nil, step.hasPrefix("selectTab") { #expect(try Support.scenario(variant).steps.last?.kind == .perform(.selectTab(2))) }
        }
    }

    @Test("a repeated key is Yams's to report, with Yams's message and position")
    func repeatedKey() throws {
        let error = try #require(Support.parseError("name: a\napp: demo\nname: b\nsteps:\n  - back\n"))
        #expect(error.description.contains("duplicated key 'name'"), "\(error)")
    }
}
