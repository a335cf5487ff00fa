import FlowAtlasTestSupport
import FlowDemo
import FlowDemoScenarios
import FlowScenarios
import FlowText
import Foundation
import Testing

/// Scenario files: what parses, and every kind of bad input with its exact file, line and column.
@Suite("Scenario parser")
struct ScenarioParserTests {
    @Test("the committed ocean-abyss scenario parses into its steps with their positions")
    func oceanAbyss() throws {
        let url = Support.committedSnapshots.appendingPathComponent("scenarios/ocean-abyss.yaml")
        let scenario = try Support.scenario(try Support.read(url), file: "ocean-abyss.yaml")
        #expect(scenario.name == "ocean-abyss")
        #expect(scenario.app == "demo")
        #expect(scenario.file == "ocean-abyss.yaml")
        #expect(scenario.checkpoints == Support.oceanAbyssCheckpoints)
        #expect(scenario.steps.first?.kind == .perform(.open(url: "flowatlas-demo://app/tabRoot", from: .visible)))
        #expect(scenario.steps.first.map { [$0.line, $0.column] } == [4, 5])
        #expect(scenario.steps.last?.kind == .expectFailure(.navigate(to: UnhandledRoute.invalidRoute), error: .navigationFailed))
        #expect(scenario.steps.contains { $0.kind == .perform(.back) })
    }

    @Test("every step kind and both argument forms parse")
    func everyStepKind() throws {
        let scenario = try Support.scenario(
            """
            name: all.steps_1
            app: demo
            summary: every step
            steps:
              - open: flowatlas-demo://app/tabRoot
              - navigate: RainbowRoute.purple
              - navigate: { route: OceanRoute.abyss, from: top }
              - open: { url: "flowatlas-demo://ocean/deep", from: visible }
              - back
              - popToRoot
              - dismissModal
              - presentDetour: yellow
              - dismissDetour
              - selectTab: 3
              - expectFailure: { navigate: UnhandledRoute.invalidRoute, error: navigationFailed }
              - expectFailure:
                  selectTab: 9
                  error: invalidTabIndex
              - snapshot: end
            """)
        #expect(scenario.summary == "every step")
        #expect(
            scenario.steps.map(\.kind) == [
                .perform(.open(url: "flowatlas-demo://app/tabRoot", from: .visible)),
                .perform(.navigate(to: RainbowRoute.purple)),
                .perform(.navigate(to: OceanRoute.abyss, from: .top)),
                .perform(.open(url: "flowatlas-demo://ocean/deep", from: .visible)),
                .perform(.back), .perform(.popToRoot), .perform(.dismissModal), .perform(.presentDetour("yellow")), .perform(.dismissDetour),
                .perform(.selectTab(3)),
                .expectFailure(.navigate(to: UnhandledRoute.invalidRoute), error: .navigationFailed),
                .expectFailure(.selectTab(9), error: .invalidTabIndex),
                .snapshot("end"),
            ])
        #expect(scenario.steps.map(\.line) == Array(5...16) + [19])
        #expect(scenario.steps.allSatisfy { $0.column == 5 })
    }

    /// One bad scenario file and the error it must give.
    struct BadInput: Sendable, CustomTestStringConvertible {
        var label: String
        var yaml: String
        var line: Int
        var column: Int
        /// Fragments the message must contain (what was wrong, what was expected).
        var says: [String]
        var testDescription: String { label }
    }

    static let badInputs: [BadInput] = [
        BadInput(
            label: "malformed YAML: a second colon", yaml: "name: bad\nsteps:\n  - navigate: OceanRoute.abyss: x\n",
            line: 3, column: 31, says: ["malformed YAML", "mapping values are not allowed"]),
        BadInput(
            label: "malformed YAML: tab indentation", yaml: "name: bad\nsteps:\n\t- back\n",
            line: 3, column: 1, says: ["malformed YAML"]),
        BadInput(
            label: "malformed YAML: unclosed flow sequence", yaml: "name: bad\nsteps: [back\n",
            line: 3, column: 1, says: ["malformed YAML", "expected ',' or ']'"]),
        BadInput(
            label: "unknown step with an argument", yaml: "name: bad\nsteps:\n  - back\n  - fly: somewhere\n",
            line: 4, column: 5, says: ["unknown step 'fly'", "expected one of navigate, open, back"]),
        BadInput(
            label: "unknown step without an argument", yaml: "name: bad\nsteps:\n  - snapshot: a\n  - teleport\n",
            line: 4, column: 5, says: ["unknown step 'teleport'", "expected one of navigate"]),
        BadInput(
            label: "step that needs an argument", yaml: "name: bad\nsteps:\n  - navigate\n",
            line: 3, column: 5, says: ["step 'navigate' needs an argument"]),
        BadInput(
            label: "step that takes no argument", yaml: "name: bad\nsteps:\n  - back: 2\n",
            line: 3, column: 5, says: ["step 'back' takes no argument"]),
        BadInput(
            label: "unknown route identifier", yaml: "name: bad\nsteps:\n  - back\n  - navigate: OceanRoute.nowhere\n",
            line: 4, column: 15,
            says: [
                "unknown route 'OceanRoute.nowhere'",
                "(expected one of OceanRoute's surface, shallow, deep, abyss, or any OceanRoute value in its Codable form, such as { OceanRoute: \"surface\" })",
            ]),
        BadInput(
            label: "unknown route type", yaml: "name: bad\nsteps:\n  - navigate: NoSuchRoute.x\n",
            line: 3, column: 15, says: ["unknown route 'NoSuchRoute.x'", "expected Type.identifier", "OceanRoute"]),
        BadInput(
            label: "unknown route in the long form", yaml: "name: bad\nsteps:\n  - navigate: { from: top, route: OceanRoute.moon }\n",
            line: 3, column: 35, says: ["unknown route 'OceanRoute.moon'"]),
        BadInput(
            label: "unknown URL route", yaml: "name: bad\nsteps:\n  - open: flowatlas-demo://ocean/nowhere\n",
            line: 3, column: 11, says: ["flowatlas-demo://ocean/nowhere", "expected one of surface, shallow, deep, abyss"]),
        BadInput(
            label: "URL with a foreign scheme", yaml: "name: bad\nsteps:\n  - open: https://example.com/x\n",
            line: 3, column: 11, says: ["https://example.com/x", "expected a URL starting with flowatlas-demo://"]),
        BadInput(
            label: "unknown detour", yaml: "name: bad\nsteps:\n  - presentDetour: green\n",
            line: 3, column: 20, says: ["unknown detour 'green'", "expected one of yellow"]),
        BadInput(
            label: "selectTab: -1", yaml: "name: bad\nsteps:\n  - selectTab: -1\n",
            line: 3, column: 16, says: ["expected a tab index"]),
        BadInput(
            label: "selectTab: a string", yaml: "name: bad\nsteps:\n  - back\n  - selectTab: two\n",
            line: 4, column: 16, says: ["expected a tab index"]),
        BadInput(
            label: "selectTab: a list", yaml: "name: bad\nsteps:\n  - selectTab: [1]\n",
            line: 3, column: 16, says: ["expected a tab index"]),
        BadInput(
            label: "bad from:", yaml: "name: bad\nsteps:\n  - navigate: { route: OceanRoute.abyss, from: bottom }\n",
            line: 3, column: 48, says: ["expected 'from: visible' or 'from: top'", "bottom"]),
        BadInput(
            label: "unknown error kind", yaml: "name: bad\nsteps:\n  - expectFailure: { navigate: UnhandledRoute.invalidRoute, error: explosion }\n",
            line: 3, column: 68, says: ["unknown error kind 'explosion'", "expected one of navigationFailed"]),
        BadInput(
            label: "expectFailure without an error", yaml: "name: bad\nsteps:\n  - expectFailure: { navigate: UnhandledRoute.invalidRoute }\n",
            line: 3, column: 20, says: ["expectFailure needs 'error: <kind>'"]),
        BadInput(
            label: "a snapshot inside expectFailure", yaml: "name: bad\nsteps:\n  - expectFailure: { snapshot: a, error: navigationFailed }\n",
            line: 3, column: 22, says: ["a snapshot inside expectFailure", "expected a step that can fail"]),
        BadInput(
            label: "a trace inside expectFailure",
            yaml: "name: bad\nsteps:\n  - expectFailure: { trace: { navigate: OceanRoute.abyss, snapshot: t }, error: navigationFailed }\n",
            line: 3, column: 22, says: ["a trace inside expectFailure", "'expect: <kind>' inside the trace"]),
        BadInput(
            label: "expectFailure inside expectFailure",
            yaml:
                "name: bad\nsteps:\n  - expectFailure: { expectFailure: { navigate: UnhandledRoute.invalidRoute, error: navigationFailed }, error: navigationFailed }\n",
            line: 3, column: 22, says: ["an expectFailure inside expectFailure"]),
        BadInput(
            label: "two steps in one list item", yaml: "name: bad\nsteps:\n  - navigate: OceanRoute.abyss\n    snapshot: x\n",
            line: 4, column: 5, says: ["unexpected key 'snapshot'"]),
        BadInput(
            label: "checkpoint used twice", yaml: "name: bad\nsteps:\n  - snapshot: a\n  - snapshot: a\n",
            line: 4, column: 5, says: ["checkpoint 'a' is used twice"]),
        BadInput(
            label: "bad checkpoint name", yaml: "name: bad\nsteps:\n  - snapshot: ../escape\n",
            line: 3, column: 15, says: ["checkpoint name '../escape'"]),
        BadInput(
            label: "unknown top-level key", yaml: "name: bad\nstep:\n  - back\n",
            line: 2, column: 1, says: ["unknown key 'step'", "expected one of name, app, summary, steps"]),
        BadInput(
            label: "steps is not a list", yaml: "name: bad\nsteps: back\n",
            line: 2, column: 8, says: ["'steps' is 'back'", "(expected a list of steps)"]),
        BadInput(label: "empty file", yaml: "", line: 1, column: 1, says: ["empty scenario file"]),
    ]

    @Test("bad input names file, line, column and what was expected", arguments: badInputs)
    func badInput(_ input: BadInput) throws {
        let error = try #require(Support.parseError(input.yaml, file: "scenarios/bad.yaml"), "\(input.label) parsed")
        #expect(error.file == "scenarios/bad.yaml")
        #expect(error.line == input.line, "\(error)")
        #expect(error.column == input.column, "\(error)")
        for fragment in input.says { #expect(error.message.contains(fragment), "\(error)") }
        #expect(error.description == "scenarios/bad.yaml:\(input.line):\(input.column): error: \(error.message)")
    }
}
