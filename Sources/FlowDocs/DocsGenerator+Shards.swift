import FlowExplore
import Foundation

extension DocsGenerator {
    /// The shard counts the page measures.
    static let measuredShardCounts = [2, 3, 4]

    /// How an exploration is split over machines and merged, what holds, the overlap between the
    /// shards measured on this app with the page's bounds (and whether their merge gives `report`,
    /// the page's report), and a CI workflow that runs them.
    func shardSection(full: Exploration, report: ExplorationReport) -> String {
        let options = ShardOptions(app: app.name, maxStates: explorationStates, maxDepth: explorationDepth)
        let rows = Self.measuredShardCounts.map { count in
            progress?("exploring shards: \(count)")
            return shardRow(count: count, options: options, full: full, report: report)
        }
        let command = "\(toolName) explore"
        return """
            ## Exploring across machines

            A big app's space outgrows one machine: `\(command) --shard I/N -o shard-I.json` explores one of N parts on each, and `\(command) merge shard-*.json` puts their result files back together into the report one run gives, byte for byte: states, shortest paths, coverage, failing actions, states with no way back, violations, states per depth (and the transition graph with `--format svg`). The merge takes `--format` and `-o` as `\(command)` does, and the app and bounds from the files. N is at most \(ShardSpec.maxCount): more shards than any CI runs jobs at once (a GitHub Actions matrix has at most 256), and few enough that nothing the merge does grows with it.

            **The split.** Every shard explores breadth first from the start, exactly as one run does, until a depth holds at least \(ShardSplit.rootsPerShard) states per shard. That depth's states, in discovery order, are cut into N consecutive blocks, and shard I expands only the I-th block and what it leads to; the other blocks' states stay visited, so it never expands them. The choice depends only on the app, the bounds and I/N: each machine finds its part alone, and the same shard gives the same file, byte for byte, on any machine and any number of cores. The result file (`\(ShardResult.formatTag)`, JSON) holds every state the shard expanded, with every action tried from it and every state reached, by 128-bit fingerprint.

            **The merge.** It does not explore. It replays one run's breadth-first merge, in one run's order, over the shards' expansions: each state one run expands is taken from the shard that expanded it. One does, always: a state's shortest path crosses the split depth at exactly one state, and that state's shard finds the rest of the path at the same depth as one run. With a state bound (`--max-states`), a shard stops when its own states reach the bound but finishes the depth it is expanding: what a shard finds within d actions is among what one run finds within d, so it fills up no sooner, and the merge stops exactly where one run stops. That last depth can cost the shards more actions than one run spends on it.

            **What is refused** (exit 2, nothing written, the message naming the file, the field (such as `options.maxStates`) or the line and column, and what was expected): a file that cannot be read, is not JSON (with its line and column) or is not a shard result; a field outside the range `explore` accepts, checked by the same code (a shard count above \(ShardSpec.maxCount), a state bound outside 1 to \(ExplorationLimits.maxStates), a negative depth bound, a URL the app does not open, a number no integer holds); shards of different splits, bounds or apps; a shard given twice or missing (the missing ones named as ranges and counted, never listed one by one: `missing shards 2–7, 9 of 12`); shards that disagree about a state they both expanded, or leave a state one run expands unexpanded (files of different builds). `--shard` takes no `--timeout` (what a shard explores would depend on the machine's speed) and no `--reduce` (the tab reduction is not split), and needs `-o FILE`.

            **The overlap, measured** on the \(app.name) app with this page's bounds (\(explorationStates) states, depth \(explorationDepth)), in the full pass (every action; one run tries \(report.transitions) actions in it, and the shards together expand \(rows.compactMap(\.distinct).first.map(String.init) ?? "the same") distinct states). A state is expanded by more than one shard when it comes before the split depth (every shard expands those) or is reachable from two shards' blocks within the bounds:

            | shards | depth split | states expanded, per shard | expanded by more than one shard | actions tried, all shards | merged report |
            |---|---|---|---|---|---|
            \(rows.map(\.line).joined(separator: "\n"))

            **On CI**, one job per shard on its own machine, each uploading its result file, and a merge job that needs them all. With GitHub Actions:

            \(shardWorkflow())

            Every shard job must pass the same bounds (the merge refuses shards explored with others), and the matrix's N must be the N of `--shard I/N`.
            """
    }

    /// A GitHub Actions workflow: one job per shard (a matrix), each uploading its result file,
    /// and a merge job that needs them all.
    func shardWorkflow() -> String {
        """
        ```yaml
        jobs:
          explore:
            runs-on: ubuntu-latest
            strategy:
              fail-fast: false
              matrix:
                shard: [1, 2, 3, 4]
            steps:
              - uses: actions/checkout@v4
              - run: swift run \(toolName) explore --max-depth 5 --max-states 1000000 --shard ${{ matrix.shard }}/4 -o shard-${{ matrix.shard }}.json
              - uses: actions/upload-artifact@v4
                with:
                  name: explore-shard-${{ matrix.shard }}
                  path: shard-${{ matrix.shard }}.json
          merge:
            needs: explore
            runs-on: ubuntu-latest
            steps:
              - uses: actions/checkout@v4
              - uses: actions/download-artifact@v4
                with:
                  pattern: explore-shard-*
                  merge-multiple: true
              # Exit 1 when an invariant is violated, 2 when a shard is missing or does not match.
              - run: swift run \(toolName) explore merge shard-1.json shard-2.json shard-3.json shard-4.json -o exploration.txt
              - uses: actions/upload-artifact@v4
                with:
                  name: exploration
                  path: exploration.txt
        ```
        """
    }

    /// One row of the overlap table: `count` shards of the page's exploration (`full`, `report`),
    /// measured and merged; not explored when they would not split (each would explore everything).
    private func shardRow(count: Int, options: ShardOptions, full: Exploration, report: ExplorationReport) -> (line: String, distinct: Int?) {
        guard ShardSplit.depth(splitting: count, of: full) != nil else {
            let none =
                "none: no depth within the bounds holds \(ShardSplit.rootsPerShard * count) states, so every shard would explore everything (not measured)"
            return ("| \(count) | \(none) | - | - | - | - |", nil)
        }
        let results = (1...count).map { ShardResult.explore(app, options: options, shard: ShardSpec(index: $0, count: count)!) }
        let overlap = ShardOverlap(results)
        let merged = try? ShardMerge.merge(results.map { ("shard \($0.shard)", $0) }, app: app)
        let identical = merged?.report.text == report.text ? "identical to one run's" : "**differs from one run's**"
        let actions = overlap.actionsPerShard.reduce(0, +)
        let extra = report.transitions > 0 ? Double(actions - report.transitions) * 100 / Double(report.transitions) : 0
        let split = overlap.splitDepth.map(String.init) ?? "none"
        let line =
            "| \(count) | \(split) | \(overlap.expandedPerShard.map(String.init).joined(separator: ", ")) | \(overlap.shared) of \(overlap.distinct) | \(actions) (\(String(format: "%+.1f", extra)) % on one run) | \(identical) |"
        return (line, overlap.distinct)
    }
}
