import FlowAtlasTestSupport
import FlowDemo
import FlowScenarios
import Foundation
import Testing

/// Hostile scenario files, every message: one bad input per kind of error the parser gives, each
/// reported with `file:line:column` and `(expected …)`, and each message its own. The other
/// hostile inputs (aliases, nesting, sizes and encodings, names) have suites of their own:
/// `HostileAliasTests`, `HostileNestingTests`, `HostileEncodingTests`, `HostileNameTests`.
// The defects these tests pin were hangs (minutes): the suite's time limit only stops a hang;
// no test asserts how much work fits in a given time (refusals are bounded by work: the alias
// budget, the nesting limit, the size limits). Ten minutes, not one: on two cores under the whole
// `swift test`, a test here waits behind others (its wall time is routinely 6 to 8 minutes), and
// a one-minute limit fired once on waiting alone (every test of the suite at once, none of them slow).
@Suite("Hostile input", .timeLimit(.minutes(10)))
struct HostileInputTests {
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
        HostileYAML.laughs(depth: 6),
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
            let error = try HostileYAML.rejection(yaml)
            #expect(error.description.hasPrefix("scenarios/hostile.yaml:\(error.line):\(error.column): error: "), "\(error)")
            messages.insert(error.message)
        }
        // Every input gives its own message: none is a catch-all.
        #expect(messages.count > Self.corpus.count - 3, "\(messages.count) distinct messages")
    }
}
