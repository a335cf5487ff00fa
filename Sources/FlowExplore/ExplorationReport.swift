import FlowAdapter
import FlowCore
import FlowDiagrams
import FlowGraph
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

    /// The format tag every exploration document starts with (`formatTag`); `flowatlas diff`
    /// refuses a document without it or with another.
    public var format: String
    public var app: String
    public var states: Int
    public var transitions: Int
    public var maxStates: Int
    public var maxDepth: Int
    /// The deep-link URLs given with `--url`, in the order given.
    public var urls: [String]
    /// The reduction asked for (`none` or a `StateReduction`'s name), whether or not the app allowed it.
    public var reduce: String
    /// The deepest depth whose states were all found (`Int.max` at the fixpoint): what the
    /// bounds cover, for comparing two explorations.
    public var completeDepth: Int
    public var truncated: Bool
    /// Whether every state found was expanded (the whole reachable space within the actions tried).
    public var fixpoint: Bool
    /// How many states were found at each depth (index 0 is the start).
    public var statesPerDepth: [Int]
    /// Whether the time limit stopped the exploration.
    public var timedOut: Bool
    /// How in-app taps were found: named by the app's `inAppRoutes(on:)` or inferred.
    public var taps: String
    /// Where the deep links came from: the app's URL mapping, or every declared route (see `DeepLinkTargets`).
    public var linkSource: DeepLinkTargets.Source
    /// How many routes the deep links went to.
    public var linkCount: Int
    /// Declared routes no URL of the app produces: never linked to, so never "reachable only by deep link".
    public var withoutURL: [String]
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
    /// With a reduction: what was explored and what it stands for (absent otherwise).
    public var reduction: ReductionSummary?
    /// With a reduction the app's shape does not allow: why (the exploration was not reduced).
    public var reductionRefusal: String?
    /// What `flowatlas diff` compares besides the lists above (states by what a snapshot shows).
    public var facts: ExplorationFacts

    /// Builds the report from a full exploration and an in-app-only one.
    public init(full: Exploration, inAppOnly: Exploration?, declaredRoutes: [AnyRoute]) {
        format = Self.formatTag
        app = full.app
        urls = full.urls
        reduce = full.requestedReduction?.rawValue ?? "none"
        completeDepth = full.fixpoint ? .max : max(0, full.completeLevels - 1)
        states = full.stateCount
        transitions = full.transitionCount
        maxStates = full.maxStates
        maxDepth = full.maxDepth
        truncated = full.truncated
        timedOut = full.timedOut
        fixpoint = full.fixpoint
        statesPerDepth = full.statesPerDepth
        taps =
            switch (full.statesWithAppTaps, full.statesWithInferredTaps) {
            case (0, _): "inferred: every declared route of the visible screen's route type (the app names none with inAppRoutes(on:))"
            case (_, 0): "named by the app's inAppRoutes(on:) on every state"
            case let (named, inferred):
                "named by the app's inAppRoutes(on:) on \(named) states, inferred on \(inferred) (every declared route of the screen's route type)"
            }
        linkSource = full.linkSource
        linkCount = full.linkCount
        withoutURL = full.routesWithoutURL.map(\.description)
        self.declaredRoutes = declaredRoutes.count
        let firstShown = full.firstShowing
        reachable = declaredRoutes.compactMap { route in
            firstShown[RouteValue(route)].map { Reach(route: route.description, path: full.path(to: $0).map(\.description)) }
        }
        unreachable = declaredRoutes.filter { firstShown[RouteValue($0)] == nil }.map(\.description)
        inAppDepth = inAppOnly?.maxDepth ?? 0
        if let inAppOnly {
            let inApp = inAppOnly.firstShowing
            onlyByDeepLink = declaredRoutes.filter { firstShown[RouteValue($0)] != nil && inApp[RouteValue($0)] == nil }.map(\.description)
        } else {
            onlyByDeepLink = []
        }
        alwaysFailing = full.actionTallies.compactMap { tally in
            guard !tally.succeeded else { return nil }
            // The most frequent reasons first (ties by text), so the report says why it usually fails.
            let reasons = tally.reasons.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            let reason = reasons.map { reasons.count > 1 ? "\($0.key) (\($0.value)×)" : $0.key }.joined(separator: "; ")
            return AlwaysFailing(action: tally.action, tried: tally.tried, reason: reason)
        }
        noWayBack = full.noWayBack.map { full.path(to: $0).map(\.description) }
        reduction = full.reduction
        reductionRefusal = full.reductionRefusal
        facts = ExplorationFacts(full)
        invariantViolations = full.violations.map { "after start → \($0.path.map(\.description).joined(separator: " → ")): \($0.violation)" }
    }

    /// The visible coordinator shows a back button (it has pushed screens, or is pushed, presented or a detour).
    static func showsBackButton(_ tree: NavigationTree) -> Bool {
        let visible = tree.nodes[tree.visibleChain.last!]
        return !visible.stack.isEmpty || visible.context.isBackAvailable
    }

    /// The text report.
    public var text: String {
        var lines = [
            "# \(Self.formatTag)", "app: \(app)",
            "bounds: \(maxStates == .max ? "no state bound" : "\(maxStates) states"), \(maxDepth == .max ? "no depth bound" : "depth \(maxDepth)")\(truncated ? " (state bound reached)" : "")\(timedOut ? " (time limit reached)" : "")",
            "taps: \(taps)",
            "links: \(DeepLinkTargets.summary(source: linkSource, links: linkCount, declared: linkCount + withoutURL.count))",
            "states: \(states)", "transitions: \(transitions)",
            "states per depth: \(statesPerDepth.map(String.init).joined(separator: ", "))",
            "fixpoint: \(fixpointSummary)",
        ]
        if let reductionRefusal { lines.append("reduction: refused: \(reductionRefusal); the exploration is not reduced") }
        lines += reduction?.lines ?? []
        lines += ["routes covered: \(reachable.count) of \(declaredRoutes) declared", ""]
        lines.append("## shortest paths")
        lines += reachable.map { "Reaches \($0.route): " + (["start"] + $0.path).joined(separator: " → ") }
        lines.append("")
        lines.append("## never reachable")
        lines += unreachable.isEmpty ? ["(none)"] : unreachable
        lines.append("")
        // Without a depth bound, in words: no in-app path was found at any depth explored.
        lines.append("## reachable only by deep link (\(inAppDepth == .max ? "no in-app path found" : "no in-app path of up to \(inAppDepth) actions"))")
        lines += onlyByDeepLink.isEmpty ? ["(none)"] : onlyByDeepLink
        lines.append("")
        lines.append("## declared routes no URL produces (never linked to)")
        switch linkSource {
        case .urlMapping, .linkHandler: lines += withoutURL.isEmpty ? ["(none)"] : withoutURL
        case .everyDeclaredRoute: lines.append("(not known: the app's url(for:) names no URL, so every declared route was linked to)")
        }
        lines.append("")
        lines.append("## actions that always fail")
        lines += alwaysFailing.isEmpty ? ["(none)"] : alwaysFailing.map { "\($0.action) (tried \($0.tried)×): \($0.reason)" }
        lines.append("")
        lines.append("## states with no way back")
        lines += noWayBack.isEmpty ? ["(none)"] : noWayBack.map { (["start"] + $0).joined(separator: " → ") }
        lines.append("")
        lines.append("## invariant violations")
        lines += invariantViolations.isEmpty ? ["(none)"] : invariantViolations
        if let reduction {
            lines.append("")
            lines.append("## tab couplings (tabs explored together)")
            lines += reduction.couplings.isEmpty ? ["(none)"] : reduction.couplings.map(\.description)
        }
        // Routes, messages and violations name the app's identifiers: each stays on its line.
        return lines.map(DisplayText.escaped).joined(separator: "\n") + "\n"
    }

    /// Whether the whole reachable space was seen, and if not, what stopped the exploration.
    var fixpointSummary: String {
        if fixpoint { return "reached (every state found was expanded)" }
        if truncated { return "not reached (the state bound stopped the exploration)" }
        if timedOut { return "not reached (the time limit stopped the exploration)" }
        let frontier = statesPerDepth.last ?? 0
        return "not reached (the \(frontier) states at depth \(statesPerDepth.count - 1) were not expanded: depth bound)"
    }

    /// The report as sorted-key JSON.
    public var json: String {
        // A report is strings, numbers and booleans: encoding cannot fail.
        (CanonicalJSON.text(self, pretty: true) ?? "") + "\n"
    }
}

extension ExplorationReport {
    /// The format tag of this version of the exploration document (JSON and text).
    public static let formatTag = "flowatlas exploration v2"

    /// How much deeper the in-app-only pass goes than the full one: one deep link replaces a
    /// chain of taps (sign in, pick a tab, open a row), so in-app paths need a few more actions.
    public static let inAppExtraDepth = 2

    /// The depth bound of the in-app-only pass when the full pass's is `maxDepth`.
    static func inAppDepth(for maxDepth: Int) -> Int {
        maxDepth > Int.max - inAppExtraDepth ? Int.max : maxDepth + inAppExtraDepth
    }

    /// Explores `app` twice (in-app actions only and `inAppExtraDepth` deeper, to find what only a
    /// deep link reaches, then every action) and reports; `progress` gets the phase and counts,
    /// `reporting` the phase and the full progress (depth, actions per second). A time limit
    /// bounds both passes together, in wall time, and a run it stops uses all of it: the in-app
    /// pass gets at most a fifth, the full pass the rest (see the `clock` variant). With
    /// `recordsDetails` off, `Exploration.states` and `.transitions` stay empty (see `Explorer`).
    /// With `reduction`, both passes are reduced (`Explorer.reduction`) and the report says how.
    public static func explore(
        _ app: any AtlasApp, maxStates: Int, maxDepth: Int, timeLimit: Duration? = nil, urls: [String] = [],
        recordsDetails: Bool = true, reduction: StateReduction? = nil,
        progress: ((_ phase: String, _ found: Int, _ expanded: Int) -> Void)? = nil
    )
        -> (full: Exploration, report: ExplorationReport)
    {
        explore(
            app, maxStates: maxStates, maxDepth: maxDepth, timeLimit: timeLimit, urls: urls, recordsDetails: recordsDetails, reduction: reduction,
            reporting: progress.map { progress in { phase, state in progress(phase, state.statesFound, state.statesExpanded) } })
    }

    /// `explore` with the full progress of each pass (depth, actions per second) for a progress line.
    public static func explore(
        _ app: any AtlasApp, maxStates: Int, maxDepth: Int, timeLimit: Duration? = nil, urls: [String] = [],
        recordsDetails: Bool = true, reduction: StateReduction? = nil,
        reporting: ((_ phase: String, _ progress: ExplorationProgress) -> Void)?
    )
        -> (full: Exploration, report: ExplorationReport)
    {
        explore(
            app, maxStates: maxStates, maxDepth: maxDepth, timeLimit: timeLimit, urls: urls, recordsDetails: recordsDetails, reduction: reduction,
            clock: .continuous,
            reporting: reporting)
    }

    /// `explore` with the time limit read on `clock`.
    ///
    /// The time limit bounds the whole run, both passes, and a run stopped by it uses all of it,
    /// whatever the mode. The in-app-only pass runs first, with at most a fifth of the limit; the
    /// full pass gets all that is left (so a share the in-app pass did not need, as with
    /// `--reduce tabs`, where its space is small, is not lost). When the in-app pass was cut
    /// short and the full pass leaves more time than it had, it runs again with all that is left.
    package static func explore(
        _ app: any AtlasApp, maxStates: Int, maxDepth: Int, timeLimit: Duration?, urls: [String],
        recordsDetails: Bool, reduction: StateReduction? = nil, clock: ExplorationClock,
        reporting: ((_ phase: String, _ progress: ExplorationProgress) -> Void)?
    )
        -> (full: Exploration, report: ExplorationReport)
    {
        let deadline = timeLimit.map { clock.now() + $0 }
        func left() -> Duration? { deadline.map { max($0 - clock.now(), .zero) } }
        var inAppExplorer = Explorer(
            app: app, maxStates: maxStates, maxDepth: inAppDepth(for: maxDepth), inAppOnly: true, timeLimit: timeLimit.map { $0 / 5 })
        inAppExplorer.recordsDetails = recordsDetails
        inAppExplorer.clock = clock
        inAppExplorer.reduction = reduction
        let inAppReporting = reporting.map { reporting in { reporting("in-app only", $0) } }
        var inApp = inAppExplorer.explore(reporting: inAppReporting)
        var explorer = Explorer(app: app, maxStates: maxStates, maxDepth: maxDepth, timeLimit: left())
        explorer.urls = urls
        explorer.recordsDetails = recordsDetails
        explorer.clock = clock
        explorer.reduction = reduction
        let full = explorer.explore(reporting: reporting.map { reporting in { reporting("exploring", $0) } })
        // Breadth first, in one order: a longer time limit explores all a shorter one did, and more.
        if inApp.timedOut, let share = inAppExplorer.timeLimit, let rest = left(), rest > share {
            inAppExplorer.timeLimit = rest
            inApp = inAppExplorer.explore(reporting: inAppReporting)
        }
        return (full, ExplorationReport(full: full, inAppOnly: inApp, declaredRoutes: app.declaredRoutes))
    }
}
