/// What the playground answers a command with. Every answer carries the state, so a page that
/// missed a push is still current.
public struct PlaygroundReply: Encodable, Equatable, Sendable {
    /// The state after the command (unchanged for a preview or a recording).
    public var state: PlaygroundState
    /// For `preview`: the dry-run trace, one decision per line.
    public var preview: [String]?
    /// For `record`: the scenario file's text.
    public var yaml: String?
    /// For `record` with `save`: where the file was written, and what to run next.
    public var saved: String?
}
