import FlowCore
import FlowDiagrams
import FlowGraph

/// Everything an exploration found.
///
/// Visited states are kept as a model checker keeps them: a fingerprint each (in the explorer)
/// and, here, the parent state and the action that first reached it, so the shortest path to
/// any state is read back (`path(to:)`) and nothing else is stored per state. What the report
/// and the transition graph need is tallied while exploring. With `Explorer.recordsDetails`
/// every state's tree and every transition with its events are kept too (`states`,
/// `transitions`), which costs memory per state and is meant for small explorations and tests.
public struct Exploration: Sendable {
    /// One reachable state (kept with `Explorer.recordsDetails`).
    public struct State: Sendable {
        public var id: Int
        public var tree: NavigationTree
        public var depth: Int
        /// The shortest action path from the start.
        public var path: [ExplorationAction]
        /// The route on the visible screen (what `ExplorableApp.inAppRoutes(on:)` is asked about).
        public var screen: RouteValue?
    }

    /// One action tried in one state (kept with `Explorer.recordsDetails`).
    public struct Transition: Sendable {
        public var from: Int
        public var action: ExplorationAction
        /// The state reached (`nil` when the bound on states was hit, or when the tab reduction
        /// represents that state rather than explores it).
        public var to: Int?
        public var succeeded: Bool
        public var message: String
        public var events: [NavigationEvent]
    }

    /// An invariant broken by the last action of a path.
    public struct Finding: Sendable {
        public var path: [ExplorationAction]
        public var violation: InvariantViolation
        /// What a snapshot shows of the state the path's last action was taken in.
        var state: SnapshotKey?
    }

    /// How one action fared over the whole exploration (in the order actions were first tried).
    struct ActionTally: Sendable {
        var action: String
        var tried = 0
        var succeeded = false
        /// How often each outcome message was seen, and the order messages were first seen in.
        var reasons: [String: Int] = [:]
    }

    /// What one run of the tab reduction found (the explorer turns it into `reduction`).
    struct TabRun: Sendable {
        /// The explored and represented states, and the checks' results.
        var ledger: ReductionLedger
        /// Each coupling with the tabs it couples.
        var couplings: [(tabs: [Int], coupling: TabCoupling)]
    }

    public var app: String
    public var inAppOnly: Bool
    public var maxStates: Int
    public var maxDepth: Int
    /// The deep-link URLs the explorer was given (`Explorer.urls`), in order.
    public internal(set) var urls: [String] = []
    /// The reduction asked for (`Explorer.reduction`), whether or not the app's shape allowed it.
    public internal(set) var requestedReduction: StateReduction?
    /// Every state's tree and path, in discovery order (with `Explorer.recordsDetails`; else empty).
    public var states: [State] = []
    /// Every action tried, in order (with `Explorer.recordsDetails`; else empty).
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
    /// Where the deep links came from (see `DeepLinkTargets`).
    public internal(set) var linkSource = DeepLinkTargets.Source.everyDeclaredRoute
    /// How many routes were linked to (none when `inAppOnly`).
    public internal(set) var linkCount = 0
    /// The declared routes no URL of the app produces, never linked to (see `DeepLinkTargets`).
    public internal(set) var routesWithoutURL: [RouteValue] = []
    /// With `Explorer.reduction`: what was explored and what it stands for.
    public internal(set) var reduction: ReductionSummary?
    /// With `Explorer.reduction`, when the app's shape does not allow it: why. The exploration
    /// is then not reduced.
    public internal(set) var reductionRefusal: String?
    /// The last run of the tab reduction.
    var tabRun: TabRun?

    /// How many distinct states were found.
    public var stateCount: Int { parents.count }
    /// How many actions were tried.
    public internal(set) var transitionCount = 0
    /// How many states were found at each depth (index 0 is the start).
    public internal(set) var statesPerDepth: [Int] = []
    /// How many of `statesPerDepth`'s depths were found whole (a bound or the time limit may cut the last).
    var completeLevels = 0
    /// Whether every state found was also expanded: the whole reachable space (within the
    /// actions tried) has been seen. `false` when a bound or the time limit stopped it.
    public internal(set) var fixpoint = false
    /// How long the exploration took.
    public internal(set) var duration: Duration = .zero
    /// How many threads expanded states.
    public internal(set) var workers = 1
    /// Bytes held for the visited states: fingerprints (with the table's free slots), parents
    /// and the actions that reached them.
    public internal(set) var visitedBytes = 0

    /// Each state's parent (`UInt32.max` for the start).
    var parents: [UInt32] = []
    /// The action (an index into `actionTable`) that first reached each state.
    var reachedBy: [UInt32] = []
    /// Every action tried anywhere, numbered.
    var actionTable: [ExplorationAction] = []
    /// For each route shown on a visible screen, the first state (breadth first) showing it.
    var firstShowing: [RouteValue: Int] = [:]
    /// Per action description, in first-tried order.
    var actionTallies: [ActionTally] = []
    /// States whose back button is shown but does nothing, in the order the back was tried.
    var noWayBack: [Int] = []
    /// What a snapshot shows of each state expanded, in the order expanded (state ids 0, 1, …).
    var expandedSnapshots: [SnapshotKey] = []
    /// Where each deep link landed from each state expanded, in the order the links were first tried.
    var linkLandings: [LinkLandings] = []
    /// The screens (`TransitionGraph.Place`) `LinkLandings` names by id, and the messages.
    var landingPlaces: [TransitionGraph.Place] = []
    var landingMessages: [String] = []
    /// Successful transitions between screens, counted for the transition graph.
    var graphCounts: [TransitionGraph.Transition: Int] = [:]

    init(app: String, inAppOnly: Bool, maxStates: Int, maxDepth: Int) {
        self.app = app
        self.inAppOnly = inAppOnly
        self.maxStates = maxStates
        self.maxDepth = maxDepth
    }

    /// The shortest action path from the start to state `id`.
    public func path(to id: Int) -> [ExplorationAction] {
        var actions: [ExplorationAction] = []
        var cursor = id
        while parents[cursor] != .max {
            actions.append(actionTable[Int(reachedBy[cursor])])
            cursor = Int(parents[cursor])
        }
        return actions.reversed()
    }

    /// The depth (path length) of state `id`.
    public func depth(of id: Int) -> Int {
        var depth = 0
        var cursor = id
        while parents[cursor] != .max {
            depth += 1
            cursor = Int(parents[cursor])
        }
        return depth
    }

    /// Actions tried per second.
    public var actionsPerSecond: Double {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        return seconds > 0 ? Double(transitionCount) / seconds : 0
    }

    /// With the tab reduction, whether the explored states represent the state `tree`: it was
    /// explored, or each group of tabs away from rest in it was explored with the others at
    /// rest, under the same shell. `nil` without the tab reduction. For tests of soundness.
    package func represents(_ tree: NavigationTree) -> Bool? {
        tabRun?.ledger.represents(tree)
    }

    /// Bytes held per visited state (see `visitedBytes`).
    public var bytesPerState: Double { stateCount > 0 ? Double(visitedBytes) / Double(stateCount) : 0 }
}

extension Exploration {
    /// The explored transitions collapsed to the routes on screen, with counts. Actions that
    /// can start anywhere (deep links, tab switches, detours) are drawn from one node each
    /// rather than from every screen, so the picture stays readable.
    public var transitionGraph: Graph {
        TransitionGraph.build(counts: graphCounts, title: "Explored transitions (\(stateCount) states)", mergingKinds: true)
    }

    /// The counted transitions `transitionGraph` draws (kinds not merged), for pictures split per area.
    public var transitionCounts: [TransitionGraph.Transition: Int] { graphCounts }

    /// The place that stands for "any screen" in `transitionCounts` (deep links, the tab bar, detours).
    public static func isHub(_ place: TransitionGraph.Place) -> Bool { place.coordinator == "(anywhere)" }

    /// Where a transition of `action` starts in the transition graph: a hub for actions that
    /// can start anywhere, else `from` (the screen the action was taken on).
    static func graphSource(of action: ExplorationAction, from: TransitionGraph.Place) -> TransitionGraph.Place {
        func hub(_ name: String) -> TransitionGraph.Place {
            TransitionGraph.Place(coordinator: "(anywhere)", route: RouteValue(type: "(\(name))", identifier: "any screen"))
        }
        return switch action.action {
        case _ where action.isDeepLink: hub("deep link")
        case .selectTab, .user(.tapTab): hub("tab bar")
        case .presentDetour: hub("detour")
        default: from
        }
    }

    static func place(_ tree: NavigationTree, chain: [Int]? = nil) -> TransitionGraph.Place {
        let node = tree.nodes[(chain ?? tree.visibleChain).last!]
        return TransitionGraph.Place(coordinator: node.label, route: node.currentRoute)
    }
}
