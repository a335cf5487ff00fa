import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

/// Big scenario files (issue 22, point 10): memory stays a small multiple of the file. Plain
/// files are composed straight from libyaml's events (about 15 times the file); Yams, which needs
/// about 40 times, composes only files up to 1 MiB; files over 16 MiB are refused unread.
@Suite("Adversarial: big scenario files")
struct BigInputTests {
    static var parser: ScenarioParser { ScenarioParser(apps: [DemoScenarioApp()]) }

    /// A file of at least `bytes` bytes: `first` as step 1, then plain steps.
    static func file(bytes: Int, first: String) -> String {
        let step = "  - navigate: { route: OceanRoute.abyss, from: top }\n"
        return "name: big\nsteps:\n  - \(first)\n" + String(repeating: step, count: bytes / step.utf8.count + 1)
    }

    @Test(
        "over 1 MiB, what only Yams composes is refused where it is, without composing: an anchor, a tag, a repeated key",
        arguments: [
            ("navigate: &r OceanRoute.abyss", 3, 15, "an anchor in a file of"),
            ("navigate: !!str OceanRoute.abyss", 3, 15, "a tag in a file of"),
            ("{ navigate: OceanRoute.abyss, navigate: OceanRoute.deep }", 3, 35, "a key given twice, or not a plain key in a file of"),
        ])
    func yamsOnlyFeaturesInBigFiles(first: String, line: Int, column: Int, says: String) {
        let text = Self.file(bytes: ScenarioParser.fullComposerLimit, first: first)
        let error = #expect(throws: ScenarioError.self) { try Self.parser.parse(text, file: "big.yaml") }
        #expect(error?.line == line && error?.column == column, "\(String(describing: error))")
        #expect(error?.message.hasPrefix(says) == true, "\(String(describing: error))")
        #expect(error?.message.contains("(expected plain YAML, without anchors, aliases, tags or repeated keys, in a file over 1048576 bytes") == true)
    }

    @Test("over 1 MiB, an alias and a second document are refused too; malformed YAML is reported at libyaml's mark")
    func aliasesDocumentsAndMalformed() {
        let alias = Self.file(bytes: ScenarioParser.fullComposerLimit, first: "navigate: &r OceanRoute.abyss") + "  - navigate: *r\n"
        #expect((#expect(throws: ScenarioError.self) { try Self.parser.parse(alias, file: "big.yaml") })?.message.hasPrefix("an anchor") == true)
        let second = Self.file(bytes: ScenarioParser.fullComposerLimit, first: "back") + "---\nname: other\n"
        let secondError = #expect(throws: ScenarioError.self) { try Self.parser.parse(second, file: "big.yaml") }
        #expect(secondError?.message.hasPrefix("a second YAML document in a file of") == true, "\(String(describing: secondError))")
        let malformed = Self.file(bytes: ScenarioParser.fullComposerLimit, first: "back") + "  - navigate: [unclosed\n"
        let malformedError = #expect(throws: ScenarioError.self) { try Self.parser.parse(malformed, file: "big.yaml") }
        #expect(malformedError?.message.hasPrefix("malformed YAML: ") == true, "\(String(describing: malformedError))")
        #expect(malformedError?.message.hasSuffix("(expected well-formed YAML)") == true)
        #expect((malformedError?.line ?? 0) > 1000, "at the end, where it is: \(String(describing: malformedError))")
    }

    @Test("up to 1 MiB, anchors and aliases still work (Yams composes them); plain files of several MiB still parse")
    func withinTheLimits() throws {
        let anchored = "name: small\nsteps:\n  - navigate: &r OceanRoute.abyss\n  - back\n  - navigate: *r\n"
        #expect(try Self.parser.parse(anchored, file: "small.yaml").steps.count == 3)
        let plain = Self.file(bytes: 4 * 1024 * 1024, first: "back")
        #expect(try Self.parser.parse(plain, file: "plain.yaml").steps.count > 75_000)
    }

    @Test("a scenario file over 16 MiB is refused before it is read: exit 2, naming the size and the limit")
    func tooBigToRead() async throws {
        try await Support.withTemporaryDirectory { root in
            let file = root.appendingPathComponent("scenarios/huge.yaml")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: file.path, contents: Data("name: huge\nsteps:\n".utf8)))
            // A sparse file: its size without writing 17 MB.
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 17 * 1024 * 1024)
            try handle.close()
            let error = #expect(throws: ScenarioError.self) {
                try ScenarioCatalog(store: SnapshotStore(directory: root), apps: ScenarioApps([DemoScenarioApp()]), app: nil)
            }
            #expect(error?.message == "is 17825792 bytes (expected at most 16777216 bytes)", "\(String(describing: error))")
        }
    }
}
