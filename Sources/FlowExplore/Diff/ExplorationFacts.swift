import FlowCore
import FlowDiagrams

/// What `flowatlas diff` compares besides the report's lists, in the exploration document
/// (`ExplorationReport.facts`): the states expanded by what a snapshot shows of them, where every
/// deep link landed from each, which states have no way back and where invariants broke, and the
/// transition graph. Every state is named by its `SnapshotKey` (32 hexadecimal digits), never by
/// an id, so two versions of an app can be compared.
public struct ExplorationFacts: Sendable, Codable, Equatable {
    /// What a snapshot shows of each state expanded, breadth first (the start first).
    public var states: [String]
    /// How many of `states` are at each depth (index 0 is the start).
    public var statesPerDepth: [Int]
    /// Where each deep link landed, in the order first tried.
    public var links: [Link]
    /// The state of each entry of the report's `noWayBack`, in the same order.
    public var noWayBack: [String]
    /// The state and action of each entry of the report's `invariantViolations`, in the same order.
    public var violations: [Violation]
    /// The transition graph: every transition between two places, with how often it was taken.
    public var transitions: [Transition]

    /// Where one deep link landed from every state of `states`.
    public struct Link: Sendable, Codable, Equatable {
        /// The link as paths name it (`link RedRoute.lightRed`, `open flowatlas-demo://detour/yellow`).
        public var link: String
        /// Its distinct outcomes.
        public var outcomes: [Landing]
        /// The outcome from each state of `states`, run-length encoded (`LandingRuns`).
        public var landings: String
    }

    /// What a deep link did: showed a route in a coordinator, or failed.
    public struct Landing: Sendable, Codable, Hashable {
        /// The route on the visible screen afterwards (`nil` when the link failed).
        public var shows: String?
        /// The coordinator showing it (`TransitionGraph.Place.coordinator`).
        public var coordinator: String?
        /// Why it failed, the first time it did (`nil` when it worked).
        public var fails: String?

        /// Whether two landings are the same screen, or both failures (whatever the reason).
        public func same(as other: Landing) -> Bool {
            shows == other.shows && coordinator == other.coordinator && (fails == nil) == (other.fails == nil)
        }
    }

    /// An invariant broken by an action taken in a state.
    public struct Violation: Sendable, Codable, Equatable {
        public var state: String
        public var action: String
        public var violation: String

        /// The invariant `violation` broken by `action` taken in the state whose `SnapshotKey.hex` is `state`.
        public init(state: String, action: String, violation: String) {
            self.state = state
            self.action = action
            self.violation = violation
        }
    }

    /// A transition between two places (`TransitionGraph.Transition`).
    public struct Transition: Sendable, Codable, Equatable, Hashable {
        public var from: Place
        public var to: Place
        public var kind: String
        public var count: Int
    }

    /// A route shown by a coordinator.
    public struct Place: Sendable, Codable, Hashable, Comparable {
        public var coordinator: String
        public var route: String

        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.coordinator, lhs.route) < (rhs.coordinator, rhs.route) }
    }

    /// The facts of `exploration`.
    init(_ exploration: Exploration) {
        let expanded = exploration.expandedSnapshots.count
        states = exploration.expandedSnapshots.map(\.hex)
        var perDepth: [Int] = []
        var left = expanded
        for count in exploration.statesPerDepth where left > 0 {
            perDepth.append(min(count, left))
            left -= min(count, left)
        }
        statesPerDepth = perDepth
        links = exploration.linkLandings.map { record in
            let outcomes = record.outcomes.map { id -> Landing in
                guard id != LinkLandings.failed else {
                    return Landing(shows: nil, coordinator: nil, fails: record.failure.map { exploration.landingMessages[$0] } ?? "")
                }
                let place = exploration.landingPlaces[id]
                return Landing(shows: place.route.description, coordinator: place.coordinator, fails: nil)
            }
            return Link(link: record.link, outcomes: outcomes, landings: LandingRuns.encode(record.landings(count: expanded)))
        }
        noWayBack = exploration.noWayBack.map { exploration.expandedSnapshots[$0].hex }
        violations = exploration.violations.map { finding in
            Violation(state: finding.state?.hex ?? "", action: finding.path.last?.description ?? "", violation: "\(finding.violation)")
        }
        transitions = exploration.graphCounts.sorted { $0.key < $1.key }.map { transition, count in
            Transition(
                from: Place(coordinator: transition.from.coordinator, route: transition.from.route.description),
                to: Place(coordinator: transition.to.coordinator, route: transition.to.route.description), kind: transition.kind.rawValue,
                count: count)
        }
    }
}
