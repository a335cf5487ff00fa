import FlowCore
import FlowDiagrams
import FlowGraph
import FlowScenarios
import Foundation

/// The deterministic reports of an exploration: shortest paths, coverage, failures, counts.
public struct ExplorationReport: Sendable, Codable, Equatable {
    /// A route and the shortest action path that shows it.
    public struct Reach: Sendable, Codable, Equatable {
        public var route: String
        public var path: [String]
    }

    /// An action that failed in every state where it was tried.
    public struct AlwaysFailing: Sendable, Codable, Equatable {
        public var action: String
        public var tried: Int
        public var reason: String
    }

    public var app: String
    public var states: Int
    public var transitions: Int
    public var maxStates: Int
    public var maxDepth: Int
    public var truncated: Bool
    /// Whether the time limit stopped the exploration.
    public var timedOut: Bool
    /// How in-app taps were found: named by the app's `inAppRoutes(on:)` or inferred.
    public var taps: String
    public var declaredRoutes: Int
    /// Shortest path to every reachable route, in declaration order.
    public var reachable: [Reach]
    public var unreachable: [String]
    /// Routes reachable only with a deep link (not with in-app actions within `inAppDepth`).
    public var onlyByDeepLink: [String]
    /// How deep the in-app-only exploration went (in-app paths are longer than a deep link).
    public var inAppDepth: Int
    public var alwaysFailing: [AlwaysFailing]
    /// States where the back button is shown but does nothing.
    public var noWayBack: [[String]]
    public var invariantViolations: [String]

    /// Builds the report from a full exploration and an in-app-only one.
    public init(full: Exploration, inAppOnly: Exploration?, declaredRoutes: [AnyRoute]) {
        app = full.app
        states = full.states.count
        transitions = full.transitions.count
        maxStates = full.maxStates
        maxDepth = full.maxDepth
        truncated = full.truncated
        timedOut = full.timedOut
        taps = switch (full.statesWithAppTaps, full.statesWithInferredTaps) {
        case (0, _): "inferred: every declared route of the visible screen's route type (the app names none with inAppRoutes(on:))"
        case (_, 0): "named by the app's inAppRoutes(on:) on every state"
        case let (named, inferred): "named by the app's inAppRoutes(on:) on \(named) states, inferred on \(inferred) (every declared route of the screen's route type)"
        }
        self.declaredRoutes = declaredRoutes.count
        let firstShown = Self.firstStateShowing(declaredRoutes, in: full)
        reachable = declaredRoutes.compactMap { route in
            firstShown[RouteValue(route)].map { Reach(route: route.description, path: full.states[$0].path.map(\.description)) }
        }
        unreachable = declaredRoutes.filter { firstShown[RouteValue($0)] == nil }.map(\.description)
        inAppDepth = inAppOnly?.maxDepth ?? 0
        if let inAppOnly {
            let inApp = Self.firstStateShowing(declaredRoutes, in: inAppOnly)
            onlyByDeepLink = declaredRoutes.filter { firstShown[RouteValue($0)] != nil && inApp[RouteValue($0)] == nil }.map(\.description)
        } else {
            onlyByDeepLink = []
        }
        var tried: [String: (count: Int, succeeded: Bool, reasons: [String: Int])] = [:]
        var order: [String] = []
        for transition in full.transitions {
            let key = transition.action.description
            if tried[key] == nil { order.append(key); tried[key] = (0, false, [:]) }
            tried[key]!.count += 1
            tried[key]!.reasons[transition.message, default: 0] += 1
            if transition.succeeded { tried[key]!.succeeded = true }
        }
        alwaysFailing = order.compactMap { key in
            let entry = tried[key]!
            guard !entry.succeeded else { return nil }
            // The most frequent reasons first (ties by text), so the report says why it usually fails.
            let reasons = entry.reasons.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            let reason = reasons.map { reasons.count > 1 ? "\($0.key) (\($0.value)×)" : $0.key }.joined(separator: "; ")
            return AlwaysFailing(action: key, tried: entry.count, reason: reason)
        }
        noWayBack = full.transitions.compactMap { transition in
            guard case .back = transition.action.action, transition.to == transition.from,
                  Self.showsBackButton(full.states[transition.from].tree) else { return nil }
            return full.states[transition.from].path.map(\.description)
        }
        invariantViolations = full.violations.map { "after start → \($0.path.map(\.description).joined(separator: " → ")): \($0.violation)" }
    }

    /// For each route, the first state (breadth-first, so with the shortest path) showing it on screen.
    static func firstStateShowing(_ routes: [AnyRoute], in exploration: Exploration) -> [RouteValue: Int] {
        var first: [RouteValue: Int] = [:]
        for state in exploration.states {
            for id in state.tree.visibleChain {
                let route = state.tree.nodes[id].currentRoute
                if first[route] == nil { first[route] = state.id }
            }
        }
        return first
    }

    /// The visible coordinator shows a back button (it has pushed screens, or is pushed, presented or a detour).
    static func showsBackButton(_ tree: NavigationTree) -> Bool {
        let visible = tree.nodes[tree.visibleChain.last!]
        return !visible.stack.isEmpty || visible.context.isBackAvailable
    }

    /// The text report.
    public var text: String {
        var lines = ["# flowatlas exploration v1", "app: \(app)",
                     "bounds: \(maxStates) states, depth \(maxDepth)\(truncated ? " (state bound reached)" : "")\(timedOut ? " (time limit reached)" : "")",
                     "taps: \(taps)",
                     "states: \(states)", "transitions: \(transitions)",
                     "routes covered: \(reachable.count) of \(declaredRoutes) declared", ""]
        lines.append("## shortest paths")
        lines += reachable.map { "Reaches \($0.route): " + (["start"] + $0.path).joined(separator: " → ") }
        lines.append("")
        lines.append("## never reachable")
        lines += unreachable.isEmpty ? ["(none)"] : unreachable
        lines.append("")
        lines.append("## reachable only by deep link (no in-app path of up to \(inAppDepth) actions)")
        lines += onlyByDeepLink.isEmpty ? ["(none)"] : onlyByDeepLink
        lines.append("")
        lines.append("## actions that always fail")
        lines += alwaysFailing.isEmpty ? ["(none)"] : alwaysFailing.map { "\($0.action) (tried \($0.tried)×): \($0.reason)" }
        lines.append("")
        lines.append("## states with no way back")
        lines += noWayBack.isEmpty ? ["(none)"] : noWayBack.map { (["start"] + $0).joined(separator: " → ") }
        lines.append("")
        lines.append("## invariant violations")
        lines += invariantViolations.isEmpty ? ["(none)"] : invariantViolations
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as sorted-key JSON.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // A report is strings, numbers and booleans: encoding cannot fail.
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }
}

extension Exploration {
    /// The explored transitions collapsed to the routes on screen, with counts. Actions that
    /// can start anywhere (deep links, tab switches, detours) are drawn from one node each
    /// rather than from every screen, so the picture stays readable.
    public var transitionGraph: Graph {
        TransitionGraph.build(counts: transitionCounts, title: "Explored transitions (\(states.count) states)", mergingKinds: true)
    }

    /// The place that stands for "any screen" in `transitionCounts` (deep links, the tab bar, detours).
    public static func isHub(_ place: TransitionGraph.Place) -> Bool { place.coordinator == "(anywhere)" }

    /// The counted transitions `transitionGraph` draws (kinds not merged).
    public var transitionCounts: [TransitionGraph.Transition: Int] {
        var counts: [TransitionGraph.Transition: Int] = [:]
        func hub(_ name: String) -> TransitionGraph.Place {
            TransitionGraph.Place(coordinator: "(anywhere)", route: RouteValue(type: "(\(name))", identifier: "any screen"))
        }
        for transition in transitions where transition.succeeded {
            guard let target = transition.to, target != transition.from else { continue }
            let to = Self.place(states[target].tree)
            let from: TransitionGraph.Place = switch transition.action.action {
            case _ where transition.action.isDeepLink: hub("deep link")
            case .selectTab: hub("tab bar")
            case .presentDetour: hub("detour")
            default: Self.place(states[transition.from].tree)
            }
            guard from != to else { continue }
            // One node per case of a route with a payload: the explorer tries samples, not every value.
            counts[TransitionGraph.Transition(from: from, to: to, kind: transition.action.kind).grouped, default: 0] += 1
        }
        return counts
    }

    static func place(_ tree: NavigationTree) -> TransitionGraph.Place {
        let node = tree.nodes[tree.visibleChain.last!]
        return TransitionGraph.Place(coordinator: node.typeName, route: node.currentRoute)
    }
}

extension ExplorationReport {
    /// How much deeper the in-app-only pass goes than the full one: one deep link replaces a
    /// chain of taps (sign in, pick a tab, open a row), so in-app paths need a few more actions.
    public static let inAppExtraDepth = 2

    /// Explores `app` twice (every action, then in-app actions only and `inAppExtraDepth` deeper,
    /// to find what only a deep link reaches) and reports; `progress` gets the phase and counts.
    public static func explore(_ app: any ScenarioApp, maxStates: Int, maxDepth: Int, timeLimit: Duration? = nil, urls: [String] = [],
                               progress: ((_ phase: String, _ found: Int, _ expanded: Int) -> Void)? = nil)
        -> (full: Exploration, report: ExplorationReport) {
        let clock = ContinuousClock()
        let started = clock.now
        var explorer = Explorer(app: app, maxStates: maxStates, maxDepth: maxDepth, timeLimit: timeLimit)
        explorer.urls = urls
        let full = explorer.explore { progress?("exploring", $0, $1) }
        // The in-app pass gets what is left of the time limit.
        let left = timeLimit.map { $0 - (clock.now - started) }
        let inApp = Explorer(app: app, maxStates: maxStates, maxDepth: maxDepth + inAppExtraDepth, inAppOnly: true, timeLimit: left.map { max($0, .zero) })
            .explore { progress?("in-app only", $0, $1) }
        return (full, ExplorationReport(full: full, inAppOnly: inApp, declaredRoutes: app.declaredRoutes))
    }
}
