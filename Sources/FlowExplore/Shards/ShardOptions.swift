import FlowAdapter
import FlowSnapshotStore

/// What an exploration split into shards explores: the app and the bounds. Every shard of a
/// split must have the same, and the merge reports them as one run would.
public struct ShardOptions: Codable, Hashable, Sendable {
    /// The app's name (`ScenarioApp.name`).
    public var app: String
    /// The bound on states (`Int.max`: none), as `Explorer.maxStates`.
    public var maxStates: Int
    /// The bound on depth (`Int.max`: none) of the full pass; the in-app-only pass goes
    /// `ExplorationReport.inAppExtraDepth` deeper, as `ExplorationReport.explore` does.
    public var maxDepth: Int
    /// Deep-link URLs opened from the root in every state, as `Explorer.urls`.
    public var urls: [String]

    /// Options for exploring `app` within the bounds.
    public init(app: String, maxStates: Int, maxDepth: Int, urls: [String] = []) {
        self.app = app
        self.maxStates = maxStates
        self.maxDepth = maxDepth
        self.urls = urls
    }

    /// What is wrong with these options, as the field at fault (`maxStates`) and what was
    /// expected, when a bound is outside the range `explore` accepts (`ExplorationLimits`): a
    /// state bound of 1 to 4294967295 and a depth bound of 0 or more, or no bound for either
    /// (`Int.max`, as `--unbounded` writes them); `nil` when they are in range. The URLs are
    /// checked against the app by `ShardMerge`.
    func problem() -> (field: CodingKeys, expected: String)? {
        let unbounded = ExplorationLimits.unbounded
        if maxStates == unbounded, maxDepth != unbounded {
            return (.maxStates, "expected 1 to \(ExplorationLimits.maxStates), or \(unbounded) only with a maxDepth of \(unbounded) too, as --unbounded writes")
        }
        if maxStates != unbounded, let expected = ExplorationLimits.stateBoundProblem(maxStates) { return (.maxStates, expected) }
        if let expected = ExplorationLimits.depthBoundProblem(maxDepth) { return (.maxDepth, expected) }
        return nil
    }

    /// `problem()` as one line: `maxStates -5 is out of range (expected 1 to 4294967295)`.
    var problemDescription: String? {
        problem().map { "\($0.field.rawValue) \($0.field == .maxStates ? maxStates : maxDepth) is out of range (\($0.expected))" }
    }

    enum CodingKeys: String, CodingKey { case app, maxStates, maxDepth, urls }

    /// Reads the options, refusing bounds outside the range `explore` accepts (`problem()`),
    /// with the field's coding path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        app = try container.decode(String.self, forKey: .app)
        maxStates = try container.decode(Int.self, forKey: .maxStates)
        maxDepth = try container.decode(Int.self, forKey: .maxDepth)
        urls = try container.decode([String].self, forKey: .urls)
        if let (field, _) = problem(), let description = problemDescription {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath + [field], debugDescription: description))
        }
    }

    /// The explorers of both passes, configured as `ExplorationReport.explore` configures them.
    func explorers(for app: any AtlasApp) -> (full: Explorer, inApp: Explorer) {
        var full = Explorer(app: app, maxStates: maxStates, maxDepth: maxDepth)
        full.urls = urls
        full.recordsDetails = false
        var inApp = Explorer(app: app, maxStates: maxStates, maxDepth: ExplorationReport.inAppDepth(for: maxDepth), inAppOnly: true)
        inApp.recordsDetails = false
        return (full, inApp)
    }

    /// How `other` differs, option by option (`--max-depth 3, not 4`), for messages.
    func differences(from other: ShardOptions) -> [String] {
        func bound(_ value: Int) -> String { value == .max ? "none" : "\(value)" }
        var found: [String] = []
        if app != other.app { found.append("app '\(app)', not '\(other.app)'") }
        if maxStates != other.maxStates { found.append("--max-states \(bound(maxStates)), not \(bound(other.maxStates))") }
        if maxDepth != other.maxDepth { found.append("--max-depth \(bound(maxDepth)), not \(bound(other.maxDepth))") }
        if urls != other.urls { found.append("--url \(urls), not \(other.urls)") }
        return found
    }
}
