import FlowCore
import FlowScenarios

/// One point of a playground session's timeline: the step that led to it (none for the start),
/// what the step did, and the exact state after it, as a memento to travel back to.
struct PlaygroundMoment {
    /// The step as a scenario file writes it; `nil` for the app's start.
    var step: ScenarioStep.Kind?
    /// `ok`, `failed as expected: …`, `checkpoint`.
    var outcome: String
    /// The events the step emitted, each with its cause.
    var events: [String]
    /// The engine's decisions, for a navigate or a deep link (traced as a dry run before it ran).
    var trace: [String]
    /// The tree after the step.
    var tree: NavigationTree
    /// The live state after the step, for undo, redo and jumps.
    var memento: NavigationMemento
}
