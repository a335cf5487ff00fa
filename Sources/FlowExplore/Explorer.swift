import FlowCore
import FlowSnapshot

/// Explores every state a user or a deep link can reach from an app's start, breadth first.
///
/// States are identified by the captured tree. A state is rebuilt by replaying its shortest
/// action path on a fresh app, so nothing depends on the order of exploration. Every action
/// is checked against `InvariantChecker`.
public struct Explorer {
    /// The app explored.
    public let app: any ScenarioApp
    /// Stop after discovering this many states.
    public var maxStates: Int
    /// Do not expand states deeper than this many actions.
    public var maxDepth: Int
    /// Only in-app actions (no deep links).
    public var inAppOnly = false

    /// An explorer of `app` with bounds.
    public init(app: any ScenarioApp, maxStates: Int = 1500, maxDepth: Int = 4, inAppOnly: Bool = false) {
        self.app = app
        self.maxStates = maxStates
        self.maxDepth = maxDepth
        self.inAppOnly = inAppOnly
    }

    /// Explores, calling `progress(statesFound, statesExpanded)` now and then.
    public func explore(progress: ((Int, Int) -> Void)? = nil) -> Exploration {
        var exploration = Exploration(app: app.name, inAppOnly: inAppOnly, maxStates: maxStates, maxDepth: maxDepth)
        var index: [NavigationTree: Int] = [:]
        let start = app.makeRoot().captureTree()
        exploration.states.append(.init(id: 0, tree: start, depth: 0, path: []))
        index[start] = 0
        var cursor = 0
        while cursor < exploration.states.count {
            let state = exploration.states[cursor]
            cursor += 1
            guard state.depth < maxDepth else { continue }
            for action in ExplorationAction.available(in: state.tree, app: app, inAppOnly: inAppOnly) {
                let step = Self.perform(action, after: state.path, app: app)
                var target: Int?
                if let known = index[step.tree] {
                    target = known
                } else if exploration.states.count < maxStates {
                    target = exploration.states.count
                    index[step.tree] = target
                    exploration.states.append(.init(id: target!, tree: step.tree, depth: state.depth + 1, path: state.path + [action]))
                } else {
                    exploration.truncated = true
                }
                exploration.transitions.append(.init(from: state.id, action: action, to: target, succeeded: step.outcome.succeeded,
                                                     message: step.outcome.message, events: step.events))
                for violation in step.violations {
                    exploration.violations.append(.init(path: state.path + [action], violation: violation))
                }
            }
            progress?(exploration.states.count, cursor)
        }
        return exploration
    }

    /// The result of one action after replaying a path on a fresh app.
    struct Step {
        var tree: NavigationTree
        var outcome: ActionOutcome
        var events: [NavigationEvent]
        var violations: [InvariantViolation]
    }

    /// Replays `path` on a fresh app, performs `action` with every invariant checked.
    static func perform(_ action: ExplorationAction, after path: [ExplorationAction], app: any ScenarioApp) -> Step {
        let root = app.makeRoot()
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        for earlier in path {
            recorder.reset()
            _ = ActionPerformer.perform(earlier.action, app: app, root: root, recorder: recorder)
        }
        recorder.reset()
        let before = InvariantChecker.capture(root)
        let outcome = ActionPerformer.perform(action.action, app: app, root: root, recorder: recorder)
        let (violations, after) = InvariantChecker.check(action.action, before: before, root: root, outcome: outcome,
                                                         events: recorder.events, app: app)
        return Step(tree: after.tree, outcome: outcome, events: recorder.events, violations: violations)
    }
}

/// Everything an exploration found.
public struct Exploration: Sendable {
    /// One reachable state.
    public struct State: Sendable {
        public var id: Int
        public var tree: NavigationTree
        public var depth: Int
        /// The shortest action path from the start.
        public var path: [ExplorationAction]
    }

    /// One action tried in one state.
    public struct Transition: Sendable {
        public var from: Int
        public var action: ExplorationAction
        /// The state reached (`nil` when the bound on states was hit).
        public var to: Int?
        public var succeeded: Bool
        public var message: String
        public var events: [NavigationEvent]
    }

    /// An invariant broken by the last action of a path.
    public struct Finding: Sendable {
        public var path: [ExplorationAction]
        public var violation: InvariantViolation
    }

    public var app: String
    public var inAppOnly: Bool
    public var maxStates: Int
    public var maxDepth: Int
    public var states: [State] = []
    public var transitions: [Transition] = []
    public var violations: [Finding] = []
    /// Whether the bound on states stopped the exploration.
    public var truncated = false
}
