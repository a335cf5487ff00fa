import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowExplore
import FlowScenarios
import FlowSocialApp
import Foundation
import Testing

/// Issue 25, point 5: an exploration split into shards (`explore --shard I/N`) and merged
/// (`explore merge`) gives the report one run gives, byte for byte.
@Suite("Shards of an exploration, merged")
struct ShardMergeTests {
    static let demo = DemoScenarioApp()
    static let social = SocialScenarioApp()

    /// Every shard of the split of `app` into `count`.
    static func shards(_ app: any AtlasApp, _ options: ShardOptions, count: Int) -> [ShardResult] {
        (1...count).map { ShardResult.explore(app, options: options, shard: ShardSpec(index: $0, count: count)!) }
    }

    /// `results` as the files they would be read from.
    static func files(_ results: [ShardResult]) -> [(file: String, result: ShardResult)] {
        results.map { ("shard-\($0.shard.index)-of-\($0.shard.count).json", $0) }
    }

    /// Every state's shortest path, by id: the same ids and paths means the same exploration.
    static func paths(_ exploration: Exploration) -> [[String]] {
        (0..<exploration.stateCount).map { exploration.path(to: $0).map(\.description) }
    }

    /// One run of `app` with `options` and the merges of 1 to 4 shards give the same report
    /// (text and JSON), the same states with the same shortest paths, and the same transition graph.
    static func expectMergesMatchOneRun(_ app: any AtlasApp, _ options: ShardOptions) throws -> ExplorationReport {
        let (one, report) = ExplorationReport.explore(app, maxStates: options.maxStates, maxDepth: options.maxDepth, urls: options.urls)
        for count in 1...4 {
            // Shards read back from their files' text, as `explore merge` reads them.
            let results = try shards(app, options, count: count).map { try ShardResult.decode($0.json, file: "shard \($0.shard)") }
            let (merged, mergedReport) = try ShardMerge.merge(files(results).reversed(), app: app)
            #expect(mergedReport.text == report.text, "N = \(count)")
            #expect(mergedReport.json == report.json, "N = \(count)")
            #expect(paths(merged) == paths(one), "N = \(count)")
            #expect(merged.statesPerDepth == one.statesPerDepth, "N = \(count)")
            #expect(merged.transitionCounts == one.transitionCounts, "N = \(count)")
            #expect(merged.truncated == one.truncated && merged.fixpoint == one.fixpoint, "N = \(count)")
        }
        return report
    }

    @Test("the demo with the CLI's bounds: N = 1, 2, 3 and 4 merge into one run's report, byte for byte")
    func demoMergesIntoOneRun() throws {
        let report = try Self.expectMergesMatchOneRun(Self.demo, ShardOptions(app: "demo", maxStates: 1500, maxDepth: 3))
        #expect(report.states == 761 && !report.truncated)
    }

    @Test("the demo with a state bound reached in the middle of a depth: the merge stops where one run stops")
    func demoWithStateBound() throws {
        // 50 and 100 states: the bound is reached while depth 2 is being expanded.
        for maxStates in [50, 100] {
            let report = try Self.expectMergesMatchOneRun(Self.demo, ShardOptions(app: "demo", maxStates: maxStates, maxDepth: 4))
            #expect(report.truncated && report.states == maxStates, "\(maxStates)")
        }
    }

    @Test("the five-tab social app: N = 1, 2, 3 and 4 merge into one run's report, with and without a state bound")
    func socialMergesIntoOneRun() throws {
        let unbounded = try Self.expectMergesMatchOneRun(Self.social, ShardOptions(app: Self.social.name, maxStates: 1500, maxDepth: 3))
        #expect(!unbounded.truncated)
        let bounded = try Self.expectMergesMatchOneRun(Self.social, ShardOptions(app: Self.social.name, maxStates: 400, maxDepth: 4))
        #expect(bounded.truncated)
    }

    @Test("a deep-link URL option is explored by every shard and merged as one run explores it")
    func urlsAreMerged() throws {
        let url = "flowatlas-demo://detour/yellow"
        let report = try Self.expectMergesMatchOneRun(Self.demo, ShardOptions(app: "demo", maxStates: 300, maxDepth: 3, urls: [url]))
        #expect(report.states == 300)
        #expect(report.alwaysFailing.allSatisfy { $0.action != "open \(url)" })
    }

    @Test("a shard is deterministic: explored again, on 1, 2 or 3 threads, it gives the same bytes")
    func shardIsDeterministic() {
        let options = ShardOptions(app: "demo", maxStates: 1500, maxDepth: 3)
        let spec = ShardSpec(index: 2, count: 3)!
        let first = ShardResult.explore(Self.demo, options: options, shard: spec)
        for workers in [1, 2, 3] {
            let again = ShardResult.explore(Self.demo, options: options, shard: spec, workers: workers, reporting: nil)
            #expect(again.json == first.json, "\(workers) threads")
        }
        #expect(first.json.hasPrefix("{\"format\":\"flowatlas explore shard v2\","))
    }

    @Test("the shards split the demo at depth 2 (42 states) and share only the start and the signed-in state")
    func overlapIsMeasured() {
        let options = ShardOptions(app: "demo", maxStates: 1500, maxDepth: 3)
        // One run expands the 44 states of depths 0 to 2.
        for count in 2...4 {
            let overlap = ShardOverlap(Self.shards(Self.demo, options, count: count))
            #expect(overlap.splitDepth == 2)
            #expect(overlap.distinct == 44)
            #expect(overlap.shared == 2)
            #expect(overlap.expandedPerShard.reduce(0, +) == 44 + 2 * (count - 1))
            #expect(overlap.expandedPerShard.allSatisfy { $0 <= 2 + (42 + count - 1) / count }, "\(overlap.expandedPerShard)")
        }
        let single = ShardOverlap(Self.shards(Self.demo, options, count: 1))
        #expect(single.splitDepth == nil && single.shared == 0 && single.distinct == 44)
    }

    @Test("where shards split is read from one run's states per depth, as the shards find it (and never within a level the state bound cut)")
    func splitDepthFromOneRun() {
        for (app, maxStates, maxDepth) in [
            (Self.demo as any AtlasApp, 1500, 3), (Self.demo, 50, 4), (Self.demo, 44, 4), (Self.demo, 20, 4), (Self.social, 1500, 3),
        ] {
            let options = ShardOptions(app: app.name, maxStates: maxStates, maxDepth: maxDepth)
            let one = Explorer(app: app, maxStates: maxStates, maxDepth: maxDepth).explore()
            for count in 1...4 {
                let measured = ShardOverlap(Self.shards(app, options, count: count)).splitDepth
                #expect(ShardSplit.depth(splitting: count, of: one) == measured, "\(app.name) \(maxStates) \(maxDepth) N = \(count)")
            }
        }
    }

    @Test("deeper, shards overlap where a state is reachable from two blocks: measured on the demo at depth 4")
    func deeperOverlap() {
        // One run expands the 761 states of depths 0 to 3 (1, 1, 42, 717) and tries 47756 actions.
        let four = ShardOverlap(Self.shards(Self.demo, ShardOptions(app: "demo", maxStates: 20000, maxDepth: 4), count: 4))
        #expect(four.splitDepth == 2)
        #expect(four.distinct == 761)
        #expect(four.shared == 31)
        #expect(four.expandedPerShard == [134, 236, 210, 216])
        #expect(four.actionsPerShard == [8396, 14792, 13190, 13561])
        #expect(four.actionsPerShard.reduce(0, +) < 47756 * 11 / 10, "less than 10 % more actions than one run")
    }

    // MARK: Refusals

    static let options = ShardOptions(app: "demo", maxStates: 60, maxDepth: 3)
    static let three = shards(demo, options, count: 3)

    static func mergeError(_ shards: [(file: String, result: ShardResult)], app: any AtlasApp = demo) -> String? {
        do {
            _ = try ShardMerge.merge(shards, app: app)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a missing shard is refused, naming the shards there are")
    func missingShard() {
        let files = Self.files(Self.three)
        let error = Self.mergeError([files[0], files[2]])
        #expect(error == "error: missing shard 2 of 3: have 1/3 (shard-1-of-3.json), 3/3 (shard-3-of-3.json) (expected every shard from 1/3 to 3/3)")
    }

    @Test("a shard given twice is refused, naming both files")
    func duplicateShard() {
        let files = Self.files(Self.three)
        let error = Self.mergeError(files + [("copy.json", Self.three[1])])
        #expect(error == "copy.json: error: is shard 2/3 again, as shard-2-of-3.json is (expected each shard once)")
    }

    @Test("shards of different splits are refused")
    func differentSplits() {
        let two = Self.shards(Self.demo, Self.options, count: 2)
        let error = Self.mergeError([("a.json", Self.three[0]), ("b.json", two[1])])
        #expect(error == "b.json: error: is shard 2/2, but a.json is shard 1/3 (expected every shard of one split into 3)")
    }

    @Test("shards explored with different bounds are refused, naming the option")
    func differentOptions() {
        let deeper = ShardResult.explore(Self.demo, options: ShardOptions(app: "demo", maxStates: 60, maxDepth: 4), shard: ShardSpec(index: 2, count: 3)!)
        let error = Self.mergeError([("a.json", Self.three[0]), ("b.json", deeper), ("c.json", Self.three[2])])
        #expect(error == "b.json: error: was explored with --max-depth 4, not 3 as a.json was (expected one app and the same bounds for every shard)")
    }

    @Test("shards of another app are refused")
    func otherApp() {
        let error = Self.mergeError(Self.files(Self.three), app: Self.social)
        #expect(error == "shard-1-of-3.json: error: is an exploration of the app 'demo', not of '\(Self.social.name)'")
    }

    @Test("no files at all is refused")
    func noFiles() {
        #expect(Self.mergeError([]) == "error: no shard result files (expected the files `explore --shard I/N -o FILE` wrote, one per shard)")
    }

    /// `result`'s file with `edit` applied to its JSON object.
    /// Sets the target of action `action` tried from expanded state `state` of a shard file's
    /// full pass (`full.expanded[state].tried[action].to`) in its JSON object.
    static func setTarget(of object: inout [String: Any], state: Int, action: Int, to target: Any) {
        var full = object["full"] as! [String: Any]
        var expanded = full["expanded"] as! [[String: Any]]
        var tried = expanded[state]["tried"] as! [[String: Any]]
        tried[action]["to"] = target
        expanded[state]["tried"] = tried
        full["expanded"] = expanded
        object["full"] = full
    }

    static func edited(_ result: ShardResult, _ edit: (inout [String: Any]) -> Void) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(result.json.utf8)) as? [String: Any])
        edit(&object)
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    static func decodeError(_ text: String, file: String = "s.json") -> String? {
        do {
            _ = try ShardResult.decode(text, file: file)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a file that is not JSON is refused with its line and column")
    func notJSON() throws {
        let text = "{\n  \"format\": \"flowatlas explore shard v2\",\n  \"shard\": {\"index\": 1 \"count\": 2}\n}\n"
        let error = try #require(Self.decodeError(text))
        // Line 3, column 24: the `"count"` after `1` with no comma.
        #expect(error.hasPrefix("s.json:3:24: error: is not JSON: "), "\(error)")
    }

    @Test("a JSON file of another format is refused, naming the format expected")
    func wrongFormat() throws {
        let other = try Self.edited(Self.three[0]) { $0["format"] = "flowatlas explore shard v0" }
        #expect(
            Self.decodeError(other)
                == "s.json: error: is not a shard result: its format is 'flowatlas explore shard v0' (expected 'flowatlas explore shard v2', as `explore --shard I/N -o FILE` writes)"
        )
        #expect(Self.decodeError("{\"states\": 3}")?.hasPrefix("s.json: error: is not a shard result: it has no format tag") == true)
    }

    @Test("a shard result missing a field, or with a shard outside 1…N, is refused with where")
    func missingField() throws {
        let cut = try Self.edited(Self.three[0]) { $0.removeValue(forKey: "options") }
        #expect(Self.decodeError(cut) == "s.json: error: is not a valid shard result: missing key 'options'")
        let outside = try Self.edited(Self.three[0]) { $0["shard"] = ["index": 4, "count": 3] }
        #expect(Self.decodeError(outside) == "s.json: error: is not a valid shard result: expected a shard index from 1 to the count, 3, got 4 at shard.index")
    }

    @Test("a reference past its table is refused before merging (no crash on an edited file)")
    func danglingReference() throws {
        let broken = try Self.edited(Self.three[0]) { object in
            Self.setTarget(of: &object, state: 0, action: 0, to: 99999)
        }
        let error = try #require(Self.decodeError(broken))
        #expect(error.hasPrefix("s.json: error: is not a valid shard result: full pass: expansion 0: it reaches state 99999 of "), "\(error)")
    }

    /// Shard 1 of `three`, its full pass edited by `edit`, read back.
    static func tampered(_ edit: (inout [String: Any]) -> Void) throws -> ShardResult {
        let text = try edited(three[0]) { object in
            var full = object["full"] as! [String: Any]
            edit(&full)
            object["full"] = full
        }
        return try ShardResult.decode(text, file: "tampered.json")
    }

    @Test("an action the app does not offer is refused (a shard of another build)")
    func unknownAction() throws {
        let result = try Self.tampered { full in
            var actions = full["actions"] as! [String]
            actions[0] = "tap NoSuchRoute.anywhere"
            full["actions"] = actions
        }
        let error = Self.mergeError([("tampered.json", result), ("b.json", Self.three[1]), ("c.json", Self.three[2])])
        #expect(
            error
                == "tampered.json: error: full pass: 'tap NoSuchRoute.anywhere' is not an action the app offers (was the shard explored with another build of the app?)"
        )
    }

    @Test("two shards that disagree about a state they both expanded are refused")
    func disagreement() throws {
        // Every shard expands the start: shard 1 now says an action from it failed differently.
        let result = try Self.tampered { full in
            var messages = full["messages"] as! [String]
            messages[0] += " (edited)"
            full["messages"] = messages
        }
        let error = try #require(Self.mergeError([("b.json", Self.three[1]), ("tampered.json", result), ("c.json", Self.three[2])]))
        #expect(error.hasPrefix("b.json: error: full pass: it disagrees with tampered.json about state "), "\(error)")
    }

    @Test("a state one run expands that no shard expanded is refused")
    func uncovered() throws {
        // Shard 1 forgets the first state of its block (expansion 2, after the start and the
        // signed-in state): no other shard expands it, and one run does.
        let result = try Self.tampered { full in
            var expanded = full["expanded"] as! [[String: Any]]
            expanded.remove(at: 2)
            full["expanded"] = expanded
        }
        let error = try #require(Self.mergeError([("tampered.json", result), ("b.json", Self.three[1]), ("c.json", Self.three[2])]))
        #expect(error.hasPrefix("error: full pass: no shard expanded state "), "\(error)")
        #expect(error.hasSuffix("the shards do not cover the space (expected the result files of one split, made by one build)"), "\(error)")
    }

    @Test("I/N is read strictly: 1 ≤ I ≤ N, decimal digits")
    func specParsing() {
        #expect((try? ShardSpec.parse("2/4")) == ShardSpec(index: 2, count: 4))
        #expect((try? ShardSpec.parse("1/1")) == ShardSpec(index: 1, count: 1))
        for bad in ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "+1/2", " 1/2", "1/", "/2", "-1/2", "1/9999999999"] {
            #expect(throws: ShardSpec.Problem.self, "\(bad)") { try ShardSpec.parse(bad) }
        }
        do {
            _ = try ShardSpec.parse("5/4")
            Issue.record("5/4 was accepted")
        } catch {
            #expect(error.description == "expected I/N with 1 ≤ I ≤ N ≤ 10000 (such as 2/4), got '5/4'")
        }
    }
}
