import FlowAtlasTestSupport
import FlowCore
import FlowDemo
import FlowDiagrams
import FlowGraph
import FlowGraphviz
import Testing

/// `TransitionGraph`: routes clustered by coordinator, edges labelled by kind with counts.
@Suite("Transition graph builder")
struct TransitionGraphTests {
    /// The style each kind of transition is drawn with.
    static let styles: [String: EdgeStyle] = [
        "push": EdgeStyle(color: .blue), "replace": EdgeStyle(color: .blue, dashed: true),
        "back": EdgeStyle(color: .grey, dashed: true), "dismiss": EdgeStyle(color: .grey, dashed: true),
        "modal": EdgeStyle(color: .purple, bold: true), "detour": EdgeStyle(color: .orange, bold: true),
        "tab switch": EdgeStyle(color: .green), "flow change": EdgeStyle(color: .red, bold: true),
    ]

    /// Events of the demo: login, then `body`, recorded from the app's root.
    static func recordedEvents(_ body: (AppCoordinator) -> Void) -> [NavigationEvent] {
        let app = DemoApp.make()
        let recorder = NavigationRecorder()
        app.addObserver(recorder)
        _ = app.navigate(to: AppRoute.tabRoot)
        body(app)
        return recorder.events
    }

    /// Splits `push ×2` into (`push`, 2) and `push` into (`push`, 1).
    static func parse(_ label: String) -> (kind: String, count: Int)? {
        let parts = label.components(separatedBy: " ×")
        if parts.count == 1 { return (label, 1) }
        guard parts.count == 2, let count = Int(parts[1]), count >= 2 else { return nil }
        return (parts[0], count)
    }

    @Test("The same navigation twice counts: `push ×2`, `back ×2`")
    func countsRepeats() throws {
        let events = Self.recordedEvents { app in
            for _ in 0..<2 {
                _ = app.navigate(to: RedRoute.lightRed)
                _ = app.navigate(to: RedRoute.red)
            }
        }
        let graph = TransitionGraph.build(events: events)
        let labels = Dictionary(graph.nodes.map { ($0.id, $0.label.joined()) }, uniquingKeysWith: { a, _ in a })
        let push = graph.edges.first { labels[$0.from] == "RedRoute.red" && labels[$0.to] == "RedRoute.lightRed" }
        #expect(push?.label == "push ×2", "edges: \(graph.edges.map { "\(labels[$0.from] ?? "?") -\($0.label ?? "")-> \(labels[$0.to] ?? "?")" })")
        #expect(push?.style == Self.styles["push"])
        let back = graph.edges.first { labels[$0.from] == "RedRoute.lightRed" && labels[$0.to] == "RedRoute.red" }
        #expect(back?.label == "back ×2")
        #expect(back?.style == Self.styles["back"])
        let once = TransitionGraph.build(events: Self.recordedEvents { app in _ = app.navigate(to: RedRoute.lightRed) })
        #expect(once.edges.contains { $0.label == "push" }, "a single push has no count")
        #expect(!once.edges.contains { $0.label?.contains("×") == true })
    }

    @Test("Every edge is labelled by kind (with a count from 2 up) and styled by kind; every kind occurs")
    func labelsAndStylesByKind() throws {
        let graph = TransitionGraph.build(events: Fixtures.events(of: try Fixtures.allScenarios()))
        var kinds: Set<String> = []
        for edge in graph.edges {
            let parsed = try #require(edge.label.flatMap(Self.parse), "label \(edge.label ?? "nil")")
            kinds.insert(parsed.kind)
            #expect(edge.style == Self.styles[parsed.kind], "style of \(parsed.kind)")
        }
        #expect(kinds == Set(Self.styles.keys), "kinds seen: \(kinds.sorted())")
    }

    @Test("Labels and counts agree with `transitions(from:)`; nodes sit in their coordinator's cluster")
    func countsAndClusters() throws {
        let events = Fixtures.events(of: try Fixtures.allScenarios())
        let counts = TransitionGraph.transitions(from: events)
        let graph = TransitionGraph.build(events: events)
        let clusters = Dictionary(graph.clusters.map { ($0.id, $0.label) }, uniquingKeysWith: { a, _ in a })
        let place = { (id: String) -> String? in
            guard let node = graph.nodes.first(where: { $0.id == id }), let cluster = node.cluster.flatMap({ clusters[$0] }) else { return nil }
            return "\(cluster) \(node.label.joined())"
        }
        #expect(graph.edges.count == counts.count)
        var drawn: [String: String] = [:]
        for edge in graph.edges { drawn["\(place(edge.from) ?? "?") -> \(place(edge.to) ?? "?") \(Self.parse(edge.label ?? "")?.kind ?? "?")"] = edge.label }
        for (transition, count) in counts {
            let key =
                "\(transition.from.coordinator) \(transition.from.route) -> \(transition.to.coordinator) \(transition.to.route) \(transition.kind.rawValue)"
            #expect(drawn[key] == (count > 1 ? "\(transition.kind.rawValue) ×\(count)" : transition.kind.rawValue), "\(key)")
        }
        // One cluster per coordinator, labelled with its name, no nested clusters, no node outside one.
        #expect(Set(graph.clusters.map(\.label)).count == graph.clusters.count)
        #expect(graph.clusters.allSatisfy { $0.parent == nil })
        #expect(graph.nodes.allSatisfy { $0.cluster.flatMap { clusters[$0] } != nil })
        let coordinators = Set(counts.keys.flatMap { [$0.from.coordinator, $0.to.coordinator] })
        #expect(Set(graph.clusters.map(\.label)) == coordinators)
        for name in ["MainTabCoordinator", "RedCoordinator", "OceanCoordinator", "AppCoordinator"] {
            #expect(coordinators.contains(name), "\(name) has a cluster")
        }
        // Each place (coordinator, route) is one node.
        let places = graph.nodes.compactMap { place($0.id) }
        #expect(Set(places).count == graph.nodes.count)
    }

    @Test("Running the same scenario twice doubles every count; order of events does not matter")
    func doubledAndShuffled() throws {
        let events = Fixtures.run(try Fixtures.scenario(named: "yellow-detours-nested")).events
        #expect(!events.isEmpty)
        let single = TransitionGraph.build(events: events)
        let doubled = TransitionGraph.build(events: events + events)
        #expect(doubled.nodes == single.nodes)
        #expect(doubled.clusters == single.clusters)
        #expect(doubled.edges.count == single.edges.count)
        for (one, two) in zip(single.edges, doubled.edges) {
            let a = try #require(one.label.flatMap(Self.parse))
            let b = try #require(two.label.flatMap(Self.parse))
            #expect(b.kind == a.kind && b.count == 2 * a.count, "\(one.label ?? "") twice is \(two.label ?? "")")
        }
        var generator = SeededGenerator(seed: 7)
        #expect(TransitionGraph.build(events: events.shuffled(using: &generator)) == single)
    }

    @Test("No events: an empty graph that still renders")
    func empty() throws {
        let graph = TransitionGraph.build(events: [], title: "Nothing")
        let svg = try SVGDocument.parse(try GraphvizRenderer.render(graph))
        #expect(svg.nodes.isEmpty && svg.graph?.texts == ["Nothing"])
        #expect(graph.nodes.isEmpty && graph.edges.isEmpty && graph.clusters.isEmpty)
        #expect(graph.title == "Nothing" && graph.name == "transitions" && graph.direction == .leftToRight)
    }
}

@Suite("Transition pictures of routes with payloads")
struct PayloadTransitionTests {
    /// Pushes of three values of one case from the same screen.
    static let events: [NavigationEvent] = {
        let inbox = PayloadInbox()
        let recorder = NavigationRecorder()
        inbox.addObserver(recorder)
        for id in [41, 42, 43] {
            inbox.navigate(to: PayloadInboxRoute.message(id: id))
            inbox.pop()
        }
        return recorder.events
    }()

    @Test("one node per case by default: message_41…43 are one node InboxRoute.message(…)")
    func groupedByCase() {
        let graph = TransitionGraph.build(events: Self.events)
        let labels = graph.nodes.map(\.label).map { $0.joined(separator: " ") }.sorted()
        #expect(labels == ["PayloadInboxRoute.inbox", "PayloadInboxRoute.message(…)"])
        #expect(graph.edges.compactMap(\.label).sorted() == ["back ×3", "push ×3"])
    }

    @Test("everyValue draws one node per value")
    func everyValue() {
        let graph = TransitionGraph.build(events: Self.events, everyValue: true)
        #expect(graph.nodes.count == 4)
        #expect(graph.nodes.contains { $0.label == ["PayloadInboxRoute.message_42"] })
    }
}

enum PayloadInboxRoute: Route {
    case inbox
    case message(id: Int)
    var identifier: String {
        switch self {
        case .inbox: "inbox"
        case let .message(id): "message_\(id)"
        }
    }
}

final class PayloadInbox: Coordinator<PayloadInboxRoute> {
    init() { super.init(router: Router(initial: .inbox)) }
    override func canHandle(_ route: PayloadInboxRoute) -> Bool { true }
}
