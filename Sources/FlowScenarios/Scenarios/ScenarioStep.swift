import FlowCore

/// One step, with where it was written.
public struct ScenarioStep: Hashable, Sendable {
    /// What to do.
    public var action: ScenarioAction
    /// 1-based line of the step in its file.
    public var line: Int
    /// 1-based column of the step in its file.
    public var column: Int

    /// Creates a step.
    public init(_ action: ScenarioAction, line: Int = 0, column: Int = 0) {
        self.action = action
        self.line = line
        self.column = column
    }
}

extension ScenarioStep {
    /// The checkpoint this step records (a `snapshot` or a `trace`), if any.
    public var checkpoint: String? {
        switch action {
        case let .snapshot(name), let .trace(_, _, name, _, _): name
        default: nil
        }
    }
}
