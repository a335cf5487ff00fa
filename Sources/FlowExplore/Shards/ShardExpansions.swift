import FlowAdapter
import FlowCore
import FlowDiagrams
import FlowSnapshotStore

/// One pass of every shard, put together: each state's expansion and discovery, found by its
/// fingerprint. What `Explorer.replay` feeds one run's merge.
///
/// Where shards overlap, their records of a state must agree (a state's expansion depends only
/// on the state); a disagreement is refused, since no single run could have seen both.
struct ShardExpansions {
    /// One shard's pass, its references read.
    private struct Source {
        let file: String
        let pass: ShardPass
        let fingerprints: [StateFingerprint]
        let actions: [ExplorationAction]
        let places: [TransitionGraph.Place]
    }

    /// What an action did, as two shards' records can be compared.
    private struct Outcome: Equatable {
        var action: String
        var to: StateFingerprint
        var succeeded: Bool
        var message: String
        var noWayBack: Bool
        var violations: [ShardPass.Violation]
    }

    private let sources: [Source]
    /// Which pass this is, in messages (`full`, `in-app only`).
    private let name: String
    private var states: [StateFingerprint: (source: Int, state: Int)] = [:]
    private var expansions: [StateFingerprint: (source: Int, expansion: Int)] = [:]
    /// The start state (the same in every shard).
    let start: StateFingerprint

    /// `passes` (one per shard, in shard order, each checked with `ShardPass.problem()`), their
    /// actions read with `catalog`.
    ///
    /// - Throws: When an action is not one the app offers, when shards start from different
    ///   states, or when two shards' records of one state differ.
    init(_ passes: [(file: String, pass: ShardPass)], name: String, catalog: ShardActionCatalog) throws(ScenarioError) {
        self.name = name
        var sources: [Source] = []
        for (file, pass) in passes {
            var actions: [ExplorationAction] = []
            for description in pass.actions {
                guard let action = catalog.action(description) else {
                    throw ScenarioError(
                        file: file,
                        message:
                            "\(name) pass: '\(DisplayText.escaped(String(description.prefix(200))))' is not an action the app offers (was the shard explored with another build of the app?)"
                    )
                }
                actions.append(action)
            }
            sources.append(
                Source(
                    file: file, pass: pass, fingerprints: pass.states.map { StateFingerprint(hex: $0.fingerprint)! }, actions: actions,
                    places: pass.places.map(\.value)))
        }
        self.sources = sources
        start = sources[0].fingerprints[0]
        for (number, source) in sources.enumerated() {
            guard source.fingerprints[0] == start else {
                throw ScenarioError(
                    file: source.file, message: "\(name) pass: it starts from another state than \(sources[0].file) (expected shards of one app and one build)")
            }
            try add(number)
        }
    }

    /// Indexes source `number`'s states and expansions, checking those other shards recorded too.
    private mutating func add(_ number: Int) throws(ScenarioError) {
        let source = sources[number]
        for (index, fingerprint) in source.fingerprints.enumerated() {
            if let known = states[fingerprint] {
                guard sources[known.source].pass.states[known.state].shown == source.pass.states[index].shown else {
                    throw disagreement(number, known.source, fingerprint)
                }
            } else {
                states[fingerprint] = (number, index)
            }
        }
        for (index, expansion) in source.pass.expanded.enumerated() {
            let fingerprint = source.fingerprints[expansion.state]
            if let known = expansions[fingerprint] {
                guard sources[known.source].pass.expanded[known.expansion].appTaps == expansion.appTaps,
                    sources[known.source].pass.expanded[known.expansion].snapshot == expansion.snapshot,
                    outcomes(known.source, known.expansion) == outcomes(number, index)
                else { throw disagreement(number, known.source, fingerprint) }
            } else {
                expansions[fingerprint] = (number, index)
            }
        }
    }

    private func outcomes(_ number: Int, _ index: Int) -> [Outcome] {
        let source = sources[number]
        return source.pass.expanded[index].tried.map { tried in
            Outcome(
                action: source.pass.actions[tried.action], to: source.fingerprints[tried.to], succeeded: tried.succeeded,
                message: source.pass.messages[tried.message], noWayBack: tried.noWayBack ?? false, violations: tried.violations ?? [])
        }
    }

    private func disagreement(_ number: Int, _ other: Int, _ fingerprint: StateFingerprint) -> ScenarioError {
        ScenarioError(
            file: sources[number].file,
            message:
                "\(name) pass: it disagrees with \(sources[other].file) about state \(fingerprint.hex) (expected shards of one build of the app, whose actions depend only on the navigation state)"
        )
    }

    /// What one run's merge records when it first finds the state `fingerprint` (one some shard found).
    func discovery(of fingerprint: StateFingerprint) -> Discovery {
        let (source, state) = states[fingerprint]!
        return Discovery(shown: sources[source].pass.states[state].shown.map(\.value), tree: nil, screen: nil)
    }

    /// The expansion of state `id`, whose fingerprint is `fingerprint`, as a worker of one run
    /// would hand it to the merge, numbered in `context`.
    ///
    /// - Throws: When no shard expanded it.
    func expansion(of fingerprint: StateFingerprint, as id: Int, in context: ExplorationContext) throws(ScenarioError) -> ExpandedState {
        guard let (number, index) = expansions[fingerprint] else {
            throw ScenarioError(
                message:
                    "\(name) pass: no shard expanded state \(id) (\(fingerprint.hex)), which one run expands: the shards do not cover the space (expected the result files of one split, made by one build)"
            )
        }
        let source = sources[number]
        let record = source.pass.expanded[index]
        func place(_ state: Int) -> Int { context.places.id(of: source.places[source.pass.states[state].place!]) }
        let tried = record.tried.map { tried in
            TriedAction(
                action: context.actions.id(of: source.actions[tried.action]), fingerprint: source.fingerprints[tried.to], partition: nil,
                succeeded: tried.succeeded, message: context.messages.id(of: source.pass.messages[tried.message]), place: place(tried.to),
                noWayBack: tried.noWayBack ?? false,
                violations: (tried.violations ?? []).map { InvariantViolation(rule: InvariantRule(rawValue: $0.rule)!, detail: $0.detail) },
                discovery: Discovery(shown: source.pass.states[tried.to].shown.map(\.value), tree: nil, screen: nil), events: [])
        }
        return ExpandedState(
            state: id, fingerprint: fingerprint, snapshot: SnapshotKey(hex: record.snapshot)!, tapsNamedByApp: record.appTaps, place: place(record.state),
            partition: nil, tried: tried)
    }
}
