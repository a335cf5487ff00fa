import FlowAtlasTestSupport
import Foundation
import Testing

/// Issue 45, point 7: an empty path in an output option (`-o ""` read as the current folder)
/// is refused, in every output option of every command, before anything runs. With the
/// shipped binary in a folder of its own, so a write into the current folder would show.
@Suite("Adversarial: an empty output path is refused in every output option")
struct EmptyOutputPathTests {
    /// One output option of one command, given an empty path; `expected` is what the message says it takes.
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var expected: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let file = "a file path"
    static let report = "a folder for the report"

    /// Every `-o`, `--output` and `--report` of every command (`--output=`, the empty value written
    /// inline, is refused by ArgumentParser itself as a missing value).
    static let cases: [Case] = [
        Case(arguments: ["report", "--snapshots", "snap", "-o", ""], expected: report),
        Case(arguments: ["report", "--snapshots", "snap", "--output", ""], expected: report),
        Case(arguments: ["check", "--snapshots", "snap", "--report", ""], expected: report),
        Case(arguments: ["docs", "--snapshots", "snap", "-o", ""], expected: "a folder for the docs"),
        Case(arguments: ["docs", "--snapshots", "snap", "--output", ""], expected: "a folder for the docs"),
        Case(arguments: ["render", "hierarchy", "--snapshots", "snap", "-o", ""], expected: file),
        Case(arguments: ["render", "transitions", "--snapshots", "snap", "--output", ""], expected: file),
        Case(arguments: ["trace", "OceanRoute.abyss", "--snapshots", "snap", "-o", ""], expected: file),
        Case(arguments: ["trace", "OceanRoute.abyss", "--format", "html", "--snapshots", "snap", "--output", ""], expected: file),
        Case(arguments: ["explore", "--max-depth", "1", "-o", ""], expected: file),
        Case(arguments: ["explore", "--max-depth", "1", "--format", "json", "--output", ""], expected: file),
        Case(arguments: ["explore", "--max-depth", "1", "--shard", "1/2", "-o", ""], expected: file),
        Case(arguments: ["explore", "merge", "-o", "", "shard.json"], expected: file),
        Case(arguments: ["explore", "merge", "--format", "svg", "--output", "", "shard.json"], expected: file),
        Case(arguments: ["save", "ocean-abyss", "--snapshots", "snap", "-o", ""], expected: file),
        Case(arguments: ["save", "ocean-abyss", "--snapshots", "snap", "--output", ""], expected: file),
    ]

    @Test("Adversarial: -o, --output and --report with an empty path exit 2 saying what was expected, and write nothing", arguments: cases)
    func emptyPathRefused(_ testCase: Case) async throws {
        try await Support.withTemporaryDirectory { root in
            try Support.makeSnapshotFolder(in: root)
            // A complete split of one shard, so that `explore merge` would have something to write.
            let shard = try await Support.flowatlas(["explore", "--max-depth", "1", "--shard", "1/1", "-o", "shard.json"], in: root)
            #expect(shard.status == 0, "\(shard)")
            let before = DiskState(root)
            let result = try await Support.flowatlas(testCase.arguments, in: root)
            #expect(result.status == 2, "\(result)")
            let option = testCase.arguments.contains("--report") ? "--report" : "-o/--output"
            #expect(result.stderr.contains("\(option) is an empty path (expected \(testCase.expected))"), "\(result.stderr)")
            #expect(result.stdout.isEmpty, "\(result.stdout)")
            #expect(DiskState(root) == before, "nothing written in the current folder")
        }
    }
}
