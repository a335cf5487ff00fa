import FlowAdapter
import FlowCore
import FlowExplore
import Testing

/// The transitions an exploration of `app` tried, each replayed as an explorer worker replays
/// it: the memento of the state it starts from restored, the recorder emptied, the action
/// performed. For tests that compare what a worker computes with what a fresh look gives.
struct TransitionReplay {
    let app: any AtlasApp
    let exploration: Exploration
    let root: any AnyCoordinator
    let recorder = NavigationRecorder()

    /// Explores `app` to `depth` (with transitions kept); the exploration must not be cut.
    init(_ app: any AtlasApp, depth: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        self.app = app
        exploration = Explorer(app: app, maxStates: 5_000, maxDepth: depth).explore()
        #expect(!exploration.truncated, sourceLocation: sourceLocation)
        root = app.makeRoot()
        root.addObserver(recorder)
    }

    /// Calls `visit` in the start state (with `nil`), then after each transition's action (with
    /// the transition); returns how many transitions were replayed. A transition from a state
    /// not reached yet is an issue recorded, and skipped.
    func run(sourceLocation: SourceLocation = #_sourceLocation, visit: (Exploration.Transition?) -> Void) -> Int {
        var mementos: [Int: NavigationMemento] = [0: root.saveState()]
        visit(nil)
        var replayed = 0
        for transition in exploration.transitions {
            guard let memento = mementos[transition.from] else {
                Issue.record("state \(transition.from) tried before it was reached", sourceLocation: sourceLocation)
                continue
            }
            root.restoreState(memento)
            recorder.reset()
            _ = ActionPerformer.perform(transition.action.action, app: app, root: root, recorder: recorder)
            visit(transition)
            if let reached = transition.to, mementos[reached] == nil { mementos[reached] = root.saveState() }
            replayed += 1
        }
        return replayed
    }
}
