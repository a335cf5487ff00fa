import FlowAdapter
import FlowCore
import FlowSnapshotStore
import FlowText

/// What running one scenario produced: a transcript, one snapshot per checkpoint, and
/// the expectations that did not hold.
public struct ScenarioRun: Sendable {
    /// One executed step.
    public struct Entry: Sendable {
        /// The step as written.
        public var step: ScenarioStep
        /// Whether it did what the scenario expected.
        public var passed: Bool
        /// `ok`, `failed: …`, `failed as expected: …`, or the checkpoint written.
        public var outcome: String
        /// The primitive steps the engine applied, in order.
        public var events: [NavigationEvent]
        /// The tree after the step, when the run was asked to keep one per step
        /// (`ScenarioRunner.run(_:keepingTrees:)`, for reports); `nil` otherwise.
        public var tree: NavigationTree? = nil
        /// For a `navigate` or `open` step of a run that keeps trees: the engine's decisions for
        /// it, traced as a dry run just before it was performed.
        public var trace: NavigationTrace? = nil
        /// For an `open` step of a run that keeps trees, when the app has its own link handler
        /// (`hasLinkHandler`): every navigation the handler performed, run as a dry run just before
        /// the step was performed (the tree put back). `trace` is `nil` then: no `route(forURL:)`
        /// resolution stands in for the handler.
        public var handledLink: HandledLink? = nil
    }

    /// What one `snapshot` or `trace` step recorded.
    public struct Checkpoint: Sendable {
        /// The checkpoint's name (its file is `<scenario>/<name>.txt`).
        public var name: String
        /// The tree at the checkpoint (for a trace, the tree after the traced navigation).
        public var tree: NavigationTree
        /// The snapshot or trace text written for it.
        public var text: String
        /// The trace, for a `trace` step.
        public var trace: NavigationTrace?
        /// For a `trace: { open: URL }` step of an app with its own link handler: every navigation
        /// the handler performed, in order (`trace` is `nil` then).
        public var handledLink: HandledLink? = nil
    }

    /// The scenario that ran.
    public var scenario: Scenario
    /// Every step, in order.
    public var entries: [Entry] = []
    /// Every checkpoint, in order.
    public var checkpoints: [Checkpoint] = []
    /// The tree after the last step run.
    public var finalTree: NavigationTree
    /// The app's tree before the first step.
    public var startTree: NavigationTree

    /// A run of `scenario` that has not run a step yet, its app at `start`.
    init(scenario: Scenario, start: NavigationTree) {
        self.scenario = scenario
        finalTree = start
        startTree = start
    }

    /// Checkpoint name and snapshot text, in order.
    public var snapshots: [(checkpoint: String, text: String)] { checkpoints.map { ($0.name, $0.text) } }
    /// Checkpoint name and trace of every `trace` step, in order.
    public var traces: [(checkpoint: String, trace: NavigationTrace)] {
        checkpoints.compactMap { checkpoint in checkpoint.trace.map { (checkpoint.name, $0) } }
    }

    /// Checkpoint name and what the app's link handler did, for every `trace: { open: URL }` step
    /// of an app with its own link handler, in order.
    public var handledLinks: [(checkpoint: String, link: HandledLink)] {
        checkpoints.compactMap { checkpoint in checkpoint.handledLink.map { (checkpoint.name, $0) } }
    }

    /// Every event applied while the scenario ran, in order.
    public var events: [NavigationEvent] { entries.flatMap(\.events) }

    /// Messages (with file:line:column) for the expectations that did not hold, one line each
    /// (identifiers in them shown with control characters escaped, see `RouteReference.description`).
    public var failures: [String] {
        entries.filter { !$0.passed }.map { DisplayText.escaped("\(scenario.file):\($0.step.line):\($0.step.column): \($0.step.kind): \($0.outcome)") }
    }

    /// Whether every expectation held.
    public var passed: Bool { entries.allSatisfy(\.passed) }

    /// The readable transcript: each step, its result, the events applied, each with its cause.
    public var transcript: String {
        // Each line escaped and cut (TerminalText): a value from the file cannot forge a line.
        var lines = [TerminalText.line("\(scenario.name) (\(scenario.file))")]
        for (index, entry) in entries.enumerated() {
            lines.append(TerminalText.line("  \(index + 1). \(entry.step.kind): \(entry.outcome)"))
            lines += entry.events.map { TerminalText.line("       \($0.causedDescription)") }
        }
        // Events and messages name the app's identifiers: each stays on its line.
        return lines.map(DisplayText.escaped).joined(separator: "\n") + "\n"
    }
}

extension ScenarioRun {
    /// The tree at `checkpoint` (the tree after the last step when `nil`).
    public func tree(at checkpoint: String?) throws(ScenarioError) -> NavigationTree {
        guard let checkpoint else { return finalTree }
        guard let found = checkpoints.first(where: { $0.name == checkpoint }) else {
            let known = checkpoints.map(\.name).joined(separator: ", ")
            throw ScenarioError(file: scenario.file, message: "scenario '\(scenario.name)' has no checkpoint '\(checkpoint)' (expected one of \(known))")
        }
        return found.tree
    }
}
