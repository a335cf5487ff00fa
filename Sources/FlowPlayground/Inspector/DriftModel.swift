import FlowCore
import FlowScenarios
import FlowText

/// The headless model of a connected app: a fresh copy from the adapter's `makeRoot()` that
/// replays the app's steps as scenario steps, one at a time, as they end.
///
/// Contract:
/// - `advance(over:)` replays every ended step it has not replayed yet, in order, and keeps the
///   model's tree after each, and the scenario step it was (a failed navigation is the failure
///   the model met, as a scenario expects it).
/// - It stops for good at the first step it cannot replay (no scenario step expresses it): the
///   model would not stand for the app after it.
/// - It never changes the app, and reading it (`results(for:)`) replays nothing.
final class DriftModel {
    private let app: any AtlasApp
    private let translator: LiveStepTranslator
    private let root: any AnyCoordinator
    private let recorder = NavigationRecorder()
    /// The model's tree at the start, before any step.
    let start: NavigationTree
    /// One entry per replayed step: its scenario step, or why it stopped the replay.
    private(set) var replayed: [Replayed] = []
    /// Why the replay stopped, and at which step (0-based), if it did.
    private(set) var stopped: (index: Int, reason: String)?

    /// A replayed step: the scenario step it was, the model's tree after it, and whether the
    /// model's outcome matched the app's.
    struct Replayed {
        var step: ScenarioStep.Kind
        /// What the app did, as a scenario writes it (the step itself, unless the model failed it).
        var title: String
        /// The model's tree after the step: captured only when there is an app tree to compare it
        /// with, or may still be (the newest step), so a burst of steps costs one capture.
        var tree: NavigationTree?
        /// Set when the app and the model disagree on success (`nil` when they agree).
        var outcome: String?
    }

    init(app: any AtlasApp, parser: ScenarioParser) {
        self.app = app
        translator = LiveStepTranslator(app: app, parser: parser)
        root = app.makeRoot()
        root.addObserver(recorder)
        start = root.captureTree()
    }

    deinit { root.removeObserver(recorder) }

    /// Replays the steps of `steps` that ended and were not replayed yet, then captures the
    /// model's tree after the newest of them. (The app sends its tree after the newest step it
    /// took before its main actor was idle, and every step after that tree follows it; so a step
    /// that is not the newest when it is replayed never gets an app tree later.)
    func advance(over steps: [LiveStep]) {
        let first = replayed.count
        while stopped == nil, replayed.count < steps.count, steps[replayed.count].ended {
            let index = replayed.count
            let step = steps[index]
            switch translator.translate(step) {
            case let .unrecordable(reason):
                stopped = (index, reason)
            case let .checkpoint(name):
                replayed.append(Replayed(step: .snapshot(name), title: ScenarioStep.Kind.snapshot(name).description, tree: root.captureTree()))
            case let .action(action):
                recorder.reset()
                let outcome = ActionPerformer.perform(action, app: app, root: root, recorder: recorder)
                let newest = index + 1 == steps.count || !steps[index + 1].ended
                let tree = step.tree != nil || newest ? root.captureTree() : nil
                var kind = ScenarioStep.Kind.perform(action)
                var mismatch: String?
                if !outcome.succeeded, let error = outcome.errorKinds.first {
                    kind = .expectFailure(action, error: error)
                }
                if outcome.succeeded != step.succeeded {
                    mismatch =
                        step.succeeded
                        ? "the app's step succeeded; the model's failed: \(TerminalText.line(outcome.message))"
                        : "the app's step failed; the model's succeeded"
                }
                replayed.append(Replayed(step: kind, title: action.description, tree: tree, outcome: mismatch))
            }
        }
        // The newest step replayed by an earlier call, if its app tree came since.
        if first > 0, replayed[first - 1].tree == nil, steps[first - 1].tree != nil, replayed.count == first {
            replayed[first - 1].tree = root.captureTree()
        }
    }
}
