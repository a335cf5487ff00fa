import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

/// Big scenario files (issue 22, point 10): memory stays a small multiple of the file. Every file
/// is composed in one pass over libyaml's events (about 15 times the file), anchors, aliases and
/// tags included; files over 16 MiB are refused unread.
@Suite("Adversarial: big scenario files")
struct BigInputTests {
    static var parser: ScenarioParser { ScenarioParser(apps: [DemoScenarioApp()]) }

    /// 1 MiB: up to this size Yams once composed the files that use anchors, aliases or tags.
    static let oneMiB = 1024 * 1024

    /// A file of at least `bytes` bytes: `first` as step 1, then plain steps.
    static func file(bytes: Int, first: String) -> String {
        let step = "  - navigate: { route: OceanRoute.abyss, from: top }\n"
        return "name: big\nsteps:\n  - \(first)\n" + String(repeating: step, count: bytes / step.utf8.count + 1)
    }

    @Test("over 1 MiB, anchors, aliases and tags mean what they mean in a small file")
    func anchorsAliasesAndTags() throws {
        let text = Self.file(bytes: Self.oneMiB, first: "navigate: &r !!str OceanRoute.abyss") + "  - navigate: *r\n"
        let steps = try Self.parser.parse(text, file: "big.yaml").steps
        #expect(steps.count > 19_000)
        #expect(steps.first?.kind == steps.last?.kind)
        #expect(try steps.first?.kind == Self.parser.parse("name: small\nsteps:\n  - navigate: OceanRoute.abyss\n", file: "small.yaml").steps.first?.kind)
    }

    @Test(
        "over 1 MiB, a repeated key, a second document and malformed YAML are reported as in a small file",
        arguments: [
            ("{ navigate: OceanRoute.abyss, navigate: OceanRoute.deep }", ""),
            ("back", "---\nname: other\n"),
            ("back", "  - navigate: [unclosed\n"),
        ])
    func errorsAsInSmallFiles(first: String, last: String) throws {
        let small = try #require(Support.parseError(Self.file(bytes: 0, first: first) + last, file: "big.yaml"))
        let big = try #require(Support.parseError(Self.file(bytes: Self.oneMiB, first: first) + last, file: "big.yaml"))
        #expect(big.message == small.message && big.column == small.column, "\(big)")
        #expect(last.isEmpty ? big.line == small.line : big.line > 1000, "where it is: \(big)")
    }

    @Test("plain files of several MiB parse")
    func severalMiB() throws {
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
