import FlowAtlasTestSupport
import FlowDemo
import FlowScenarios
import Foundation
import Testing

/// Hostile scenario files, aliases: billion laughs as values and as keys, collections as keys,
/// undefined aliases. Each is refused quickly with `file:line:column` and `(expected …)`.
// The defects these tests pin were hangs (minutes): the suite's time limit only stops a hang;
// no test asserts how much work fits in a given time (refusals are bounded by work: the alias
// budget, the nesting limit, the size limits). Ten minutes, not one: on two cores under the whole
// `swift test`, a test here waits behind others (its wall time is routinely 6 to 8 minutes), and
// a one-minute limit fired once on waiting alone (every test of the suite at once, none of them slow).
@Suite("Hostile input: aliases", .timeLimit(.minutes(10)))
struct HostileAliasTests {
    @Test(
        "billion laughs as values: 4 levels and deeper are refused at the alias that passes 10,000 nodes", arguments: [4, 5, 7, 9, 12, 30])
    func laughsAsValues(depth: Int) throws {
        let error = try HostileYAML.rejection(HostileYAML.laughs(depth: depth))
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
        let error = try HostileYAML.rejection(HostileYAML.laughs(depth: 3))
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
        let error = try HostileYAML.rejection(lines.joined(separator: "\n") + "\n")
        #expect(HostileYAML.position(error) == [top + 3, 3], "\(error)")
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
        let error = try HostileYAML.rejection(text)
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
            let error = try HostileYAML.rejection(yaml)
            #expect(HostileYAML.position(error) == position, "\(error)")
            #expect(error.message == "\(says) (expected a plain key such as name or navigate)", "\(error)")
        }
    }

    @Test("an alias to an anchor not yet defined is reported by line and column")
    func undefinedAlias() throws {
        let error = try HostileYAML.rejection("name: x\nsteps:\n  - navigate: *nowhere\n")
        #expect(HostileYAML.position(error) == [3, 15], "\(error)")
        #expect(error.message.contains("found undefined alias"), "\(error)")
    }
}
