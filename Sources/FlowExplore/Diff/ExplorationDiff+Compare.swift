extension ExplorationDiff {
    /// What changed from `old` to `new`, two explorations of one app (the caller checks the apps
    /// match), within what both explorations' bounds cover.
    public init(old: ExplorationReport, new: ExplorationReport) {
        let bounds = DiffBounds(old: old, new: new)
        format = Self.formatTag
        app = new.app
        self.bounds = bounds.notes
        comparedDepth = bounds.depth
        let oldReach = Dictionary(old.reachable.map { ($0.route, $0.path) }, uniquingKeysWith: { first, _ in first })
        let newReach = Dictionary(new.reachable.map { ($0.route, $0.path) }, uniquingKeysWith: { first, _ in first })
        // A screen is compared when one version reaches it within what both cover: the other,
        // which covers that depth too, either reaches it (perhaps deeper) or does not at all.
        noLongerReachable = old.reachable.filter { newReach[$0.route] == nil && bounds.covers(pathLength: $0.path.count) }.map {
            Reach(route: $0.route, path: $0.path)
        }
        newlyReachable = new.reachable.filter { oldReach[$0.route] == nil && bounds.covers(pathLength: $0.path.count) }.map {
            Reach(route: $0.route, path: $0.path)
        }
        changedPaths = old.reachable.compactMap { reach in
            guard let other = newReach[reach.route], other.count != reach.path.count,
                bounds.covers(pathLength: reach.path.count) || bounds.covers(pathLength: other.count)
            else { return nil }
            return PathChange(route: reach.route, old: reach.path, new: other)
        }
        links = LinkComparison.changes(old: old.facts, new: new.facts, bounds: bounds)
        noWayBack = Self.listing(old: Self.noWayBack(old, bounds), new: Self.noWayBack(new, bounds))
        alwaysFailing = Self.listing(
            old: old.alwaysFailing.map { ($0.action, "\($0.action) (tried \($0.tried)×): \($0.reason)") },
            new: new.alwaysFailing.map { ($0.action, "\($0.action) (tried \($0.tried)×): \($0.reason)") })
        violations = Self.listing(old: Self.violations(old, bounds), new: Self.violations(new, bounds))
        withoutURL = Self.listing(old: old.withoutURL.map { ($0, $0) }, new: new.withoutURL.map { ($0, $0) })
        counts = Self.counts(old: old, new: new, bounds: bounds)
    }

    /// What `new` lists and `old` does not (`added`) and the converse (`gone`), each entry a key
    /// (how the versions are matched) and a text (what is shown); each key once, in its version's order.
    static func listing(old: [(key: String, text: String)], new: [(key: String, text: String)]) -> Listing {
        let oldKeys = Set(old.map(\.key))
        let newKeys = Set(new.map(\.key))
        func unique(_ entries: [(key: String, text: String)], notIn other: Set<String>) -> [String] {
            var seen: Set<String> = []
            return entries.filter { !other.contains($0.key) && seen.insert($0.key).inserted }.map(\.text)
        }
        return Listing(added: unique(new, notIn: oldKeys), gone: unique(old, notIn: newKeys))
    }

    /// The states with no way back within what both bounds cover: the state's key, and its path.
    private static func noWayBack(_ report: ExplorationReport, _ bounds: DiffBounds) -> [(key: String, text: String)] {
        zip(report.facts.noWayBack, report.noWayBack).filter { bounds.covers(triedAt: $0.1.count) }.map { key, path in
            (key, (["start"] + path).joined(separator: " → "))
        }
    }

    /// The invariant violations within what both bounds cover, keyed by the state, the action and the violation.
    private static func violations(_ report: ExplorationReport, _ bounds: DiffBounds) -> [(key: String, text: String)] {
        var depthOf: [String: Int] = [:]
        var index = 0
        for (depth, count) in report.facts.statesPerDepth.enumerated() {
            for state in report.facts.states[index..<min(index + count, report.facts.states.count)] where depthOf[state] == nil {
                depthOf[state] = depth
            }
            index += count
        }
        return zip(report.facts.violations, report.invariantViolations).filter { bounds.covers(triedAt: depthOf[$0.0.state] ?? 0) }.map {
            fact, text in ("\(fact.state) \(fact.action) \(fact.violation)", text)
        }
    }

    /// States, transitions and reachable routes (within what both cover), and states per depth.
    private static func counts(old: ExplorationReport, new: ExplorationReport, bounds: DiffBounds) -> [Count] {
        // At the fixpoint every depth is compared (a depth one version does not have holds no states).
        let depths =
            bounds.depth == .max
            ? max(old.statesPerDepth.count, new.statesPerDepth.count) : min(old.statesPerDepth.count, new.statesPerDepth.count, bounds.depth + 1)
        func states(_ report: ExplorationReport, _ depth: Int) -> Int { depth < report.statesPerDepth.count ? report.statesPerDepth[depth] : 0 }
        var counts: [Count] = []
        if bounds.notes.isEmpty {
            counts.append(Count(name: "states", old: old.states, new: new.states))
            counts.append(Count(name: "transitions", old: old.transitions, new: new.transitions))
        } else {
            counts.append(
                Count(
                    name: "states to depth \(depths - 1)", old: (0..<depths).map { states(old, $0) }.reduce(0, +),
                    new: (0..<depths).map { states(new, $0) }.reduce(0, +)))
        }
        counts.append(
            Count(
                name: "reachable routes", old: old.reachable.filter { bounds.covers(pathLength: $0.path.count) }.count,
                new: new.reachable.filter { bounds.covers(pathLength: $0.path.count) }.count))
        for depth in 0..<depths {
            counts.append(Count(name: "states at depth \(depth)", old: states(old, depth), new: states(new, depth)))
        }
        return counts
    }
}
