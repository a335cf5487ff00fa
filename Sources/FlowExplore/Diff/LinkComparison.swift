/// Where the deep links of two explorations landed, compared from the states both versions tried
/// them in: the states expanded in both (matched by what a snapshot shows, `SnapshotKey`) within
/// what both bounds cover.
enum LinkComparison {
    /// Each link tried in both versions whose landing changed from some state, in OLD's order.
    static func changes(old: ExplorationFacts, new: ExplorationFacts, bounds: DiffBounds) -> [ExplorationDiff.LinkChange] {
        let pairs = commonStates(old: old, new: new, bounds: bounds)
        var newLinks: [String: ExplorationFacts.Link] = [:]
        for link in new.links where newLinks[link.link] == nil { newLinks[link.link] = link }
        var changes: [ExplorationDiff.LinkChange] = []
        for link in old.links {
            guard let other = newLinks[link.link],
                let oldLandings = LandingRuns.decode(link.landings, count: old.states.count, outcomes: link.outcomes.count),
                let newLandings = LandingRuns.decode(other.landings, count: new.states.count, outcomes: other.outcomes.count)
            else { continue }
            var tally: [Pair: Int] = [:]
            var order: [Pair] = []
            var compared = 0
            var fromStart: ExplorationDiff.LandingChange?
            for (oldState, newState) in pairs {
                guard let was = oldLandings[oldState], let now = newLandings[newState] else { continue }
                compared += 1
                guard !link.outcomes[was].same(as: other.outcomes[now]) else { continue }
                let pair = Pair(was: was, now: now)
                if tally[pair] == nil { order.append(pair) }
                tally[pair, default: 0] += 1
                if oldState == 0, newState == 0 {
                    fromStart = ExplorationDiff.LandingChange(was: link.outcomes[was], now: other.outcomes[now], states: 1)
                }
            }
            guard !order.isEmpty else { continue }
            // The most states first; ties in the order first seen (breadth first in OLD).
            let ranked = order.enumerated().sorted { (tally[$0.element]!, $1.offset) > (tally[$1.element]!, $0.offset) }.map(\.element)
            changes.append(
                ExplorationDiff.LinkChange(
                    link: link.link, fromStart: fromStart,
                    changes: ranked.map { ExplorationDiff.LandingChange(was: link.outcomes[$0.was], now: other.outcomes[$0.now], states: tally[$0]!) },
                    compared: compared))
        }
        return changes
    }

    /// An old outcome and a new one.
    private struct Pair: Hashable {
        var was: Int
        var now: Int
    }

    /// The states expanded in both versions within what both bounds cover, as (OLD's index, NEW's
    /// index) pairs in OLD's order; a key listed twice counts once, where it is first listed.
    static func commonStates(old: ExplorationFacts, new: ExplorationFacts, bounds: DiffBounds) -> [(Int, Int)] {
        let newLimit = covered(new, bounds: bounds)
        var newIndex: [String: Int] = [:]
        newIndex.reserveCapacity(newLimit)
        for index in 0..<newLimit where newIndex[new.states[index]] == nil { newIndex[new.states[index]] = index }
        var seen: Set<String> = []
        var pairs: [(Int, Int)] = []
        for index in 0..<covered(old, bounds: bounds) {
            let key = old.states[index]
            guard seen.insert(key).inserted, let other = newIndex[key] else { continue }
            pairs.append((index, other))
        }
        return pairs
    }

    /// How many of `facts.states` (breadth first) are at depths both bounds cover.
    static func covered(_ facts: ExplorationFacts, bounds: DiffBounds) -> Int {
        var count = 0
        for (depth, states) in facts.statesPerDepth.enumerated() where bounds.covers(triedAt: depth) { count += states }
        return min(count, facts.states.count)
    }
}
