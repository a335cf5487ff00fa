import FlowCore
import FlowGraph

extension TransitionGraph {
    /// A transition graph too big for one picture, split by area (a tab, or the app's shell):
    /// one picture per area with the transitions inside it, and an overview of the areas with
    /// the transitions between them summarised (kinds and counts per pair of areas).
    public struct Split {
        /// The areas as nodes, the busiest pairs of areas as edges.
        public var overview: Graph
        /// Each area's own transitions, by area name, in the order given.
        public var areas: [(name: String, graph: Graph)]
    }

    /// Splits `counts` by `area(place)` (`nil`: `shellName`). A transition from a hub (a place
    /// that stands for "anywhere", such as the deep-link node of an exploration) is drawn in the
    /// area it leads to. The overview keeps the `maxOverviewEdges` busiest pairs.
    public static func split(
        counts: [Transition: Int], areaOrder: [String], shellName: String = "app",
        area: (Place) -> String?, isHub: (Place) -> Bool = { _ in false },
        title: String, mergingKinds: Bool = false, maxOverviewEdges: Int = 40
    ) -> Split {
        var inside: [String: [Transition: Int]] = [:]
        var between: [Pair: [TransitionKind: Int]] = [:]
        for (transition, count) in counts {
            let from = isHub(transition.from) ? nil : area(transition.from) ?? shellName
            let to = isHub(transition.to) ? nil : area(transition.to) ?? shellName
            switch (from, to) {
            case let (from?, to?) where from != to:
                between[Pair(from: from, to: to), default: [:]][transition.kind, default: 0] += count
            default:
                inside[to ?? from ?? shellName, default: [:]][transition, default: 0] += count
            }
        }
        let order =
            areaOrder
            + ([shellName] + inside.keys.sorted() + between.keys.flatMap { [$0.from, $0.to] }.sorted())
            .filter { !areaOrder.contains($0) }
        var names: [String] = []
        for name in order where !names.contains(name) && (inside[name] != nil || between.keys.contains { $0.from == name || $0.to == name }) {
            names.append(name)
        }
        let areas = names.compactMap { name in
            inside[name].map { (name, build(counts: $0, title: "\(title): \(name)", mergingKinds: mergingKinds)) }
        }
        // The overview: one node per area, one edge per pair of areas (its kinds and counts), busiest first.
        let pairs = between.sorted { lhs, rhs in
            let left = lhs.value.values.reduce(0, +)
            let right = rhs.value.values.reduce(0, +)
            return left != right ? left > right : (lhs.key.from, lhs.key.to) < (rhs.key.from, rhs.key.to)
        }
        let kept = pairs.prefix(maxOverviewEdges)
        let dropped = pairs.count - kept.count
        var overview = Graph(
            name: "areas", title: title + (dropped > 0 ? " (the \(kept.count) busiest of \(pairs.count) pairs of areas)" : ""),
            direction: .leftToRight)
        for (index, name) in names.enumerated() {
            let places = Set((inside[name] ?? [:]).keys.flatMap { [$0.from, $0.to] }.filter { !isHub($0) }).count
            overview.nodes.append(
                Graph.Node(
                    id: "a\(index)", label: [name, "\(places) screen\(places == 1 ? "" : "s")"],
                    style: NodeStyle(fill: name == shellName ? .lightGrey : .lightBlue)))
        }
        for (pair, kinds) in kept.sorted(by: { ($0.key.from, $0.key.to) < ($1.key.from, $1.key.to) }) {
            guard let from = names.firstIndex(of: pair.from), let to = names.firstIndex(of: pair.to) else { continue }
            let label = kinds.sorted { $0.key < $1.key }.map { $0.value > 1 ? "\($0.key.rawValue) ×\($0.value)" : $0.key.rawValue }.joined(separator: ", ")
            overview.edges.append(
                Graph.Edge(
                    from: "a\(from)", to: "a\(to)", label: label,
                    style: kinds.count == 1 ? kinds.keys.first!.edgeStyle : EdgeStyle()))
        }
        return Split(overview: overview, areas: areas)
    }

    private struct Pair: Hashable {
        var from: String
        var to: String
    }
}
