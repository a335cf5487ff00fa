import FlowCore
import FlowDiagrams

/// What one pass of a shard found (the full exploration, or the in-app-only one), as its result
/// file holds it: every state the shard expanded with every action tried from it, and every state
/// those actions reached, named by fingerprint.
///
/// This is what a worker of one run hands its merge (`ExpandedState`), written out: a state's
/// expansion depends only on the state, so the merge of shards can replay one run's merge from
/// them, in one run's order (`Explorer.replay`). Actions, messages and places are numbered in the
/// order first used, so the same shard gives the same bytes on every machine.
struct ShardPass: Codable, Equatable, Sendable {
    /// The depth split between the shards (`ShardSplit`); `nil` when no depth was large enough
    /// (every shard then explored the whole space).
    var splitDepth: Int?
    /// Every action tried, by its description in paths (`tap RedRoute.lightRed`, `tab 2`).
    var actions: [String]
    /// Every outcome message.
    var messages: [String]
    /// Every screen a state shows (for the transition graph).
    var places: [Place]
    /// Every state found, expanded or not: the start first, then in the order first reached.
    var states: [State]
    /// Every state expanded, in the order expanded.
    var expanded: [Expansion]

    /// A state found: its fingerprint, the routes it shows (coverage) and its screen.
    struct State: Codable, Equatable, Sendable {
        /// `StateFingerprint.hex`.
        var fingerprint: String
        var shown: [Route]
        /// An index into `places` (`nil` for a start that was not expanded).
        var place: Int?
    }

    /// A state expanded: every action tried from it, in the order tried.
    struct Expansion: Codable, Equatable, Sendable {
        /// An index into `states`.
        var state: Int
        /// What a snapshot of the state shows (`SnapshotKey.hex`).
        var snapshot: String
        /// Whether the app named the state's taps (`inAppRoutes(on:)`) rather than the explorer inferring them.
        var appTaps: Bool
        var tried: [Tried]
    }

    /// One action tried.
    struct Tried: Codable, Equatable, Sendable {
        /// An index into `actions`.
        var action: Int
        /// The state reached: an index into `states`.
        var to: Int
        var succeeded: Bool
        /// An index into `messages`.
        var message: Int
        /// A back that stayed in a state showing a back button (absent when not).
        var noWayBack: Bool?
        /// The invariants it broke (absent when none).
        var violations: [Violation]?
    }

    /// A route, with the case it stands for in pictures (`RouteValue`'s Codable form leaves that out).
    struct Route: Codable, Equatable, Sendable {
        var type: String
        var identifier: String
        var payloadCase: String?
        var payloadGroup: String?

        init(_ value: RouteValue) {
            (type, identifier, payloadCase, payloadGroup) = (value.type, value.identifier, value.payloadCase, value.payloadGroup)
        }

        var value: RouteValue { RouteValue(type: type, identifier: identifier, payloadCase: payloadCase, payloadGroup: payloadGroup) }
    }

    /// A route as shown by a coordinator (`TransitionGraph.Place`).
    struct Place: Codable, Equatable, Sendable {
        var coordinator: String
        var route: Route

        init(_ place: TransitionGraph.Place) {
            coordinator = place.coordinator
            route = Route(place.route)
        }

        var value: TransitionGraph.Place { TransitionGraph.Place(coordinator: coordinator, route: route.value) }
    }

    /// A broken invariant: the rule as reports print it, and what was seen.
    struct Violation: Codable, Equatable, Sendable {
        var rule: String
        var detail: String
    }
}
