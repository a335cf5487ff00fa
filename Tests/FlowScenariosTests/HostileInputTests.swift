import FlowAtlasTestSupport
import FlowDemo
import FlowScenarios
import Foundation
import Testing

/// Hostile scenario files: alias bombs, deep nesting, huge scalars, odd encodings and line endings,
/// and names the filesystem cannot hold. Each is rejected quickly with `file:line:column` and
/// `(expected …)`, or (BOM, CRLF) parses exactly like the plain file.
// The defects these tests pin were hangs (minutes): the suite's time limit only stops a hang;
// no test asserts how much work fits in a given time (refusals are bounded by work: the alias
// budget, the nesting limit, the size limits). Ten minutes, not one: on two cores under the whole
// `swift test`, a test here waits behind others (its wall time is routinely 6 to 8 minutes), and
// a one-minute limit fired once on waiting alone (every test of the suite at once, none of them slow).
@Suite("Hostile input", .timeLimit(.minutes(10)))
struct HostileInputTests {
    /// The error for `yaml`.
    static func rejection(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ScenarioError {
        let error = Support.parseError(yaml, file: "scenarios/hostile.yaml")
        let found = try #require(error, "parsed", sourceLocation: sourceLocation)
        #expect(found.file == "scenarios/hostile.yaml", sourceLocation: sourceLocation)
        #expect(found.line >= 1 && found.column >= 1, "\(found)", sourceLocation: sourceLocation)
        #expect(found.message.contains("(expected "), "\(found)", sourceLocation: sourceLocation)
        #expect(!found.message.contains("\n") && !found.message.contains("\r"), "\(found)", sourceLocation: sourceLocation)
        #expect(found.message.count < 400, "\(found.message.count) characters", sourceLocation: sourceLocation)
        return found
    }

    /// Line and column of `error`.
    static func position(_ error: ScenarioError) -> [Int] { [error.line, error.column] }

    /// `text` as a YAML double-quoted scalar, every character outside printable ASCII escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~": result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result +=
                    scalar.value <= 0xFFFF
                    ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        return result + "\""
    }

    // MARK: Aliases

    /// Anchors `a0` … `a<depth>`, each a list of ten aliases to the one before ("billion laughs"),
    /// as values of a mapping: 10^depth nodes once expanded, from a few hundred bytes.
    static func laughs(depth: Int) -> String {
        var lines = ["a0: &a0 lol"]
        for level in 1...depth {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(
        "billion laughs as values: 4 levels and deeper are refused at the alias that passes 10,000 nodes", arguments: [4, 5, 7, 9, 12, 30])
    func laughsAsValues(depth: Int) throws {
        let error = try Self.rejection(Self.laughs(depth: depth))
        // a1..a3 repeat 10 + 110 + 1,110 nodes; the 8th *a3 in a4 (1,111 nodes each) passes 10,000.
        #expect(error.line == 5, "\(error)")
        #expect(error.column == 10 + 7 * 5, "\(error)")
        #expect(error.message.hasPrefix("alias '*a3' repeats 1111 nodes, 10118 in all (expected aliases to repeat at most 10000 nodes in a file)"), "\(error)")
    }

    @Test("aliases within the budget still work as values")
    func aliasesWithinTheBudget() throws {
        let scenario = try Support.scenario(
            """
            name: reuse
            steps:
              - navigate: &deep OceanRoute.abyss
              - back
              - navigate: *deep
              - snapshot: &name end
            """)
        #expect(
            scenario.steps.map(\.kind) == [
                .perform(.navigate(to: OceanRoute.abyss)), .perform(.back), .perform(.navigate(to: OceanRoute.abyss)),
                .snapshot("end"),
            ])
        // Three levels of laughs repeat 1,230 nodes: inside the budget, so the file fails on its keys instead.
        let error = try Self.rejection(Self.laughs(depth: 3))
        #expect(error.message.hasPrefix("unknown key 'a0' (expected one of name, app, summary, steps)"), "\(error)")
    }

    @Test("billion laughs as mapping keys (the 400-byte hang) is refused at the first alias key", arguments: [2, 3, 7, 9])
    func laughsAsKeys(depth: Int) throws {
        // Small anchors, so the budget is not what stops it: an alias as a key is refused by itself.
        var lines = ["a0: &a0 [lol, lol]"]
        for level in 1...min(depth, 3) {
            lines.append("a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]")
        }
        let top = min(depth, 3)
        lines.append("bomb:")
        lines.append("  *a\(top) : one")
        lines.append("  *a\(top) : two")
        let error = try Self.rejection(lines.joined(separator: "\n") + "\n")
        #expect(Self.position(error) == [top + 3, 3], "\(error)")
        #expect(error.message == "alias '*a\(top)' used as a mapping key (expected a plain key such as name or navigate)")
        #expect(!error.message.contains("uncovertable"))
    }

    @Test("the issue's exponential keys: anchors nine levels deep used as keys are refused")
    func issueBomb() throws {
        // The shape of the reported file: each level a list of nine aliases to the level below, the last used as keys.
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for (index, name) in names.enumerated().dropFirst() {
            text += "\(name): &\(name) [" + Array(repeating: "*\(names[index - 1])", count: 9).joined(separator: ",") + "]\n"
        }
        text += "k: {*i: 1, *i: 2}\n"
        #expect(text.utf8.count < 500)
        let error = try Self.rejection(text)
        #expect(error.message.contains("(expected aliases to repeat at most 10000 nodes in a file)"), "\(error)")
    }

    @Test("a list, a mapping or an anchored collection as a mapping key is refused at the key")
    func collectionKeys() throws {
        let cases: [(String, [Int], String)] = [
            ("name: x\nsteps:\n  - ? [navigate, open]\n    : OceanRoute.abyss\n", [3, 7], "a list used as a mapping key"),
            ("name: x\n? {a: b}\n: c\n", [2, 3], "a mapping used as a mapping key"),
            ("name: x\n? &k [a, b]\n: c\nsteps: [*k]\n", [2, 3], "a list used as a mapping key"),
            ("name: x\nsteps:\n  - {[a]: b}\n", [3, 6], "a list used as a mapping key"),
            ("x: &x navigate\nname: y\nsteps:\n  - *x : OceanRoute.abyss\n", [4, 5], "alias '*x' used as a mapping key"),
        ]
        for (yaml, position, says) in cases {
            let error = try Self.rejection(yaml)
            #expect(Self.position(error) == position, "\(error)")
            #expect(error.message == "\(says) (expected a plain key such as name or navigate)", "\(error)")
        }
    }

    @Test("an alias to an anchor not yet defined is reported by line and column")
    func undefinedAlias() throws {
        let error = try Self.rejection("name: x\nsteps:\n  - navigate: *nowhere\n")
        #expect(Self.position(error) == [3, 15], "\(error)")
        #expect(error.message.contains("found undefined alias"), "\(error)")
    }

    // MARK: Nesting

    /// A deeply nested file, where its error must be, and what it must say.
    struct Nesting: Sendable, CustomTestStringConvertible {
        var label: String
        var yaml: String
        var position: [Int]
        var message: String
        var testDescription: String { label }

        static let budget = "lists and mappings nested 65 levels deep (expected at most 64 levels)"

        static func lists(_ levels: Int) -> String {
            "name: x\nsteps: " + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "\n"
        }
    }

    static let nestings: [Nesting] = [
        Nesting(label: "500 flow lists", yaml: Nesting.lists(500), position: [2, 8 + 63], message: Nesting.budget),
        // libyaml 0.2.5 looks up to 1,024 characters ahead for a key, but has no nesting limit of its
        // own (Yams' later copy stops at 1,000, at the first '['): the budget meets these first too.
        Nesting(label: "10,000 flow lists", yaml: Nesting.lists(10_000), position: [2, 8 + 63], message: Nesting.budget),
        Nesting(label: "100,000 flow lists", yaml: Nesting.lists(100_000), position: [2, 8 + 63], message: Nesting.budget),
        Nesting(
            label: "10,000 flow lists, spaced",
            yaml: "name: x\nsteps: " + String(repeating: "[ ", count: 10_000) + String(repeating: "]", count: 10_000) + "\n",
            position: [2, 8 + 63 * 2], message: Nesting.budget),
        Nesting(
            label: "10,000 flow mappings",
            yaml: "name: x\nsteps: " + String(repeating: "{a: ", count: 10_000) + "b" + String(repeating: "}", count: 10_000) + "\n",
            position: [2, 8 + 63 * 4], message: Nesting.budget),
        Nesting(
            label: "10,000 block lists on one line", yaml: "name: x\nsteps:\n" + String(repeating: "- ", count: 10_000) + "back\n",
            position: [3, 1 + 63 * 2], message: Nesting.budget),
        Nesting(
            label: "100 block mappings, indented", yaml: "name: x\nsteps:\n" + (0..<100).map { String(repeating: " ", count: $0 + 1) + "k\($0):\n" }.joined(),
            position: [3 + 63, 2 + 63], message: Nesting.budget),
    ]

    @Test("lists and mappings nested 100 to 100,000 deep are refused without a crash", arguments: nestings)
    func deepNesting(_ nesting: Nesting) throws {
        let error = try Self.rejection(nesting.yaml)
        #expect(Self.position(error) == nesting.position, "\(error)")
        #expect(error.message == nesting.message, "\(error)")
    }

    @Test("nesting up to 64 levels is composed (and then judged as a scenario)")
    func nestingAtTheLimit() throws {
        // The root mapping is level 1, so 63 lists fit.
        let yaml = "name: x\nsteps: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "\n"
        let error = try Self.rejection(yaml)
        #expect(Self.position(error) == [2, 9], "\(error)")
        #expect(error.message.hasPrefix("a step is a list (expected one of navigate"), "\(error)")
    }

    // MARK: Sizes, encodings, line endings

    @Test("a megabyte name, route or key gives a short message")
    func hugeScalars() throws {
        let huge = String(repeating: "a", count: 1_000_000)
        let cases: [(String, [Int], String)] = [
            ("name: \(huge)\nsteps: [back]\n", [1, 7], "scenario name 'aaaaaaaaaaaaaaaaaaaa…' is 1000000 characters long (expected at most 100)"),
            (
                "name: x\nsteps:\n  - navigate: OceanRoute.\(huge)\n", [3, 15],
                "unknown route 'OceanRoute." + String(repeating: "a", count: 49) + "…' (expected one of OceanRoute's"
            ),
            (
                "name: x\n\(huge): 1\nsteps: [back]\n", [2, 1],
                "malformed YAML: no ':' after this key (expected 'key: value' on one line, the key under 1024 characters)"
            ),
            ("name: x\n\"\(huge)\": 1\nsteps: [back]\n", [2, 1], "malformed YAML: no ':' after this key"),
        ]
        for (yaml, position, says) in cases {
            let error = try Self.rejection(yaml)
            #expect(Self.position(error) == position, "\(error.description.prefix(200))")
            #expect(error.message.hasPrefix(says), "\(error.description.prefix(200))")
        }
        // A long one-line summary is fine.
        let scenario = try Support.scenario("name: x\nsummary: \(huge)\nsteps: [back]\n")
        #expect(scenario.summary.count == huge.count)
    }

    @Test("CRLF line endings, a BOM, or both parse exactly like LF: same steps, same lines and columns")
    func lineEndingsAndBOM() throws {
        let url = Support.committedSnapshots.appendingPathComponent("scenarios/ocean-abyss.yaml")
        let plain = try Support.read(url)
        let expected = try Support.scenario(plain)
        let crlf = plain.replacingOccurrences(of: "\n", with: "\r\n")
        for variant in [crlf, "\u{FEFF}" + plain, "\u{FEFF}" + crlf] {
            #expect(try Support.scenario(variant) == expected)
        }
    }

    @Test("errors in a CRLF file have the same line and column as in the LF file")
    func crlfErrors() throws {
        let inputs = [
            "name: bad\nsteps:\n  - back\n  - navigate: OceanRoute.nowhere\n",
            "name: bad\nsteps:\n  - navigate: OceanRoute.abyss: x\n",
            "name: bad\nsteps:\n  - snapshot: \"a\\nb\"\n",
            "x: &x a\nname: bad\nsteps:\n  - *x : b\n",
        ]
        for yaml in inputs {
            let lf = try Self.rejection(yaml)
            let crlf = try Self.rejection(yaml.replacingOccurrences(of: "\n", with: "\r\n"))
            #expect(crlf == lf)
            let bom = try Self.rejection("\u{FEFF}" + yaml)
            #expect(bom == lf)
        }
    }

    @Test("a tab for indentation is refused with a hint; tabs inside values are judged as values")
    func tabs() throws {
        let indent = try Self.rejection("name: bad\nsteps:\n\t- back\n")
        #expect(Self.position(indent) == [3, 1], "\(indent)")
        #expect(indent.message.hasSuffix("(expected spaces for indentation, not tabs)"), "\(indent)")
        let inName = try Self.rejection("name: \"a\\tb\"\nsteps: [back]\n")
        #expect(
            inName.message == "scenario name 'a\\tb' contains U+0009 (tab) (expected ASCII letters, digits, '.', '_' or '-', starting with a letter or digit)")
        // A tab after the colon is separation, as YAML allows.
        #expect(try Support.scenario("name:\tok\nsteps: [back]\n").name == "ok")
    }

    @Test("a raw control character in the file is reported at its line and column")
    func rawControlCharacter() throws {
        let error = try Self.rejection("name: x\nsteps:\n  - snapshot: a\u{7}b\n")
        #expect(Self.position(error) == [3, 16], "\(error)")
        #expect(error.message.hasPrefix("unreadable YAML: control characters are not allowed, U+0007 (expected printable text"), "\(error)")
    }

    @Test("two documents in one file are refused at the second")
    func twoDocuments() throws {
        let error = try Self.rejection("name: x\nsteps: [back]\n---\nname: y\nsteps: [back]\n")
        #expect(Self.position(error) == [3, 1], "\(error)")
        #expect(error.message == "a second YAML document (expected one document per file)")
    }

    @Test("a key given twice names the key, not '<uncovertable>'")
    func duplicatedKeys() throws {
        let error = try Self.rejection("name: x\nsteps: [back]\nname: y\n")
        #expect(Self.position(error) == [1, 1], "\(error)")
        #expect(error.message == "duplicated key 'name' (expected each key once in a mapping)")
    }

    // MARK: Names

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
        let error = try Self.rejection("name: \(Self.quoted(hostile.name))\nsteps: [back]\n")
        #expect(Self.position(error) == [1, 7], "\(error)")
        #expect(error.message.hasPrefix("scenario name '"), "\(error)")
        #expect(error.message.contains(hostile.says), "\(error)")
    }

    @Test("hostile checkpoint names are refused in snapshot and in trace steps", arguments: hostileNames)
    func hostileCheckpointName(_ hostile: HostileName) throws {
        let inSnapshot = "name: x\nsteps:\n  - snapshot: \(Self.quoted(hostile.name))\n"
        let inTrace = "name: x\nsteps:\n  - trace: { navigate: OceanRoute.abyss, snapshot: \(Self.quoted(hostile.name)) }\n"
        for (yaml, column) in [(inSnapshot, 15), (inTrace, 52)] {
            let error = try Self.rejection(yaml)
            #expect(Self.position(error) == [3, column], "\(error)")
            #expect(error.message.hasPrefix("checkpoint name '"), "\(error)")
            #expect(error.message.contains(hostile.says), "\(error)")
        }
    }

    @Test("'scenarios' in any case is refused as a scenario name: it is the folder of the scenario files")
    func scenariosFolderName() throws {
        for name in ["scenarios", "Scenarios", "SCENARIOS"] {
            let error = try Self.rejection("name: \(name)\nsteps: [back]\n")
            #expect(Self.position(error) == [1, 7], "\(error)")
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
        let error = try Self.rejection("name: x\nsteps:\n  - snapshot: Abyss\n  - snapshot: abyss\n")
        #expect(Self.position(error) == [4, 5], "\(error)")
        #expect(error.message == "checkpoint 'abyss' differs from 'Abyss' only in case (expected names that differ in more than case)")
    }

    @Test(
        "a summary is one line: every line terminator and control character is refused",
        arguments: [
            "one\ntwo", "one\rtwo", "one\r\ntwo", "one\u{2028}two", "one\u{2029}two", "one\u{85}two", "one\u{0B}two", "one\u{0C}two", "one\u{7}",
        ])
    func summaryIsOneLine(_ summary: String) throws {
        let error = try Self.rejection("name: x\nsummary: \(Self.quoted(summary))\nsteps: [back]\n")
        #expect(Self.position(error) == [2, 10], "\(error)")
        #expect(error.message.hasPrefix("summary "), "\(error)")
        #expect(error.message.contains("(expected one line"), "\(error)")
    }

    @Test("block scalars are refused as a summary (they end in a line break); a folded plain summary is one line")
    func summaryBlocks() throws {
        for block in ["|", ">", "|-"] {
            let error = try Self.rejection("name: x\nsummary: \(block)\n  one\n  two\nsteps: [back]\n")
            #expect(error.line == 2, "\(error)")
            #expect(error.message.hasPrefix("summary has a line break, U+000A (line feed) (expected one line"), "\(error)")
        }
        #expect(try Support.scenario("name: x\nsummary: one\n  two\nsteps: [back]\n").summary == "one two")
        #expect(try Support.scenario("name: x\nsummary: \"tab\\there\"\nsteps: [back]\n").summary == "tab\there")
    }

    // MARK: Every message

    /// One bad input per kind of error the parser gives (with the parser suite's own corpus).
    static let corpus: [String] = [
        "",
        "# only a comment\n",
        "- a list\n",
        "just text\n",
        "name: x\nsteps: [back]\nname: y\n",
        "name: x\nsteps: [back]\n---\nname: y\n",
        "name: x\nsteps:\n\t- back\n",
        "name: x\nsteps: [back\n",
        "name: x\nfoo\nsteps: [back]\n",
        "name: x\nsteps: {back\n",
        "name: x\nsteps:\n  - navigate: a: b\n",
        "name: x\nsteps:\n  - navigate: *nowhere\n",
        "name: x\nsteps:\n  - snapshot: a\u{7}\n",
        "name: x\nsteps: \"unterminated\n",
        "name: x\nsteps:\n  - navigate: \"\\q\"\n",
        laughs(depth: 6),
        "x: &x a\nname: y\nsteps:\n  - *x : back\n",
        "name: x\n? [a]\n: b\n",
        "name: x\nsteps: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n",
        "steps: [back]\n",
        "name: [x]\nsteps: [back]\n",
        "name:\nsteps: [back]\n",
        "name: \"bad\\n\"\nsteps: [back]\n",
        "name: scenarios\nsteps: [back]\n",
        "name: x\napp: nope\nsteps: [back]\n",
        "name: x\napp: [demo]\nsteps: [back]\n",
        "name: x\nsummary: |\n  a\n  b\nsteps: [back]\n",
        "name: x\nsummary: {a: b}\nsteps: [back]\n",
        "name: x\n",
        "name: x\nsteps: back\n",
        "name: x\nsteps: {a: b}\n",
        "name: x\nflavour: y\nsteps: [back]\n",
        "name: x\nsteps: [fly]\n",
        "name: x\nsteps: [navigate]\n",
        "name: x\nsteps: [{}]\n",
        "name: x\nsteps: [[back]]\n",
        "name: x\nsteps: [{back: 1}]\n",
        "name: x\nsteps: [{fly: 1}]\n",
        "name: x\nsteps:\n  - navigate: OceanRoute.abyss\n    back: 1\n",
        "name: x\nsteps: [navigate: OceanRoute.nowhere]\n",
        "name: x\nsteps: [navigate: Nowhere.x]\n",
        "name: x\nsteps: [navigate: [a]]\n",
        "name: x\nsteps: [navigate: {from: top}]\n",
        "name: x\nsteps: [navigate: {route: OceanRoute.abyss, from: bottom}]\n",
        "name: x\nsteps: [navigate: {route: OceanRoute.abyss, via: top}]\n",
        "name: x\nsteps: [navigate: {route: OceanRoute.abyss, from: [top]}]\n",
        "name: x\nsteps: [open: https://example.com]\n",
        "name: x\nsteps: [open: flowatlas-demo://sky/cloud]\n",
        "name: x\nsteps: [open: flowatlas-demo://ocean]\n",
        "name: x\nsteps: [open: {route: OceanRoute.abyss}]\n",
        "name: x\nsteps: [presentDetour: green]\n",
        "name: x\nsteps: [presentDetour: {a: b}]\n",
        "name: x\nsteps: [selectTab: -1]\n",
        "name: x\nsteps: [selectTab: two]\n",
        "name: x\nsteps: [snapshot: ../x]\n",
        "name: x\nsteps: [snapshot: \"\"]\n",
        "name: x\nsteps: [snapshot: a, snapshot: a]\n",
        "name: x\nsteps: [snapshot: a, snapshot: A]\n",
        "name: x\nsteps: [trace: OceanRoute.abyss]\n",
        "name: x\nsteps: [trace: {snapshot: t}]\n",
        "name: x\nsteps: [trace: {navigate: OceanRoute.abyss}]\n",
        "name: x\nsteps: [trace: {navigate: OceanRoute.abyss, snapshot: t, expect: boom}]\n",
        "name: x\nsteps: [trace: {navigate: OceanRoute.abyss, snapshot: t, dryRun: maybe}]\n",
        "name: x\nsteps: [trace: {navigate: OceanRoute.abyss, snapshot: t, colour: red}]\n",
        "name: x\nsteps: [trace: {open: flowatlas-demo://detour/yellow, snapshot: t}]\n",
        "name: x\nsteps: [trace: {navigate: OceanRoute.abyss, snapshot: t, from: up}]\n",
        "name: x\nsteps: [expectFailure: back]\n",
        "name: x\nsteps: [expectFailure: {error: navigationFailed}]\n",
        "name: x\nsteps: [expectFailure: {navigate: OceanRoute.abyss}]\n",
        "name: x\nsteps: [expectFailure: {navigate: OceanRoute.abyss, back: 1, error: navigationFailed}]\n",
        "name: x\nsteps: [expectFailure: {navigate: OceanRoute.abyss, error: boom}]\n",
        "name: x\nsteps: [expectFailure: {snapshot: s, error: navigationFailed}]\n",
        "name: x\nsteps: [expectFailure: {trace: {navigate: OceanRoute.abyss, snapshot: t}, error: navigationFailed}]\n",
    ]

    @Test("every error message of a corpus of bad inputs has file:line:column and says '(expected …)'")
    func everyMessageSaysWhatWasExpected() throws {
        let all = Self.corpus + ScenarioParserTests.badInputs.map(\.yaml)
        #expect(all.count > 90)
        var messages: Set<String> = []
        for yaml in all {
            let error = try Self.rejection(yaml)
            #expect(error.description.hasPrefix("scenarios/hostile.yaml:\(error.line):\(error.column): error: "), "\(error)")
            messages.insert(error.message)
        }
        // Every input gives its own message: none is a catch-all.
        #expect(messages.count > Self.corpus.count - 3, "\(messages.count) distinct messages")
    }
}
