import ArgumentParser
import FlowExplore
import FlowScenarios
import Foundation

/// `explore merge FILE…`: every shard's result file, put back together into one run's report.
struct ExploreMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the result files of every shard of `explore --shard I/N` into the report one run gives.",
        discussion:
            "Takes the files `explore --shard I/N -o FILE` wrote, one per shard of one split (1/N to N/N, in any order), and prints the report `explore` with the same app and bounds prints, byte for byte: states, shortest paths, coverage, failing actions, violations, states per depth (and, with --format svg, the transition graph). It does not explore: it replays one run's breadth-first merge over the shards' expansions. The app and the bounds come from the files; explore's --format and -o apply (`explore merge --format json -o report.json FILE…`). Exit 1 when an invariant is violated; exit 2 when a file cannot be read, is not a shard result, or the files are not every shard of one split of one exploration (different N, bounds or apps, a shard twice or missing)."
    )

    /// `explore`'s options: its --format and -o apply, and its exploration options must not be given.
    @ParentCommand var explore: ExploreCommand
    @Argument(help: "The shards' result files (every shard of one split, in any order).") var files: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("expected the shards' result files (explore merge FILE…)") }
        let given = explore.explorationOptionsGiven
        if !given.isEmpty {
            throw ValidationError("explore merge takes the app and the bounds from the files: no \(given.joined(separator: ", "))")
        }
    }

    func run() throws {
        try explore.output.check(against: SnapshotOptions.defaultStore)
        var shards: [(file: String, result: ShardResult)] = []
        for file in files { shards.append((file, try ShardResult.read(URL(fileURLWithPath: file), display: file))) }
        let name = shards[0].result.options.app
        guard let app = try? Atlas.running.apps.app(named: name) else {
            throw UsageFailure(
                description:
                    "\(shards[0].file): error: explores the app '\(name)', which this atlas does not have (expected one of \(Atlas.running.apps.names.joined(separator: ", ")))"
            )
        }
        let (full, report) = try ShardMerge.merge(shards, app: app)
        try ExploreCommand.emit(full: full, report: report, format: explore.format ?? .text, output: explore.output)
    }
}
