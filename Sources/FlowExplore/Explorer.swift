import FlowCore
import FlowScenarios

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
    /// Stop expanding states after this much time (`nil`: no limit).
    public var timeLimit: Duration?
    /// Deep-link URLs opened from the root in every state, besides a navigation to every
    /// declared route (links the app's `open(url:from:root:)` handles specially, or payloads).
    public var urls: [String] = []

    /// An explorer of `app` with bounds.
    public init(app: any ScenarioApp, maxStates: Int = 1500, maxDepth: Int = 4, inAppOnly: Bool = false, timeLimit: Duration? = nil) {
        self.app = app
        self.maxStates = maxStates
        self.maxDepth = maxDepth
        self.inAppOnly = inAppOnly
        self.timeLimit = timeLimit
    }

    /// Explores, calling `progress(statesFound, statesExpanded)` now and then. Stops as soon as
    /// the state bound is reached (the state that would exceed it is not added and no further
    /// state is expanded) or the time limit has passed.
    public func explore(progress: ((Int, Int) -> Void)? = nil) -> Exploration {
        var exploration = Exploration(app: app.name, inAppOnly: inAppOnly, maxStates: maxStates, maxDepth: maxDepth)
        let routeIndex = RouteIndex(app)
        let routes = routeIndex.routes
        let routesByValue = Dictionary(routes.map { (RouteValue($0), $0) }, uniquingKeysWith: { first, _ in first })
        let clock = ContinuousClock()
        let deadline = timeLimit.map { clock.now + $0 }
        var index: [NavigationTree: Int] = [:]
        let startRoot = app.makeRoot()
        let start = startRoot.captureTree()
        exploration.states.append(.init(id: 0, tree: start, depth: 0, path: [], screen: startRoot.visibleCoordinator.stackRoutes.last.map(RouteValue.init)))
        index[start] = 0
        var cursor = 0
        expansion: while cursor < exploration.states.count {
            if let deadline, clock.now >= deadline {
                exploration.timedOut = true
                break
            }
            let state = exploration.states[cursor]
            cursor += 1
            guard state.depth < maxDepth else { continue }
            let (actions, taps) = ExplorationAction.available(in: state.tree, screen: state.screen.flatMap { routesByValue[$0] }, app: app, routes: routes, urls: urls, inAppOnly: inAppOnly)
            switch taps {
            case .app: exploration.statesWithAppTaps += 1
            case .inferred: exploration.statesWithInferredTaps += 1
            }
            for action in actions {
                let step = Self.perform(action, after: state.path, app: app, routes: routeIndex)
                var target: Int?
                if let known = index[step.tree] {
                    target = known
                } else if exploration.states.count < maxStates {
                    target = exploration.states.count
                    index[step.tree] = target
                    exploration.states.append(.init(id: target!, tree: step.tree, depth: state.depth + 1, path: state.path + [action], screen: step.screen))
                } else {
                    exploration.truncated = true
                }
                exploration.transitions.append(.init(from: state.id, action: action, to: target, succeeded: step.outcome.succeeded,
                                                     message: step.outcome.message, events: step.events))
                for violation in step.violations {
                    exploration.violations.append(.init(path: state.path + [action], violation: violation))
                }
                if exploration.truncated { break expansion }
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
        /// The route on the visible screen after the action.
        var screen: RouteValue?
    }

    /// Replays `path` on a fresh app, performs `action` with every invariant checked.
    static func perform(_ action: ExplorationAction, after path: [ExplorationAction], app: any ScenarioApp, routes: RouteIndex) -> Step {
        let root = app.makeRoot()
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        for earlier in path {
            recorder.reset()
            _ = ActionPerformer.perform(earlier.action, app: app, root: root, recorder: recorder, routes: routes)
        }
        recorder.reset()
        let before = InvariantChecker.capture(root)
        let outcome = ActionPerformer.perform(action.action, app: app, root: root, recorder: recorder, routes: routes)
        let (violations, after) = InvariantChecker.check(action.action, before: before, root: root, outcome: outcome,
                                                         events: recorder.events, app: app, routes: routes)
        return Step(tree: after.tree, outcome: outcome, events: recorder.events, violations: violations,
                    screen: root.visibleCoordinator.stackRoutes.last.map(RouteValue.init))
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
        /// The route on the visible screen (what `ScenarioApp.inAppRoutes(on:)` is asked about).
        public var screen: RouteValue?
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
    /// Whether the time limit stopped the exploration.
    public var timedOut = false
    /// States whose taps the app named (`inAppRoutes(on:)`).
    public var statesWithAppTaps = 0
    /// States whose taps were inferred (every declared route of the screen's route type).
    public var statesWithInferredTaps = 0
}

/// The bounds `explore` and the generated docs use when none are given.
public enum ExplorationDefaults {
    /// States discovered before stopping.
    public static let states = 1500
    /// Actions from the start beyond which states are not expanded.
    public static let depth = 3
}
