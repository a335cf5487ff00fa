import FlowAtlasTestSupport
import FlowExplore
import Foundation
import Testing

/// Issue 45, points 2 and 3 and the smaller ones, run as `flowatlas explore` / `explore merge`:
/// bad shard input is exit 2, a one-line error naming the file, the field and what was expected,
/// and nothing written.
@Suite("Adversarial: explore --shard and explore merge, round 3")
struct ExploreShardAdversarialTests {
    /// The file of shard `index`/`count` at depth 1, written into `folder`.
    static func shard(_ index: Int, of count: Int, in folder: URL) -> String {
        let file = folder.appendingPathComponent("shard-\(index).json").path
        let result = Kit.run(["explore", "--max-depth", "1", "--shard", "\(index)/\(count)", "-o", file])
        #expect(result.status == 0, "\(result)")
        return file
    }

    /// `file`'s JSON with `edit` applied, written to `name` in `folder`.
    static func edited(_ file: String, to name: String, in folder: URL, _ edit: (inout [String: Any]) -> Void) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        edit(&object)
        let target = folder.appendingPathComponent(name)
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: target)
        return target.path
    }

    /// Runs `explore merge` with `files` and every format, with and without -o: exit 2, `message`
    /// on one line of stderr, nothing printed and nothing written.
    static func expectRefused(_ files: [String], _ message: String, in folder: URL) {
        let report = folder.appendingPathComponent("report.out").path
        for format in ["text", "json", "svg"] {
            for output in [[], ["-o", report]] {
                let result = Kit.run(["explore", "merge", "--format", format] + output + files)
                #expect(result.status == 2, "\(format) \(output): \(result)")
                #expect(result.stderr == message + "\n", "\(format) \(output): \(result)")
                #expect(result.stdout.isEmpty, "\(result)")
                #expect(!FileManager.default.fileExists(atPath: report), "nothing written")
            }
        }
    }

    @Test(
        "Adversarial: explore --shard 1/99999999 is refused with exit 2 before exploring, nothing written", arguments: ["1/99999999", "1/10001", "5/99999999"])
    func hugeShardCount(spec: String) throws {
        let folder = try Kit.temporaryFolder("shard-huge")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("s.json").path
        let result = Kit.run(["explore", "--shard", spec, "-o", file])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("Error: --shard: expected I/N with 1 ≤ I ≤ N ≤ 10000 (such as 2/4), got '\(spec)'\n"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test("Adversarial: explore merge of a file whose count is 99999999 or Int.max exits 2 at once, naming the file and shard.count")
    func hugeShardCountInFile() throws {
        let folder = try Kit.temporaryFolder("shard-huge-file")
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = Self.shard(1, of: 2, in: folder)
        for count in [99_999_999, Int.max, 10_001] {
            let huge = try Self.edited(one, to: "huge.json", in: folder) { $0["shard"] = ["index": 1, "count": count] }
            let clock = ContinuousClock()
            let started = clock.now
            Self.expectRefused(
                [huge], "\(huge): error: is not a valid shard result: expected a shard count from 1 to 10000, got \(count) at shard.count", in: folder)
            #expect(clock.now - started < .seconds(5), "refused at once")
        }
    }

    @Test("Adversarial: explore merge names missing shards as ranges (2–7, 9 of 12)")
    func missingAsRanges() throws {
        let folder = try Kit.temporaryFolder("shard-ranges")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [1, 8, 10, 11, 12].map { Self.shard($0, of: 12, in: folder) }
        let have = zip([1, 8, 10, 11, 12], files).prefix(5).map { "\($0)/12 (\($1))" }.joined(separator: ", ")
        Self.expectRefused(
            files.reversed(), "error: missing shards 2–7, 9 of 12: have \(have) (expected every shard from 1/12 to 12/12)", in: folder)
    }

    @Test(
        "Adversarial: explore merge refuses maxStates -5 or 0 and maxDepth -1 in the files, as explore refuses them, in every format",
        arguments: [("maxStates", -5, "(expected 1 to 4294967295)"), ("maxStates", 0, "(expected 1 to 4294967295)"), ("maxDepth", -1, "(expected 0 or more)")])
    func boundsOutOfRange(field: String, value: Int, expected: String) throws {
        let folder = try Kit.temporaryFolder("shard-bounds")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [1, 2].map { Self.shard($0, of: 2, in: folder) }
        let edited = try files.enumerated().map { number, file in
            try Self.edited(file, to: "edited-\(number + 1).json", in: folder) { object in
                var options = object["options"] as! [String: Any]
                options[field] = value
                object["options"] = options
            }
        }
        Self.expectRefused(
            edited, "\(edited[0]): error: is not a valid shard result: \(field) \(value) is out of range \(expected) at options.\(field)", in: folder)
        // explore refuses the same value with the same words.
        let option = field == "maxStates" ? "--max-states" : "--max-depth"
        let explore = Kit.run(["explore", "\(option)=\(value)"])
        #expect(explore.status == 2 && explore.stderr.contains("\(option) \(value) is out of range \(expected)"), "\(explore)")
    }

    @Test("Adversarial: a shard number too large for an integer is reported with the file, its position and its field")
    func numberTooLarge() throws {
        let folder = try Kit.temporaryFolder("shard-number")
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = Self.shard(1, of: 2, in: folder)
        let text = try String(contentsOfFile: one, encoding: .utf8)
        for number in ["99999999999999999999", "18446744073709551616", "1.5"] {
            let broken = folder.appendingPathComponent("broken.json").path
            let edited = text.replacingOccurrences(of: "\"count\":2,", with: "\"count\":\(number),")
            #expect(edited != text)
            try edited.write(toFile: broken, atomically: true, encoding: .utf8)
            let column = edited[..<(try #require(edited.range(of: number))).lowerBound].utf8.count + 1
            Self.expectRefused(
                [broken],
                "\(broken):1:\(column): error: is not a valid shard result: expected an integer from \(Int.min) to \(Int.max), got \(number) at shard.count",
                in: folder)
        }
    }

    @Test("Adversarial: an --unbounded report's heading says the bound in words: no in-app path found")
    func unboundedHeading() {
        for arguments in [["--unbounded"], ["--unbounded", "--reduce", "tabs"]] {
            let result = Kit.run(["explore", "--timeout", "0.1"] + arguments, explorationClock: ExploreCommandTests.workClock)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("\n## reachable only by deep link (no in-app path found)\n"), "\(arguments): \(result)")
            #expect(!result.stdout.contains("\(Int.max)"), "\(arguments): \(result)")
        }
        let bounded = Kit.run(["explore", "--max-depth", "2"])
        #expect(bounded.stdout.contains("\n## reachable only by deep link (no in-app path of up to 4 actions)\n"), "\(bounded)")
        let largest = Kit.run(["explore", "--max-states", "20", "--max-depth", "\(Int.max)"])
        #expect(largest.stdout.contains("\n## reachable only by deep link (no in-app path found)\n"), "\(largest)")
    }
}
