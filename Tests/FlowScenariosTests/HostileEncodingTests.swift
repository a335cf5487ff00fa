import FlowAtlasTestSupport
import FlowDemo
import FlowScenarios
import Foundation
import Testing

/// Hostile scenario files, their bytes: huge scalars, CRLF and BOMs (parsed exactly like LF),
/// tabs, raw control characters, several documents and duplicated keys.
// The defects these tests pin were hangs (minutes): the suite's time limit only stops a hang;
// no test asserts how much work fits in a given time (refusals are bounded by work: the alias
// budget, the nesting limit, the size limits). Ten minutes, not one: on two cores under the whole
// `swift test`, a test here waits behind others (its wall time is routinely 6 to 8 minutes), and
// a one-minute limit fired once on waiting alone (every test of the suite at once, none of them slow).
@Suite("Hostile input: sizes, encodings and line endings", .timeLimit(.minutes(10)))
struct HostileEncodingTests {
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
            let error = try HostileYAML.rejection(yaml)
            #expect(HostileYAML.position(error) == position, "\(error.description.prefix(200))")
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
            let lf = try HostileYAML.rejection(yaml)
            let crlf = try HostileYAML.rejection(yaml.replacingOccurrences(of: "\n", with: "\r\n"))
            #expect(crlf == lf)
            let bom = try HostileYAML.rejection("\u{FEFF}" + yaml)
            #expect(bom == lf)
        }
    }

    @Test("a tab for indentation is refused with a hint; tabs inside values are judged as values")
    func tabs() throws {
        let indent = try HostileYAML.rejection("name: bad\nsteps:\n\t- back\n")
        #expect(HostileYAML.position(indent) == [3, 1], "\(indent)")
        #expect(indent.message.hasSuffix("(expected spaces for indentation, not tabs)"), "\(indent)")
        let inName = try HostileYAML.rejection("name: \"a\\tb\"\nsteps: [back]\n")
        #expect(
            inName.message == "scenario name 'a\\tb' contains U+0009 (tab) (expected ASCII letters, digits, '.', '_' or '-', starting with a letter or digit)")
        // A tab after the colon is separation, as YAML allows.
        #expect(try Support.scenario("name:\tok\nsteps: [back]\n").name == "ok")
    }

    @Test("a raw control character in the file is reported at its line and column")
    func rawControlCharacter() throws {
        let error = try HostileYAML.rejection("name: x\nsteps:\n  - snapshot: a\u{7}b\n")
        #expect(HostileYAML.position(error) == [3, 16], "\(error)")
        #expect(error.message.hasPrefix("unreadable YAML: control characters are not allowed, U+0007 (expected printable text"), "\(error)")
    }

    @Test("two documents in one file are refused at the second")
    func twoDocuments() throws {
        let error = try HostileYAML.rejection("name: x\nsteps: [back]\n---\nname: y\nsteps: [back]\n")
        #expect(HostileYAML.position(error) == [3, 1], "\(error)")
        #expect(error.message == "a second YAML document (expected one document per file)")
    }

    @Test("a key given twice names the key, not '<uncovertable>'")
    func duplicatedKeys() throws {
        let error = try HostileYAML.rejection("name: x\nsteps: [back]\nname: y\n")
        #expect(HostileYAML.position(error) == [1, 1], "\(error)")
        #expect(error.message == "duplicated key 'name' (expected each key once in a mapping)")
    }
}
