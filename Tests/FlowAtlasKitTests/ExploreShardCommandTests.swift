import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowExplore
import FlowScenarios
import FlowSocialApp
import Foundation
import Testing

/// Issue 25, point 5: `explore --shard I/N -o FILE` and `explore merge FILE…`, run in this process.
@Suite("explore --shard and explore merge")
struct ExploreShardCommandTests {
    /// Runs `explore --shard i/count` for every i with `arguments`, writing into `folder`; the files.
    static func shardFiles(_ arguments: [String], count: Int, in folder: URL, apps: [any AtlasApp] = [DemoScenarioApp()]) -> [String] {
        (1...count).map { index in
            let file = folder.appendingPathComponent("shard-\(index).json").path
            let shard: [String] = ["--shard", "\(index)/\(count)", "-o", file]
            let result = Kit.run(["explore"] + arguments + shard, apps: apps)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.isEmpty, "the shard's file is written to -o, nothing printed")
            return file
        }
    }

    @Test("shard files merged print what explore prints, as text, JSON and SVG, for N = 2 and 3")
    func mergeEqualsExplore() throws {
        let folder = try Kit.temporaryFolder("shards")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bounds = ["--max-depth", "3", "--max-states", "400"]
        for count in [2, 3] {
            let files = Self.shardFiles(bounds, count: count, in: folder)
            for format in ["text", "json", "svg"] {
                let one = Kit.run(["explore"] + bounds + ["--format", format])
                let merged = Kit.run(["explore", "merge"] + files.reversed() + ["--format", format])
                #expect(one.status == 0 && merged.status == 0, "\(merged)")
                #expect(merged.stdout == one.stdout, "N = \(count), \(format)")
                #expect(merged.stderr.isEmpty, "\(merged)")
            }
        }
    }

    @Test("explore merge -o writes the report to the file")
    func mergeWritesOutput() throws {
        let folder = try Kit.temporaryFolder("shards-output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = Self.shardFiles(["--max-depth", "2"], count: 2, in: folder)
        let report = folder.appendingPathComponent("report.json").path
        let merged = Kit.run(["explore", "merge", "--format", "json", "-o", report] + files)
        #expect(merged.status == 0 && merged.stdout.isEmpty, "\(merged)")
        let one = Kit.run(["explore", "--max-depth", "2", "--format", "json"])
        #expect(try String(contentsOfFile: report, encoding: .utf8) == one.stdout)
    }

    @Test("--shard needs -o, an I/N with 1 ≤ I ≤ N, and no --timeout, --reduce or --format: exit 2, nothing explored")
    func shardOptionsRefused() throws {
        let folder = try Kit.temporaryFolder("shards-refused")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.json").path
        let cases: [([String], String)] = [
            (["--shard", "1/2"], "--shard needs -o FILE: the shard's result file, for `explore merge`"),
            (["--shard", "3/2", "-o", file], "--shard: expected I/N with 1 ≤ I ≤ N ≤ 10000 (such as 2/4), got '3/2'"),
            (["--shard", "two", "-o", file], "--shard: expected I/N with 1 ≤ I ≤ N ≤ 10000 (such as 2/4), got 'two'"),
            (["--shard", "1/2", "-o", file, "--timeout", "5"], "--shard takes no --timeout"),
            (["--shard", "1/2", "-o", file, "--reduce", "tabs"], "--shard takes no --reduce"),
            (["--shard", "1/2", "-o", file, "--format", "json"], "--shard takes no --format"),
        ]
        for (arguments, message) in cases {
            let result = Kit.run(["explore"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result)")
            #expect(result.stderr.contains(message), "\(arguments): \(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test("explore merge refuses, with exit 2 and the file named: a missing file, a file that is not JSON, a missing shard, a shard twice")
    func mergeRefusals() throws {
        let folder = try Kit.temporaryFolder("shards-merge-refused")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = Self.shardFiles(["--max-depth", "1"], count: 3, in: folder)
        let garbage = folder.appendingPathComponent("garbage.json").path
        try "{\n  \"format\": [\n".write(toFile: garbage, atomically: true, encoding: .utf8)
        let absent = folder.appendingPathComponent("absent.json").path
        let cases: [([String], String)] = [
            ([files[0], absent], "\(absent): error: does not exist (expected a readable file)"),
            ([files[0], garbage], "\(garbage): error: is not JSON: "),
            ([files[0], files[2]], "error: missing shard 2 of 3: have 1/3 (\(files[0])), 3/3 (\(files[2])) (expected every shard from 1/3 to 3/3)"),
            (files + [files[1]], "\(files[1]): error: is shard 2/3 again, as \(files[1]) is (expected each shard once)"),
            ([], "expected the shards' result files (explore merge FILE…)"),
            (["--max-depth", "4"] + files, "explore merge takes the app and the bounds from the files: no --max-depth"),
        ]
        for (arguments, message) in cases {
            let result = Kit.run(["explore", "merge"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result)")
            #expect(result.stderr.contains(message), "\(arguments): \(result)")
            #expect(result.stdout.isEmpty, "\(arguments): \(result)")
        }
    }

    @Test("explore merge of another atlas's app says which app the files explore")
    func mergeOfUnknownApp() throws {
        let folder = try Kit.temporaryFolder("shards-other-app")
        defer { try? FileManager.default.removeItem(at: folder) }
        let social = SocialScenarioApp()
        let files = Self.shardFiles(["--max-depth", "1"], count: 2, in: folder, apps: [social])
        let result = Kit.run(["explore", "merge"] + files)
        #expect(result.status == 2, "\(result)")
        #expect(
            result.stderr.contains("\(files[0]): error: explores the app '\(social.name)', which this atlas does not have (expected one of demo)"),
            "\(result)")
    }

    @Test("a shard's result file is written whole: -o over a folder is refused and leaves the folder as it was")
    func shardFileIsWrittenSafely() throws {
        let folder = try Kit.temporaryFolder("shards-safe")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let before = DiskState(folder)
        let result = Kit.run(["explore", "--max-depth", "1", "--shard", "1/2", "-o", target.path])
        #expect(result.status == 2, "\(result)")
        #expect(DiskState(folder) == before, "no temporary file left behind")
    }
}
