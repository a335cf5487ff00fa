import FlowDiagrams
import FlowGraph

/// The picture of an `ExplorationDiff` (`flowatlas diff --format svg`): the transition graph of
/// the places either version reaches, clustered by coordinator. Places and transitions only NEW
/// has are green; those only OLD has are red and dashed; a place where a deep link now lands is
/// outlined in orange, with an orange edge from the changed links to it (and a dashed one to where
/// they landed before). A legend says so. Rendered like the other pictures (`DiagramFormat`).
public enum DiffGraph {
    /// Which versions have a place or a transition.
    private enum Presence {
        case both, onlyOld, onlyNew

        init(old: Bool, new: Bool) { self = old && new ? .both : old ? .onlyOld : .onlyNew }

        var node: NodeStyle {
            switch self {
            case .both: NodeStyle(fill: .white)
            case .onlyOld: NodeStyle(dashed: true, fill: .lightRed, stroke: .red, fontColor: .red)
            case .onlyNew: NodeStyle(bold: true, fill: .lightGreen, stroke: .green, fontColor: .green)
            }
        }

        var edge: EdgeStyle {
            switch self {
            case .both: EdgeStyle(color: .grey)
            case .onlyOld: EdgeStyle(color: .red, dashed: true)
            case .onlyNew: EdgeStyle(color: .green, bold: true)
            }
        }
    }

    /// A pair of places, drawn as one edge listing every kind of transition between them.
    private struct Pair: Hashable, Comparable {
        var from: ExplorationFacts.Place
        var to: ExplorationFacts.Place
        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
    }

    /// The graph of `diff`, from `old` and `new`, the explorations it compares.
    public static func build(old: ExplorationReport, new: ExplorationReport, diff: ExplorationDiff) -> Graph {
        let oldPairs = kinds(old.facts.transitions)
        let newPairs = kinds(new.facts.transitions)
        let oldPlaces = Set(oldPairs.keys.flatMap { [$0.from, $0.to] })
        let newPlaces = Set(newPairs.keys.flatMap { [$0.from, $0.to] })
        var landings: [(link: String, now: ExplorationFacts.Place, was: ExplorationFacts.Place?)] = []
        for link in diff.links {
            for change in link.changes {
                guard let route = change.now.shows, let coordinator = change.now.coordinator else { continue }
                let was = change.was.shows.flatMap { route in change.was.coordinator.map { ExplorationFacts.Place(coordinator: $0, route: route) } }
                landings.append((link.link, ExplorationFacts.Place(coordinator: coordinator, route: route), was))
            }
        }
        let landed = Set(landings.map(\.now))
        let places = oldPlaces.union(newPlaces).union(landed).union(landings.compactMap(\.was)).sorted()
        let added = places.filter { !oldPlaces.contains($0) && newPlaces.contains($0) }.count
        let removed = places.filter { oldPlaces.contains($0) && !newPlaces.contains($0) }.count
        var graph = Graph(
            name: "diff", title: "Navigation diff of \(diff.app): \(added) places added, \(removed) gone, \(landed.count) changed landings",
            direction: .leftToRight)
        var clusters: [String] = []
        for place in places where !clusters.contains(place.coordinator) { clusters.append(place.coordinator) }
        graph.clusters = clusters.map { Graph.Cluster(id: "k_" + $0, label: $0, stroke: .grey) }
        var ids: [ExplorationFacts.Place: String] = [:]
        for (index, place) in places.enumerated() {
            ids[place] = "p\(index)"
            var style = Presence(old: oldPlaces.contains(place), new: newPlaces.contains(place)).node
            if landed.contains(place) {
                style.stroke = .orange
                style.bold = true
            }
            graph.nodes.append(Graph.Node(id: "p\(index)", label: [place.route], style: style, cluster: "k_" + place.coordinator))
        }
        for pair in Set(oldPairs.keys).union(newPairs.keys).sorted() {
            let kinds = (oldPairs[pair] ?? []).union(newPairs[pair] ?? []).sorted()
            let presence = Presence(old: oldPairs[pair] != nil, new: newPairs[pair] != nil)
            graph.edges.append(Graph.Edge(from: ids[pair.from]!, to: ids[pair.to]!, label: kinds.joined(separator: ", "), style: presence.edge))
        }
        if !landings.isEmpty {
            graph.nodes.append(Graph.Node(id: "links", label: ["changed deep links"], style: NodeStyle(shape: .ellipse, stroke: .orange)))
            for landing in landings {
                graph.edges.append(Graph.Edge(from: "links", to: ids[landing.now]!, label: landing.link, style: EdgeStyle(color: .orange, bold: true)))
                if let was = landing.was {
                    graph.edges.append(
                        Graph.Edge(from: "links", to: ids[was]!, label: "was: \(landing.link)", style: EdgeStyle(color: .orange, dashed: true)))
                }
            }
        }
        graph.clusters.append(Graph.Cluster(id: "legend", label: "legend", stroke: .lightGrey))
        let legend: [(String, NodeStyle)] = [
            ("in both", Presence.both.node), ("only in NEW (added)", Presence.onlyNew.node), ("only in OLD (gone)", Presence.onlyOld.node),
            ("a changed deep link lands here", NodeStyle(bold: true, fill: .white, stroke: .orange)),
        ]
        for (index, entry) in legend.enumerated() {
            graph.nodes.append(Graph.Node(id: "legend\(index)", label: [entry.0], style: entry.1, cluster: "legend"))
        }
        return graph.escapingAppText()
    }

    /// The kinds of transition between each pair of places.
    private static func kinds(_ transitions: [ExplorationFacts.Transition]) -> [Pair: Set<String>] {
        var pairs: [Pair: Set<String>] = [:]
        for transition in transitions { pairs[Pair(from: transition.from, to: transition.to), default: []].insert(transition.kind) }
        return pairs
    }
}
