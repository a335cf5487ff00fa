import FlowCore
import FlowGraph

/// Builds the transition picture from recorded navigation events: routes as nodes
/// clustered by coordinator, edges labelled by kind with how often each was taken.
///
/// Kinds: `push`, `replace`, `back`, `modal`, `detour`, `dismiss`, `tab switch`, `flow change`.
public enum TransitionGraph {
    /// One transition between two routes, keyed for counting.
    public struct Transition: Hashable, Sendable, Comparable {
        public var from: Place
        public var to: Place
        public var kind: String
        /// A transition of `kind` from one place to another.
        public init(from: Place, to: Place, kind: String) {
            self.from = from
            self.to = to
            self.kind = kind
        }
        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.from, lhs.to, lhs.kind) < (rhs.from, rhs.to, rhs.kind) }

        /// The same transition between the cases of routes with payloads.
        public var grouped: Transition { Transition(from: from.grouped, to: to.grouped, kind: kind) }
    }

    /// A route as shown by a coordinator.
    public struct Place: Hashable, Sendable, Comparable {
        public var coordinator: String
        public var route: RouteValue
        /// `route` as shown by `coordinator`.
        public init(coordinator: String, route: RouteValue) {
            self.coordinator = coordinator
            self.route = route
        }
        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.coordinator, lhs.route) < (rhs.coordinator, rhs.route) }

        /// The place of the route's case (`InboxRoute.message(…)`) when it has a payload.
        public var grouped: Place { Place(coordinator: coordinator, route: route.grouped) }
    }

    /// The transitions `events` describe, with counts. Routes with payloads are drawn one node
    /// per case (`InboxRoute.message(…)`) unless `everyValue` asks for one node per value.
    public static func transitions(from events: [NavigationEvent], everyValue: Bool = false) -> [Transition: Int] {
        var counts: [Transition: Int] = [:]
        for event in events {
            guard let transition = transition(for: event) else { continue }
            counts[everyValue ? transition : transition.grouped, default: 0] += 1
        }
        return counts
    }

    static func transition(for event: NavigationEvent) -> Transition? {
        let owner = event.coordinator
        let here = Place(coordinator: owner, route: event.from)
        let there = Place(coordinator: owner, route: event.to)
        func elsewhere(_ kind: String, reversed: Bool = false) -> Transition? {
            guard let other = event.other, let route = event.route else { return nil }
            let place = Place(coordinator: other, route: route)
            return reversed ? Transition(from: place, to: there, kind: kind) : Transition(from: here, to: place, kind: kind)
        }
        switch event.kind {
        case .push: return Transition(from: here, to: there, kind: "push")
        case .replace: return Transition(from: here, to: there, kind: "replace")
        case .pop: return event.from == event.to ? nil : Transition(from: here, to: there, kind: "back")
        case .pushChild: return elsewhere("push")
        case .popChild: return elsewhere("back", reversed: true)
        case .presentModal: return elsewhere("modal")
        case .dismissModal: return elsewhere("dismiss", reversed: true)
        case .presentDetour: return elsewhere("detour")
        case .dismissDetour: return elsewhere("dismiss", reversed: true)
        case .selectTab: return elsewhere("tab switch")
        case .changeFlow:
            guard let route = event.route else { return nil }
            return Transition(from: here, to: Place(coordinator: owner, route: route), kind: "flow change")
        case .resetRoot, .restore: return nil
        }
    }

    /// The transition graph of `events`.
    public static func build(events: [NavigationEvent], title: String? = nil, everyValue: Bool = false) -> Graph {
        build(counts: transitions(from: events, everyValue: everyValue), title: title)
    }

    /// The transition graph of counted transitions (deterministic order). With `mergingKinds`,
    /// the transitions between one pair of places become one edge listing every kind with its
    /// count (`tap ×3, back`), which keeps busy pictures readable.
    public static func build(counts: [Transition: Int], title: String? = nil, mergingKinds: Bool = false) -> Graph {
        guard mergingKinds else { return build(counts: counts, title: title) }
        var kinds: [Transition: [(kind: String, count: Int)]] = [:]
        for transition in counts.keys.sorted() {
            kinds[Transition(from: transition.from, to: transition.to, kind: ""), default: []].append((transition.kind, counts[transition]!))
        }
        // One edge per pair (kind ""), then labelled and styled by the kinds it stands for.
        var graph = build(counts: kinds.mapValues { _ in 1 }, title: title)
        for (index, key) in kinds.keys.sorted().enumerated() {
            let parts = kinds[key]!
            graph.edges[index].label = parts.map { $0.count > 1 ? "\($0.kind) ×\($0.count)" : $0.kind }.joined(separator: ", ")
            graph.edges[index].style = style(for: parts.count == 1 ? parts[0].kind : "mixed")
        }
        return graph
    }

    private static func build(counts: [Transition: Int], title: String?) -> Graph {
        var graph = Graph(name: "transitions", title: title, direction: .leftToRight)
        let sorted = counts.keys.sorted()
        let places = Set(sorted.flatMap { [$0.from, $0.to] }).sorted()
        var clusters: [String] = []
        var seen: Set<String> = []
        for place in places where seen.insert(place.coordinator).inserted { clusters.append(place.coordinator) }
        graph.clusters = clusters.map { Graph.Cluster(id: clusterID($0), label: $0, stroke: .grey) }
        var ids: [Place: String] = [:]
        for (index, place) in places.enumerated() {
            ids[place] = "r\(index)"
            graph.nodes.append(Graph.Node(id: "r\(index)", label: [place.route.description],
                                          style: NodeStyle(fill: .white), cluster: clusterID(place.coordinator)))
        }
        for transition in sorted {
            let count = counts[transition] ?? 0
            graph.edges.append(Graph.Edge(from: ids[transition.from]!, to: ids[transition.to]!,
                                          label: count > 1 ? "\(transition.kind) ×\(count)" : transition.kind,
                                          style: style(for: transition.kind)))
        }
        return graph
    }

    private static func clusterID(_ coordinator: String) -> String { "k_" + coordinator }

    /// The style of an edge of `kind`.
    static func edgeStyle(for kind: String) -> EdgeStyle { style(for: kind) }

    private static func style(for kind: String) -> EdgeStyle {
        switch kind {
        case "push": EdgeStyle(color: .blue)
        case "replace": EdgeStyle(color: .blue, dashed: true)
        case "back", "dismiss": EdgeStyle(color: .grey, dashed: true)
        case "modal": EdgeStyle(color: .purple, bold: true)
        case "detour": EdgeStyle(color: .orange, bold: true)
        case "tab switch": EdgeStyle(color: .green)
        case "flow change": EdgeStyle(color: .red, bold: true)
        default: EdgeStyle()
        }
    }
}
