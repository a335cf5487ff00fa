import FlowAtlasTestSupport
import FlowDemo
import FlowScenarios
import Foundation
import Testing

/// Hostile scenario files, nesting: lists and mappings nested far past the limit are refused at
/// the level that passes it, without a crash; up to the limit they are composed.
// The defects these tests pin were hangs (minutes): the suite's time limit only stops a hang;
// no test asserts how much work fits in a given time (refusals are bounded by work: the alias
// budget, the nesting limit, the size limits). Ten minutes, not one: on two cores under the whole
// `swift test`, a test here waits behind others (its wall time is routinely 6 to 8 minutes), and
// a one-minute limit fired once on waiting alone (every test of the suite at once, none of them slow).
@Suite("Hostile input: nesting", .timeLimit(.minutes(10)))
struct HostileNestingTests {
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
        let error = try HostileYAML.rejection(nesting.yaml)
        #expect(HostileYAML.position(error) == nesting.position, "\(error)")
        #expect(error.message == nesting.message, "\(error)")
    }

    @Test("nesting up to 64 levels is composed (and then judged as a scenario)")
    func nestingAtTheLimit() throws {
        // The root mapping is level 1, so 63 lists fit.
        let yaml = "name: x\nsteps: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "\n"
        let error = try HostileYAML.rejection(yaml)
        #expect(HostileYAML.position(error) == [2, 9], "\(error)")
        #expect(error.message.hasPrefix("a step is a list (expected one of navigate"), "\(error)")
    }
}
