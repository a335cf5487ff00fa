import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowExplore
import FlowScenarios
import Foundation
import Testing

/// Issue 45, points 2 and 3 and a smaller one: shard result files that `explore` would never
/// write (a huge shard count, bounds out of range, a number no integer holds) are refused with the
/// file, the field and what was expected; missing shards are named as ranges, whatever N.
@Suite("Adversarial: shard files out of range")
struct ShardAdversarialTests {
    static let demo = DemoScenarioApp()
    static let options = ShardOptions(app: "demo", maxStates: 60, maxDepth: 2)
    /// Shard 1 of 3, explored once.
    static let first = ShardResult.explore(demo, options: options, shard: ShardSpec(index: 1, count: 3)!)

    /// `first`'s file with `edit` applied to its JSON object, as compact JSON (or pretty, on several lines).
    static func edited(pretty: Bool = false, _ edit: (inout [String: Any]) -> Void) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(first.json.utf8)) as? [String: Any])
        edit(&object)
        let data = try JSONSerialization.data(withJSONObject: object, options: pretty ? [.sortedKeys, .prettyPrinted] : [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    static func decodeError(_ text: String) -> String? {
        do {
            _ = try ShardResult.decode(text, file: "s.json")
            return nil
        } catch {
            return error.description
        }
    }

    static func mergeError(_ shards: [(file: String, result: ShardResult)]) -> String? {
        do {
            _ = try ShardMerge.merge(shards, app: demo)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Point 2: the shard count

    @Test("Adversarial: --shard 1/99999999 is refused; N is at most 10000", arguments: ["1/99999999", "1/10001", "10001/10001", "1/999999999"])
    func hugeShardCountRefused(text: String) {
        #expect(throws: ShardSpec.Problem.self) { try ShardSpec.parse(text) }
        #expect(ShardSpec(index: 1, count: Int.max) == nil)
        #expect(ShardSpec.maxCount == 10_000)
        #expect((try? ShardSpec.parse("10000/10000")) == ShardSpec(index: 10_000, count: 10_000))
        #expect((try? ShardSpec.parse("1/10000")) == ShardSpec(index: 1, count: 10_000))
    }

    @Test(
        "Adversarial: a shard file whose count is huge, Int.max, 0 or negative is refused at shard.count",
        arguments: [99_999_999, Int.max, 10_001, 0, -1, Int.min])
    func hugeShardCountInFile(count: Int) throws {
        let text = try Self.edited { $0["shard"] = ["index": 1, "count": count] }
        #expect(Self.decodeError(text) == "s.json: error: is not a valid shard result: expected a shard count from 1 to 10000, got \(count) at shard.count")
    }

    @Test("Adversarial: a shard index outside 1…count is refused at shard.index")
    func shardIndexInFile() throws {
        for index in [0, 4, -1, Int.max] {
            let text = try Self.edited { $0["shard"] = ["index": index, "count": 3] }
            #expect(
                Self.decodeError(text)
                    == "s.json: error: is not a valid shard result: expected a shard index from 1 to the count, 3, got \(index) at shard.index")
        }
        let largest = try Self.edited { $0["shard"] = ["index": 10_000, "count": 10_000] }
        #expect(Self.decodeError(largest) == nil, "10000/10000 is a shard")
    }

    @Test("Adversarial: missing shards are named as ranges and counted, never listed one by one")
    func missingAsRanges() {
        #expect(ShardMerge.missing(7, of: 12, having: [1, 8, 10, 11, 12]) == "missing shards 2–7, 9 of 12")
        #expect(ShardMerge.missing(1, of: 3, having: [1, 3]) == "missing shard 2 of 3")
        #expect(ShardMerge.missing(2, of: 3, having: [2]) == "missing shards 1, 3 of 3")
        #expect(ShardMerge.missing(9_999, of: 10_000, having: [1]) == "missing shards 2–10000 of 10000")
        // Every other shard of 10000: ten ranges named, then how many.
        let odd = Array(stride(from: 1, through: 9_999, by: 2))
        #expect(ShardMerge.missing(5_000, of: 10_000, having: odd) == "missing shards 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, … (5000 in all) of 10000")
        // The time and memory depend on the shards there are, not on N.
        #expect(ShardMerge.missing(Int.max - 2, of: Int.max - 1, having: [1]) == "missing shards 2–\(Int.max - 1) of \(Int.max - 1)")
    }

    @Test("Adversarial: one shard of 10000 merges into a one-line error at once, naming the missing ones as a range")
    func mergeOfOneShardOfMany() throws {
        let many = try ShardResult.decode(try Self.edited { $0["shard"] = ["index": 1, "count": 10_000] }, file: "a.json")
        let clock = ContinuousClock()
        let started = clock.now
        let error = Self.mergeError([("a.json", many)])
        #expect(clock.now - started < .seconds(1))
        #expect(error == "error: missing shards 2–10000 of 10000: have 1/10000 (a.json) (expected every shard from 1/10000 to 10000/10000)")
        let last = try ShardResult.decode(try Self.edited { $0["shard"] = ["index": 10_000, "count": 10_000] }, file: "z.json")
        #expect(
            Self.mergeError([("z.json", last), ("a.json", many)])
                == "error: missing shards 2–9999 of 10000: have 1/10000 (a.json), 10000/10000 (z.json) (expected every shard from 1/10000 to 10000/10000)")
    }

    // MARK: Point 3: bounds explore refuses

    @Test(
        "Adversarial: merge refuses the bounds explore refuses: maxStates -5, 0, above 2^32 - 1, maxDepth -1",
        arguments: [
            ("maxStates", -5, "maxStates -5 is out of range (expected 1 to 4294967295)"),
            ("maxStates", 0, "maxStates 0 is out of range (expected 1 to 4294967295)"),
            ("maxStates", 4_294_967_296, "maxStates 4294967296 is out of range (expected 1 to 4294967295)"),
            ("maxStates", Int.min, "maxStates \(Int.min) is out of range (expected 1 to 4294967295)"),
            (
                "maxStates", Int.max,
                "maxStates \(Int.max) is out of range (expected 1 to 4294967295, or \(Int.max) only with a maxDepth of \(Int.max) too, as --unbounded writes)"
            ),
            ("maxDepth", -1, "maxDepth -1 is out of range (expected 0 or more)"),
            ("maxDepth", Int.min, "maxDepth \(Int.min) is out of range (expected 0 or more)"),
        ])
    func boundsOutOfRange(field: String, value: Int, message: String) throws {
        let text = try Self.edited { object in
            var options = object["options"] as! [String: Any]
            options[field] = value
            object["options"] = options
        }
        #expect(Self.decodeError(text) == "s.json: error: is not a valid shard result: \(message) at options.\(field)")
    }

    @Test("Adversarial: merge accepts the bounds explore accepts: 1 state, depth 0, 2^32 - 1 states, and both unbounded")
    func boundsInRange() throws {
        for (maxStates, maxDepth) in [(1, 0), (4_294_967_295, 2), (1, Int.max), (Int.max, Int.max)] {
            let text = try Self.edited { object in
                object["options"] = ["app": "demo", "maxStates": maxStates, "maxDepth": maxDepth, "urls": [String]()]
                var full = object["full"] as! [String: Any]
                full.removeValue(forKey: "splitDepth")
                object["full"] = full
                var inApp = object["inApp"] as! [String: Any]
                inApp.removeValue(forKey: "splitDepth")
                object["inApp"] = inApp
            }
            #expect(Self.decodeError(text) == nil, "\(maxStates), \(maxDepth)")
        }
    }

    @Test("Adversarial: merge refuses a result explored with bounds out of range, however it was made (not read from a file)")
    func mergeChecksResultsMadeInProcess() {
        for (options, message) in [
            (ShardOptions(app: "demo", maxStates: 5, maxDepth: -1), "maxDepth -1 is out of range (expected 0 or more) at options.maxDepth"),
            (ShardOptions(app: "demo", maxStates: 0, maxDepth: 0), "maxStates 0 is out of range (expected 1 to 4294967295) at options.maxStates"),
        ] {
            let result = ShardResult.explore(Self.demo, options: options, shard: ShardSpec(index: 1, count: 1)!)
            #expect(Self.mergeError([("m.json", result)]) == "m.json: error: is not a valid shard result: \(message)")
        }
    }

    @Test("Adversarial: a URL the app does not open, in a shard file, is refused as explore --url refuses it")
    func unknownURLInFile() throws {
        let text = try Self.edited { object in
            var options = object["options"] as! [String: Any]
            options["urls"] = ["nope://x\u{1B}[2J"]
            object["options"] = options
        }
        let result = try ShardResult.decode(text, file: "u.json")
        let error = try #require(Self.mergeError([("u.json", result)]))
        #expect(error.hasPrefix("u.json: error: is not a valid shard result: "), "\(error)")
        #expect(error.hasSuffix(" (expected a URL `explore --url` accepts) at options.urls.0"), "\(error)")
        #expect(!error.contains("\u{1B}") && !error.contains("\n"), "one line, control characters escaped: \(error)")
    }

    @Test("Adversarial: a split depth at or past the depth bound is refused")
    func splitDepthPastBound() throws {
        for depth in [2, 3, Int.max] {
            let text = try Self.edited { object in
                var full = object["full"] as! [String: Any]
                full["splitDepth"] = depth
                object["full"] = full
            }
            #expect(
                Self.decodeError(text)
                    == "s.json: error: is not a valid shard result: full pass: the split depth \(depth) is not below the depth bound 2 (expected 1 to 1)")
        }
    }

    // MARK: A number no integer holds

    @Test(
        "Adversarial: a shard number too large for an integer is reported with its field and position, not as \"not valid JSON\"",
        arguments: ["99999999999999999999", "-99999999999999999999", "9223372036854775808", "1e400", "1.5", "2e-3"])
    func numberTooLarge(number: String) throws {
        // Compact, as explore writes it: line 1, the column of the number.
        let text = try Self.edited { $0["shard"] = ["index": 1, "count": 424_242] }.replacingOccurrences(of: "424242", with: number)
        let column = text[..<(try #require(text.range(of: number))).lowerBound].utf8.count + 1
        #expect(
            Self.decodeError(text)
                == "s.json:1:\(column): error: is not a valid shard result: expected an integer from \(Int.min) to \(Int.max), got \(number) at shard.count")
    }

    @Test("Adversarial: a number too large for an integer, deep in a pretty-printed file, is reported at its line and field")
    func numberTooLargeDeep() throws {
        let text = try Self.edited(pretty: true) { object in
            ShardMergeTests.setTarget(of: &object, state: 1, action: 2, to: 424_242)
        }.replacingOccurrences(of: "424242", with: "1e30")
        let before = try #require(text.range(of: "1e30")).lowerBound
        let line = text[..<before].filter { $0 == "\n" }.count + 1
        let error = try #require(Self.decodeError(text))
        #expect(error.hasPrefix("s.json:\(line):"), "\(error)")
        #expect(error.hasSuffix("got 1e30 at full.expanded.1.tried.2.to"), "\(error)")
        // Integers written as the decoder reads them (1.0, 1e2) are integers.
        #expect(["1.0", "1e2", "-0", "1E0"].allSatisfy(JSONIntegers.fits))
    }
}
