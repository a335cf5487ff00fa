import FlowAtlasTestSupport
import FlowBigApp
import FlowScenarios
import Foundation
import Testing

/// Every scenario file is composed in one pass over libyaml's events, anchors, aliases and tags
/// included, with the meaning Yams gives them: an anchor changes nothing, a quoted scalar is a
/// string, a plain one is resolved by Yams's rules, and keys repeat as Yams compares them.
@Suite("Scenario files: one composer, with Yams's meaning")
struct ScenarioComposerTests {
    /// `text` with an anchor on its summary (same lines and columns for the steps).
    static func anchored(_ text: String) -> String {
        text.replacingOccurrences(of: "\nsummary: ", with: "\nsummary: &s ")
    }

    @Test("every committed scenario and a 3,000-step generated one: the same steps, lines and columns with an anchor added")
    func sameSteps() throws {
        let folder = Support.committedSnapshots.appendingPathComponent("scenarios")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".yaml") {
            let text = try Support.read(folder.appendingPathComponent(name))
            guard text.contains("\nsummary: ") else { continue }
            let direct = try Support.scenario(text, file: name)
            let anchored = try Support.scenario(Self.anchored(text), file: name)
            #expect(direct.steps == anchored.steps, "\(name)")
            #expect(direct.summary == anchored.summary && direct.name == anchored.name, "\(name)")
        }
        let parser = ScenarioParser(apps: [BigScenarioApp()])
        let long = BigAppScenarios.long(steps: 3_000)
        #expect(try parser.parse(long, file: "long.yaml").steps == parser.parse(Self.anchored(long), file: "long.yaml").steps)
    }

    @Test(
        "quoted numbers and Booleans stay strings, plain ones are resolved, with or without an anchor",
        arguments: [
            ("selectTab: 2", nil), ("selectTab: \"2\"", "got '2' (expected a tab index: 0, 1, 2, …)"), ("selectTab: 0x2", nil),
            ("trace: { navigate: GreenRoute.green, snapshot: t, dryRun: true }", nil),
            ("trace: { navigate: GreenRoute.green, snapshot: t, dryRun: yes }", nil),
            ("trace: { navigate: GreenRoute.green, snapshot: t, dryRun: 'true' }", "got 'true' (expected true or false)"),
        ] as [(String, String?)])
    func scalarsResolveAlike(_ step: String, _ problem: String?) throws {
        let text = "name: resolve\napp: demo\nsummary: scalars\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n  - \(step)\n"
        for variant in [text, Self.anchored(text)] {
            let error = Support.parseError(variant)
            #expect(error.map { $0.description.contains(problem ?? "no error expected") } ?? (problem == nil), "\(variant): \(String(describing: error))")
            if problem == nil, step.hasPrefix("selectTab") { #expect(try Support.scenario(variant).steps.last?.kind == .perform(.selectTab(2))) }
        }
    }

    @Test("a repeated key is reported with Yams's message, at the key's first occurrence")
    func repeatedKey() throws {
        let error = try #require(Support.parseError("name: a\napp: demo\nname: b\nsteps:\n  - back\n"))
        #expect(error.description == "bad.yaml:1:1: error: duplicated key 'name' (expected each key once in a mapping)")
    }

    @Test("keys repeat as Yams compares them: the same text and the same resolved tag")
    func repeatedKeysByTag() throws {
        // `!!str name` is the string `name`; `1` is an integer and `"1"` a string: two keys.
        #expect(Support.parseError("name: a\n!!str name: b\nsteps: [back]\n")?.message == "duplicated key 'name' (expected each key once in a mapping)")
        let different = try #require(Support.parseError("name: a\nsteps:\n  - { 1: a, \"1\": b }\n"))
        #expect(different.message.hasPrefix("unknown step '1' (expected one of navigate, open, back,"), "\(different)")
    }

    @Test("the budget speaks before a repeated key: it is checked over the whole document first")
    func budgetBeforeRepeatedKey() throws {
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        let error = try #require(Support.parseError("name: a\nx: { k: 1, k: 2 }\nsteps: \(deep)\n"))
        #expect(error.description == "bad.yaml:3:71: error: lists and mappings nested 65 levels deep (expected at most 64 levels)")
    }
}
