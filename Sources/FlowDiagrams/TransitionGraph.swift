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
        public var kind: TransitionKind
        /// A transition of `kind` from one place to another.
        public init(from: Place, to: Place, kind: TransitionKind) {
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
        // A tab switch starts at the tab bar: the tab coordinator's own route (its `from` is the tab left).
        let here = Place(coordinator: owner, route: event.kind == .selectTab ? event.subjects.tabBarRoute ?? event.from : event.from)
        let there = Place(coordinator: owner, route: event.to)
        func elsewhere(_ kind: TransitionKind, reversed: Bool = false) -> Transition? {
            guard let other = event.other, let route = event.route else { return nil }
            let place = Place(coordinator: other, route: route)
            return reversed ? Transition(from: place, to: there, kind: kind) : Transition(from: here, to: place, kind: kind)
        }
        switch event.kind {
        case .push: return Transition(from: here, to: there, kind: .push)
        case .replace: return Transition(from: here, to: there, kind: .replace)
        case .pop: return event.from == event.to ? nil : Transition(from: here, to: there, kind: .back)
        case .pushChild: return elsewhere(.push)
        case .popChild: return elsewhere(.back, reversed: true)
        case .presentModal: return elsewhere(.modal)
        case .dismissModal: return elsewhere(.dismiss, reversed: true)
        case .presentDetour: return elsewhere(.detour)
        case .dismissDetour: return elsewhere(.dismiss, reversed: true)
        case .selectTab: return elsewhere(.tabSwitch)
        // An app's stack reset replaces what the coordinator shows.
        case .resetStack: return event.from == event.to ? nil : Transition(from: here, to: there, kind: .replace)
        case .changeFlow:
            guard let route = event.route else { return nil }
            return Transition(from: here, to: Place(coordinator: owner, route: route), kind: .flowChange)
        // A detent change moves no screen.
        case .resetRoot, .restore, .selectDetent, .setPending, .clearPending: return nil
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
        var edges: [Edge] = []
        for transition in counts.keys.sorted() {
            let part = (kind: transition.kind, count: counts[transition] ?? 0)
            if mergingKinds, let last = edges.last, last.from == transition.from, last.to == transition.to {
                edges[edges.count - 1].parts.append(part)
            } else {
                edges.append(Edge(from: transition.from, to: transition.to, parts: [part]))
            }
        }
        return build(edges, title: title)
    }

    /// One drawn edge: a pair of places and the kinds of step (with counts) it stands for.
    private struct Edge {
        var from: Place
        var to: Place
        var parts: [(kind: TransitionKind, count: Int)]

        var label: String { parts.map { $0.count > 1 ? "\($0.kind.rawValue) ×\($0.count)" : $0.kind.rawValue }.joined(separator: ", ") }
        /// A kind's own style, or the plain style when the edge stands for several kinds.
        var style: EdgeStyle { parts.count == 1 ? parts[0].kind.edgeStyle : EdgeStyle() }
    }

    private static func build(_ edges: [Edge], title: String?) -> Graph {
        var graph = Graph(name: "transitions", title: title, direction: .leftToRight)
        let places = Set(edges.flatMap { [$0.from, $0.to] }).sorted()
        var clusters: [String] = []
        var seen: Set<String> = []
        for place in places where seen.insert(place.coordinator).inserted { clusters.append(place.coordinator) }
        graph.clusters = clusters.map { Graph.Cluster(id: clusterID($0), label: $0, stroke: .grey) }
        var ids: [Place: String] = [:]
        for (index, place) in places.enumerated() {
            ids[place] = "r\(index)"
            graph.nodes.append(
                Graph.Node(
                    id: "r\(index)", label: [place.route.description],
                    style: NodeStyle(fill: .white), cluster: clusterID(place.coordinator)))
        }
        for edge in edges {
            graph.edges.append(Graph.Edge(from: ids[edge.from]!, to: ids[edge.to]!, label: edge.label, style: edge.style))
        }
        return graph.escapingAppText()
    }

    private static func clusterID(_ coordinator: String) -> String { "k_" + coordinator }
}
