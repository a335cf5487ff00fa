import FlowCore

/// Keeps what a shard's run expands, as its merge receives it, and writes it out as a
/// `ShardPass`. Used by the merging thread only (the explorer hands it each chunk in order).
final class ShardRecorder {
    /// Which states the shard expands.
    var split: ShardSplit
    private var index: [StateFingerprint: Int] = [:]
    private var states: [(fingerprint: StateFingerprint, shown: [RouteValue], place: Int?)] = []
    private var expanded: [ExpandedState] = []
    /// The run's numbering of actions, messages and places.
    private var context: ExplorationContext?

    init(split: ShardSplit) { self.split = split }

    /// The start state of the run sharing `context`.
    func recordStart(_ fingerprint: StateFingerprint, discovery: Discovery, context: ExplorationContext) {
        self.context = context
        _ = state(fingerprint, shown: discovery.shown, place: nil)
    }

    /// States expanded, in the order the merge takes them.
    func record(_ states: [ExpandedState]) {
        for expansion in states {
            _ = state(expansion.fingerprint, shown: [], place: expansion.place)
            for tried in expansion.tried { _ = state(tried.fingerprint, shown: tried.discovery.shown, place: tried.place) }
        }
        expanded += states
    }

    private func state(_ fingerprint: StateFingerprint, shown: [RouteValue], place: Int?) -> Int {
        if let known = index[fingerprint] {
            // The start is found before its screen is known.
            if states[known].place == nil { states[known].place = place }
            return known
        }
        index[fingerprint] = states.count
        states.append((fingerprint, shown, place))
        return states.count - 1
    }

    /// What was recorded, with actions, messages and places (numbered by whichever worker saw
    /// them first) renumbered in the order first used here, so the bytes do not depend on the
    /// threads. Call after the run.
    func pass() -> ShardPass {
        guard let context else { preconditionFailure("a shard's pass is read after its run") }
        var places = Renumbering(context.places.values)
        var actions = Renumbering(context.actions.values.map(\.description))
        var messages = Renumbering(context.messages.values)
        let stateRecords = states.map { state in
            ShardPass.State(fingerprint: state.fingerprint.hex, shown: state.shown.map(ShardPass.Route.init), place: state.place.map { places.id($0) })
        }
        let expansions = expanded.map { expansion in
            ShardPass.Expansion(
                state: index[expansion.fingerprint]!, snapshot: expansion.snapshot.hex, appTaps: expansion.tapsNamedByApp,
                tried: expansion.tried.map { tried in
                    ShardPass.Tried(
                        action: actions.id(tried.action), to: index[tried.fingerprint]!, succeeded: tried.succeeded,
                        message: messages.id(tried.message), noWayBack: tried.noWayBack ? true : nil,
                        violations: tried.violations.isEmpty
                            ? nil : tried.violations.map { ShardPass.Violation(rule: $0.rule.rawValue, detail: $0.detail) })
                })
        }
        return ShardPass(
            splitDepth: split.depth, actions: actions.values, messages: messages.values, places: places.values.map(ShardPass.Place.init),
            states: stateRecords, expanded: expansions)
    }
}

/// Numbers values again in the order first asked for.
private struct Renumbering<Value> {
    let source: [Value]
    private var ids: [Int: Int] = [:]
    private(set) var values: [Value] = []

    init(_ source: [Value]) { self.source = source }

    /// The new number of the value numbered `old` in `source`.
    mutating func id(_ old: Int) -> Int {
        if let known = ids[old] { return known }
        ids[old] = values.count
        values.append(source[old])
        return values.count - 1
    }
}
