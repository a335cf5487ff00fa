import FlowAdapter
import FlowCore
import FlowSnapshotStore

/// Puts the result files of every shard of one split back together (`explore merge FILE…`):
/// the exploration and the report one run of `ExplorationReport.explore` with the same app and
/// bounds gives, byte for byte: states, shortest paths, coverage, failing actions, states with no
/// way back, violations, states per depth and the transition graph.
///
/// It does not explore. It replays one run's breadth-first merge (`ExplorationMerge`, whose
/// order decides state ids, shortest paths and which state a bound stops at) over the shards'
/// expansions: each state one run expands, in one run's order, is taken from the shard that
/// expanded it (`ShardSplit` says why one did). So the merged report is one run's, whatever the
/// number of shards, with a state bound too.
public enum ShardMerge {
    /// The merged exploration of `app` and its report, from `shards` (each result with the file
    /// it was read from, for messages), in any order.
    ///
    /// - Throws: When the results are not every shard of one split of one exploration of `app`
    ///   (shards of different splits, options or apps, a shard twice or missing), or do not hold
    ///   together (an action the app does not offer, shards disagreeing on a state, a state no
    ///   shard expanded). The message names the file and what was expected.
    public static func merge(_ shards: [(file: String, result: ShardResult)], app: any AtlasApp) throws(ScenarioError)
        -> (full: Exploration, report: ExplorationReport)
    {
        let ordered = try check(shards, app: app)
        let explorers = ordered[0].result.options.explorers(for: app)
        let catalog = ShardActionCatalog(explorers.full.makeContext(tabs: nil, deadline: nil))
        let full = try explorers.full.replay(ShardExpansions(ordered.map { ($0.file, $0.result.full) }, name: "full", catalog: catalog))
        let inApp = try explorers.inApp.replay(ShardExpansions(ordered.map { ($0.file, $0.result.inApp) }, name: "in-app only", catalog: catalog))
        return (full, ExplorationReport(full: full, inAppOnly: inApp, declaredRoutes: app.declaredRoutes))
    }

    /// `shards` in shard order, once they are every shard of one split of one exploration of `app`.
    static func check(_ shards: [(file: String, result: ShardResult)], app: any AtlasApp) throws(ScenarioError)
        -> [(file: String, result: ShardResult)]
    {
        guard let first = shards.first else {
            throw ScenarioError(message: "no shard result files (expected the files `explore --shard I/N -o FILE` wrote, one per shard)")
        }
        let count = first.result.shard.count
        var files: [Int: String] = [:]
        for (number, (file, result)) in shards.enumerated() {
            guard result.shard.count == count else {
                throw ScenarioError(
                    file: file,
                    message: "is shard \(result.shard), but \(first.file) is shard \(first.result.shard) (expected every shard of one split into \(count))")
            }
            // (`ShardResult.decode` checks this too; a result made another way is checked here.)
            if let problem = result.problem() { throw ScenarioError(file: file, message: "is not a valid shard result: \(problem)") }
            // Every file's options are the first's, or refused as different below.
            if number == 0 { try checkOptions(of: first, app: app) }
            let differences = result.options.differences(from: first.result.options)
            guard differences.isEmpty else {
                throw ScenarioError(
                    file: file,
                    message:
                        "was explored with \(differences.joined(separator: ", ")) as \(first.file) was (expected one app and the same bounds for every shard)")
            }
            guard result.full.splitDepth == first.result.full.splitDepth, result.inApp.splitDepth == first.result.inApp.splitDepth else {
                throw ScenarioError(file: file, message: "was split at another depth than \(first.file) (expected shards made by one build)")
            }
            if let other = files[result.shard.index] {
                throw ScenarioError(file: file, message: "is shard \(result.shard) again, as \(other) is (expected each shard once)")
            }
            files[result.shard.index] = file
        }
        if files.count < count {
            let have = files.keys.sorted()
            let shown = have.prefix(5).map { "\($0)/\(count) (\(files[$0]!))" } + (have.count > 5 ? ["and \(have.count - 5) more"] : [])
            throw ScenarioError(
                message:
                    "\(missing(count - have.count, of: count, having: have)): have \(shown.joined(separator: ", ")) (expected every shard from 1/\(count) to \(count)/\(count))"
            )
        }
        return shards.sorted { $0.result.shard.index < $1.result.shard.index }
    }

    /// Checks that `shard`'s options are of `app` and name only URLs it opens, as `explore --url` requires.
    private static func checkOptions(of shard: (file: String, result: ShardResult), app: any AtlasApp) throws(ScenarioError) {
        guard shard.result.options.app == app.name else {
            throw ScenarioError(file: shard.file, message: "is an exploration of the app '\(shard.result.options.app)', not of '\(app.name)'")
        }
        for (number, url) in shard.result.options.urls.enumerated() {
            if let problem = app.problem(withURL: url) {
                throw ScenarioError(
                    file: shard.file,
                    message:
                        "is not a valid shard result: \(DisplayText.escaped(String(problem.prefix(300)))) (expected a URL `explore --url` accepts) at options.urls.\(number)"
                )
            }
        }
    }

    /// `missing shards 2–7, 9 of 12`: the `count` shards of `total` not in `have` (sorted,
    /// distinct, within 1…`total`), as ranges. Counted and named from `have` alone, so the time
    /// and memory do not depend on `total`; at most 10 ranges are named, then how many in all.
    package static func missing(_ count: Int, of total: Int, having have: [Int]) -> String {
        var ranges: [String] = []
        var ranged = 0
        var next = 1
        for (number, bound) in (have + [total + 1]).enumerated() {
            if bound > next {
                ranged += 1
                if ranges.count < 10 { ranges.append(bound - 1 == next ? "\(next)" : "\(next)–\(bound - 1)") }
            }
            if number == have.count { break }  // (past `total`: nothing follows)
            next = bound + 1
        }
        let named = ranges.joined(separator: ", ") + (ranged > ranges.count ? ", … (\(count) in all)" : "")
        return "missing shard\(count == 1 ? "" : "s") \(named) of \(total)"
    }
}
