import ArgumentParser
import FlowExplore
import FlowGraphviz
import FlowScenarios
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `explore`: the whole reachable navigation space of the app.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore every state reachable from the app's start: shortest paths, coverage, invariants.",
        discussion:
            "Breadth first over every in-app action and every deep link, with every engine invariant checked after every action, on every core. An in-app-only exploration with the same bounds (run first) finds the routes reachable only by deep link. In-app taps are the app's inAppRoutes(on:), or inferred (the report says which). Stops at --max-depth, --max-states or --timeout; with --unbounded, only at the fixpoint (the whole reachable space) or --timeout. --timeout is wall time for the whole run, both explorations, in every mode: the in-app-only one gets at most a fifth of it, the other all that is left. The report says whether the fixpoint was reached and how many states each depth has. With --reduce tabs, each group of a tab coordinator's tabs is explored apart with the other tabs at rest (partial-order reduction), and the report says how many states the explored ones stand for and which tabs were coupled. Exit 1 when an invariant is violated; exit 2 when --reduce tabs does not apply to the app. With --shard I/N, explores only shard I of N (the same part on every machine, whatever its cores) and writes its result file to -o FILE; `explore merge` puts every shard's file back together into the report one run gives, byte for byte. With --max-states, a shard stops when its own states reach the bound but finishes the depth it is expanding, so the merge stops exactly where one run stops (the shards may try more actions at that depth than one run). See docs/exploration.md, \"Exploring across machines\".",
        subcommands: [ExploreMergeCommand.self]
    )

    /// What the exploration is written as.
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, svg }

    /// Which reduction of the space is applied (`StateReduction`, or none).
    enum Reduction: String, ExpressibleByArgument, CaseIterable {
        case none, tabs

        var reduction: StateReduction? {
            switch self {
            case .none: nil
            case .tabs: .tabs
            }
        }
    }

    @OptionGroup var apps: AppOptions
    @Option(help: "Stop after this many states (1 to 4294967295).") var maxStates: Int = ExplorationDefaults.states
    @Option(help: "Do not expand states deeper than this many actions (0 or more).") var maxDepth: Int = ExplorationDefaults.depth
    @Option(help: "Stop after this many seconds (more than 0, at most 31536000, a year; the report says so).") var timeout: Double?
    @Flag(help: "No depth or state bound: explore the whole reachable space, to the fixpoint or --timeout (with a progress line on a terminal).")
    var unbounded = false
    @Option(help: "A deep-link URL of the app to open from the root in every state (repeatable), besides a navigation to every declared route.")
    var url: [String] = []
    @Option(
        help:
            "none, or tabs: explore each group of a tab coordinator's tabs apart, the others at rest, and report the states they stand for (exit 2 when the app has no tab coordinator with two tabs within 3 actions of the start)."
    )
    var reduce: Reduction = .none
    @Option(help: "text, json or svg (the explored transition graph); text when not given.") var format: Format?
    @Option(
        help: ArgumentHelp(
            "Explore only shard I of N (1 ≤ I ≤ N ≤ \(ShardSpec.maxCount)), the same part on every machine, and write its result file to -o FILE (required) for `explore merge`; no --timeout, --reduce or --format.",
            valueName: "I/N"))
    var shard: String?
    @OptionGroup var output: OutputOption

    func validate() throws {
        if unbounded, maxStates != ExplorationDefaults.states || maxDepth != ExplorationDefaults.depth {
            throw ValidationError("--unbounded takes no --max-states or --max-depth")
        }
        // The ranges `explore merge` checks in shard files too (`ExplorationLimits`).
        if let expected = ExplorationLimits.stateBoundProblem(maxStates) {
            throw ValidationError("--max-states \(maxStates) is out of range (\(expected))")
        }
        if let expected = ExplorationLimits.depthBoundProblem(maxDepth) { throw ValidationError("--max-depth \(maxDepth) is out of range (\(expected))") }
        if let timeout, let expected = ExplorationLimits.timeoutProblem(timeout) {
            throw ValidationError("--timeout \(timeout) is out of range (\(expected))")
        }
        if shard != nil { try validateShard() }
    }

    /// `--shard`: a spec, a file to write, and nothing that would make the part explored depend on the machine.
    private func validateShard() throws {
        _ = try shardSpec
        if output.output == nil { throw ValidationError("--shard needs -o FILE: the shard's result file, for `explore merge`") }
        if timeout != nil {
            throw ValidationError(
                "--shard takes no --timeout: a time limit makes what a shard explores depend on the machine's speed, and shards must merge into one run")
        }
        if reduce != .none { throw ValidationError("--shard takes no --reduce: the tab reduction is not split into shards") }
        if format != nil { throw ValidationError("--shard takes no --format: it writes the shard's result file; `explore merge` takes --format") }
    }

    /// The options that choose what is explored, when given (`explore merge` takes them from the files).
    var explorationOptionsGiven: [String] {
        [
            (apps.app != nil, "--app"), (maxStates != ExplorationDefaults.states, "--max-states"), (maxDepth != ExplorationDefaults.depth, "--max-depth"),
            (timeout != nil, "--timeout"), (unbounded, "--unbounded"), (!url.isEmpty, "--url"), (reduce != .none, "--reduce"), (shard != nil, "--shard"),
        ].filter(\.0).map(\.1)
    }

    /// `--shard` read (`nil` without it).
    private var shardSpec: ShardSpec? {
        get throws {
            guard let shard else { return nil }
            do {
                return try ShardSpec.parse(shard)
            } catch {
                throw ValidationError("--shard: \(error)")
            }
        }
    }

    func run() throws {
        let app = try apps.selected()
        for link in url {
            if let problem = app.problem(withURL: link) {
                throw UsageFailure(
                    description: "error: --url \(RouteLookup.shown(link)): \(problem.replacingOccurrences(of: link, with: RouteLookup.shown(link)))")
            }
        }
        if let reduction = reduce.reduction, let refusal = Explorer.refusal(of: reduction, for: app, urls: url) {
            throw UsageFailure(description: "error: --reduce \(reduce.rawValue): app '\(app.name)' cannot be reduced: \(refusal)")
        }
        let progress = ProgressLine(console: Console())
        let options = ShardOptions(app: app.name, maxStates: unbounded ? .max : maxStates, maxDepth: unbounded ? .max : maxDepth, urls: url)
        if let shard = try shardSpec {
            let result = ShardResult.explore(app, options: options, shard: shard) { Self.show(progress, $0, $1) }
            progress.finish()
            try output.emit(result.json)
            return
        }
        let (full, report) = ExplorationReport.explore(
            app, maxStates: options.maxStates, maxDepth: options.maxDepth,
            timeLimit: timeout.map { .milliseconds(Int(($0 * 1000).rounded(.up))) }, urls: url, recordsDetails: false,
            reduction: reduce.reduction, clock: CommandSession.current?.explorationClock ?? .continuous
        ) { Self.show(progress, $0, $1) }
        progress.finish()
        try Self.emit(full: full, report: report, format: format ?? .text, output: output)
    }

    /// Shows a pass's progress on the progress line.
    static func show(_ progress: ProgressLine, _ phase: String, _ state: ExplorationProgress) {
        progress.update(
            "\(phase): depth \(state.depth), \(state.statesFound) states found, \(state.statesExpanded) expanded, "
                + String(format: "%.0f actions/s", state.actionsPerSecond))
    }

    /// Writes the report (or the transition graph) as `format` says; exit 1 when an invariant is violated.
    static func emit(full: Exploration, report: ExplorationReport, format: Format, output: OutputOption) throws {
        let text: String =
            switch format {
            case .json: report.json
            case .svg: try DiagramFormat.svg.render(full.transitionGraph)
            case .text: report.text
            }
        try output.emit(text)
        if !report.invariantViolations.isEmpty { throw ExitCode(1) }
    }
}
