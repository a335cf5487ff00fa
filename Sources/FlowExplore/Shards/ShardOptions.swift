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
