import FlowAdapter
import FlowCore
import FlowSnapshotStore
import Foundation

/// The result file of one shard of an exploration (`explore --shard I/N -o FILE`): what
/// `ShardMerge` needs to give, from every shard of a split, the report one run gives.
///
/// It holds, for both passes of `ExplorationReport.explore` (every action, then in-app actions
/// only), every state the shard expanded with every action tried from it, and every state those
/// actions reached, by 128-bit fingerprint (the same on every machine). JSON with sorted keys,
/// so the same shard gives the same bytes whatever the machine or the number of threads.
public struct ShardResult: Codable, Equatable, Sendable {
    /// The format tag every shard result file starts with.
    public static let formatTag = "flowatlas explore shard v2"
    /// Files larger than this (1 GiB) are refused before reading.
    public static let sizeLimit = 1 << 30

    /// `formatTag`.
    public let format: String
    /// Which shard of which split.
    public let shard: ShardSpec
    /// What was explored.
    public let options: ShardOptions
    /// Every action tried.
    var full: ShardPass
    /// In-app actions only, deeper (to find what only a deep link reaches).
    var inApp: ShardPass

    /// Explores shard `shard` of `app` within `options` (both passes, on every core), calling
    /// `reporting` with the pass (`exploring`, `in-app only`) and its progress now and then.
    /// Deterministic: no time limit, and nothing depends on the threads.
    public static func explore(
        _ app: any AtlasApp, options: ShardOptions, shard: ShardSpec,
        reporting: ((_ phase: String, _ progress: ExplorationProgress) -> Void)? = nil
    ) -> ShardResult {
        explore(app, options: options, shard: shard, workers: nil, reporting: reporting)
    }

    /// `explore` on `workers` threads (one per core when `nil`).
    package static func explore(
        _ app: any AtlasApp, options: ShardOptions, shard: ShardSpec, workers: Int?,
        reporting: ((_ phase: String, _ progress: ExplorationProgress) -> Void)?
    ) -> ShardResult {
        var explorers = options.explorers(for: app)
        if let workers { (explorers.full.workers, explorers.inApp.workers) = (workers, workers) }
        let full = explorers.full.exploreShard(shard, reporting: reporting.map { reporting in { reporting("exploring", $0) } })
        let inApp = explorers.inApp.exploreShard(shard, reporting: reporting.map { reporting in { reporting("in-app only", $0) } })
        return ShardResult(format: formatTag, shard: shard, options: options, full: full, inApp: inApp)
    }

    /// The result file's text: canonical JSON (sorted keys, compact) and a line break.
    public var json: String {
        // Strings, numbers and booleans: encoding cannot fail.
        (CanonicalJSON.text(self) ?? "") + "\n"
    }

    /// The states the shard expanded in the full pass, as fingerprints (for `ShardOverlap`).
    var expandedStates: Set<String> { Set(full.expanded.map { full.states[$0.state].fingerprint }) }
}

extension ShardResult {
    /// The shard result in `url`; errors name `display` and say what was expected.
    ///
    /// - Throws: When the file cannot be read, is not JSON (with its line and column when the
    ///   parser gives them), is not a shard result (`formatTag`), or does not hold together.
    public static func read(_ url: URL, display: String) throws(ScenarioError) -> ShardResult {
        try decode(TextFileReader.read(url, display: display, limit: sizeLimit), file: display)
    }

    /// The shard result `text` (from the file `file`, for messages).
    public static func decode(_ text: String, file: String) throws(ScenarioError) -> ShardResult {
        let data = Data(text.utf8)
        let problem = { (error: any Error) in ShardFileProblem.error(error, file: file, text: text) }
        let format = try TaggedJSON.format(of: data, problem: problem)
        guard format == formatTag else {
            let found = format.map { "its format is '\(DisplayText.escaped(String($0.prefix(80))))'" } ?? "it has no format tag"
            throw ScenarioError(
                file: file, message: "is not a shard result: \(found) (expected '\(formatTag)', as `explore --shard I/N -o FILE` writes)")
        }
        let result = try TaggedJSON.value(ShardResult.self, from: data, problem: problem)
        if let problem = result.problem() { throw ScenarioError(file: file, message: "is not a valid shard result: \(problem)") }
        return result
    }

    /// What makes this result unusable, however it was made: a bound outside the range `explore`
    /// accepts (`ShardOptions.problem()`), a pass whose references do not hold
    /// (`ShardPass.problem()`), or split at a depth no shard splits at (1 to the pass's depth
    /// bound − 1). `nil` when it holds together.
    func problem() -> String? {
        if let problem = options.problemDescription, let field = options.problem()?.field { return "\(problem) at options.\(field.rawValue)" }
        let depths = [("full", full, options.maxDepth), ("in-app only", inApp, ExplorationReport.inAppDepth(for: options.maxDepth))]
        for (name, pass, maxDepth) in depths {
            if let problem = pass.problem() { return "\(name) pass: \(problem)" }
            if let splitDepth = pass.splitDepth, splitDepth >= maxDepth {
                return "\(name) pass: the split depth \(splitDepth) is not below the depth bound \(maxDepth) (expected 1 to \(maxDepth - 1))"
            }
        }
        return nil
    }
}
