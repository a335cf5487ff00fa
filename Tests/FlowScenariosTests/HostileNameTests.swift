import FlowAtlasTestSupport
import FlowDemo
import FlowScenarios
import Foundation
import Testing

/// Hostile scenario files, names: scenario and checkpoint names the filesystem cannot hold or
/// a terminal would show wrong, names at the limits, and summaries of more than one line.
// The defects these tests pin were hangs (minutes): the suite's time limit only stops a hang;
// no test asserts how much work fits in a given time (refusals are bounded by work: the alias
// budget, the nesting limit, the size limits). Ten minutes, not one: on two cores under the whole
// `swift test`, a test here waits behind others (its wall time is routinely 6 to 8 minutes), and
// a one-minute limit fired once on waiting alone (every test of the suite at once, none of them slow).
@Suite("Hostile input: names", .timeLimit(.minutes(10)))
struct HostileNameTests {
    /// A name that must be refused, and what the message must say about it.
    struct HostileName: Sendable, CustomTestStringConvertible {
        var label: String
        var name: String
        var says: String
        var testDescription: String { label }
    }

    static let hostileNames: [HostileName] = [
        HostileName(label: "ends in line feed", name: "bad\n", says: "contains U+000A (line feed)"),
        HostileName(label: "ends in carriage return", name: "bad\r", says: "contains U+000D (carriage return)"),
        HostileName(label: "ends in CRLF", name: "bad\r\n", says: "contains U+000D (carriage return)"),
        HostileName(label: "ends in U+2028", name: "bad\u{2028}", says: "contains U+2028 (line separator)"),
        HostileName(label: "ends in U+2029", name: "bad\u{2029}", says: "contains U+2029 (paragraph separator)"),
        HostileName(label: "ends in U+0085", name: "bad\u{85}", says: "contains U+0085 (next line)"),
        HostileName(label: "vertical tab", name: "a\u{0B}b", says: "contains U+000B (vertical tab)"),
        HostileName(label: "form feed", name: "a\u{0C}b", says: "contains U+000C (form feed)"),
        HostileName(label: "NUL", name: "a\u{0}b", says: "contains U+0000"),
        HostileName(label: "bell", name: "a\u{7}b", says: "contains U+0007"),
        HostileName(label: "escape", name: "a\u{1B}[31mb", says: "contains U+001B"),
        HostileName(label: "DEL", name: "a\u{7F}b", says: "contains U+007F"),
        HostileName(label: "slash", name: "a/b", says: "contains '/'"),
        HostileName(label: "backslash", name: "a\\b", says: "contains '\\'"),
        HostileName(label: "dot dot", name: "..", says: "starts with '.'"),
        HostileName(label: "dot dot slash", name: "../escape", says: "starts with '.'"),
        HostileName(label: "leading dot", name: ".hidden", says: "starts with '.'"),
        HostileName(label: "leading dash", name: "-rf", says: "starts with '-'"),
        HostileName(label: "space", name: "a b", says: "contains U+0020 (space)"),
        HostileName(label: "colon", name: "a:b", says: "contains ':'"),
        HostileName(label: "300 characters", name: String(repeating: "x", count: 300), says: "is 300 characters long (expected at most 100)"),
        HostileName(label: "101 characters", name: String(repeating: "x", count: 101), says: "is 101 characters long (expected at most 100)"),
        HostileName(label: "accented letter", name: "café", says: "contains 'é' (U+00E9)"),
        HostileName(label: "CJK letters", name: "名前", says: "contains '名' (U+540D)"),
        HostileName(label: "zero-width space", name: "a\u{200B}b", says: "contains U+200B"),
        HostileName(label: "right-to-left override", name: "a\u{202E}b", says: "contains U+202E"),
        HostileName(label: "emoji", name: "a😀", says: "contains '😀' (U+1F600)"),
    ]

    @Test("hostile scenario names are refused at the name, saying what was expected", arguments: hostileNames)
    func hostileScenarioName(_ hostile: HostileName) throws {
        let error = try HostileYAML.rejection("name: \(HostileYAML.quoted(hostile.name))\nsteps: [back]\n")
        #expect(HostileYAML.position(error) == [1, 7], "\(error)")
        #expect(error.message.hasPrefix("scenario name '"), "\(error)")
        #expect(error.message.contains(hostile.says), "\(error)")
    }

    @Test("hostile checkpoint names are refused in snapshot and in trace steps", arguments: hostileNames)
    func hostileCheckpointName(_ hostile: HostileName) throws {
        let inSnapshot = "name: x\nsteps:\n  - snapshot: \(HostileYAML.quoted(hostile.name))\n"
        let inTrace = "name: x\nsteps:\n  - trace: { navigate: OceanRoute.abyss, snapshot: \(HostileYAML.quoted(hostile.name)) }\n"
        for (yaml, column) in [(inSnapshot, 15), (inTrace, 52)] {
            let error = try HostileYAML.rejection(yaml)
            #expect(HostileYAML.position(error) == [3, column], "\(error)")
            #expect(error.message.hasPrefix("checkpoint name '"), "\(error)")
            #expect(error.message.contains(hostile.says), "\(error)")
        }
    }

    @Test("'scenarios' in any case is refused as a scenario name: it is the folder of the scenario files")
    func scenariosFolderName() throws {
        for name in ["scenarios", "Scenarios", "SCENARIOS"] {
            let error = try HostileYAML.rejection("name: \(name)\nsteps: [back]\n")
            #expect(HostileYAML.position(error) == [1, 7], "\(error)")
            #expect(error.message == "scenario name '\(name)' is the folder of the scenario files (expected any other name)")
        }
        // As a checkpoint it is only a file name.
        #expect(try Support.scenario("name: x\nsteps: [snapshot: scenarios]\n").checkpoints == ["scenarios"])
    }

    @Test("names at the limits are accepted: 100 characters, digits first, dots, dashes and underscores inside")
    func namesAtTheLimits() throws {
        let long = String(repeating: "n", count: 100)
        for name in [long, "9lives", "a..b", "v1.2_rc-3", "Z"] {
            let scenario = try Support.scenario(
                "name: \(name)\nsteps:\n  - snapshot: \(name)\n  - trace: { navigate: OceanRoute.abyss, snapshot: t\(name.dropFirst()) }\n")
            #expect(scenario.name == name)
            #expect(scenario.checkpoints == [name, "t\(name.dropFirst())"])
        }
        #expect(ScenarioParser.problem(withScenarioName: long) == nil)
        #expect(ScenarioParser.problem(withCheckpointName: long + "x") != nil)
    }

    @Test("two checkpoints that differ only in case are refused: they would be one file on macOS")
    func checkpointCase() throws {
        let error = try HostileYAML.rejection("name: x\nsteps:\n  - snapshot: Abyss\n  - snapshot: abyss\n")
        #expect(HostileYAML.position(error) == [4, 5], "\(error)")
        #expect(error.message == "checkpoint 'abyss' differs from 'Abyss' only in case (expected names that differ in more than case)")
    }

    @Test(
        "a summary is one line: every line terminator and control character is refused",
        arguments: [
            "one\ntwo", "one\rtwo", "one\r\ntwo", "one\u{2028}two", "one\u{2029}two", "one\u{85}two", "one\u{0B}two", "one\u{0C}two", "one\u{7}",
        ])
    func summaryIsOneLine(_ summary: String) throws {
        let error = try HostileYAML.rejection("name: x\nsummary: \(HostileYAML.quoted(summary))\nsteps: [back]\n")
        #expect(HostileYAML.position(error) == [2, 10], "\(error)")
        #expect(error.message.hasPrefix("summary "), "\(error)")
        #expect(error.message.contains("(expected one line"), "\(error)")
    }

    @Test("block scalars are refused as a summary (they end in a line break); a folded plain summary is one line")
    func summaryBlocks() throws {
        for block in ["|", ">", "|-"] {
            let error = try HostileYAML.rejection("name: x\nsummary: \(block)\n  one\n  two\nsteps: [back]\n")
            #expect(error.line == 2, "\(error)")
            #expect(error.message.hasPrefix("summary has a line break, U+000A (line feed) (expected one line"), "\(error)")
        }
        #expect(try Support.scenario("name: x\nsummary: one\n  two\nsteps: [back]\n").summary == "one two")
        #expect(try Support.scenario("name: x\nsummary: \"tab\\there\"\nsteps: [back]\n").summary == "tab\there")
    }
}
