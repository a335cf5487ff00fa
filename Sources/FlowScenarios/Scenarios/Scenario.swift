import FlowAdapter
import FlowCore
import FlowSnapshotStore

/// A scripted navigation scenario, as read from a scenario file.
public struct Scenario: Hashable, Sendable {
    /// The scenario's name; its snapshots live in `Snapshots/<name>/`.
    public var name: String
    /// The name of the app it runs on (the file's `app:`, or the atlas's default app).
    public var app: String
    /// What the scenario shows, in words.
    public var summary: String
    /// The steps, in order.
    public var steps: [ScenarioStep]
    /// The file it came from, for messages.
    public var file: String

    /// Creates a scenario.
    public init(name: String, app: String, summary: String = "", steps: [ScenarioStep], file: String = "<memory>") {
        self.name = name
        self.app = app
        self.summary = summary
        self.steps = steps
        self.file = file
    }

    /// The checkpoint names, in order.
    public var checkpoints: [String] {
        steps.compactMap(\.checkpoint)
    }
}
