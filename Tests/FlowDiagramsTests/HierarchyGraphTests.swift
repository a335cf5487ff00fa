import FlowAtlasTestSupport
import FlowCore
import FlowDemo
import FlowDiagrams
import FlowGraph
import Testing

/// `HierarchyGraph`: ownership edges by kind, what is on screen, failures on the node.
@Suite("Hierarchy graph builder")
struct HierarchyGraphTests {
    @Test("Main flow: flow edge, tab edges with the selected tab emphasised, child edges")
    func mainFlowEdges() throws {
        let tree = Fixtures.mainFlowTree()
        let probe = Probe(HierarchyGraph.build(tree))
        let flow = try probe.edge("AppCoordinator", "MainTabCoordinator")
        #expect(flow.label == "flow")
        #expect(flow.style.bold && flow.style.color == .blue, "the flow on screen is emphasised")

        let tabs = ["RedCoordinator", "GreenCoordinator", "BlueCoordinator", "YellowCoordinator", "PurpleCoordinator"]
        let selected = try #require(tree.nodes.first { $0.kind == .tabs }?.selectedTab)
        #expect(selected == 0, "the demo starts on Red")
        for (index, tab) in tabs.enumerated() {
            let edge = try probe.edge("MainTabCoordinator", tab)
            #expect(edge.label == "tab \(index)")
            #expect(edge.style.bold == (index == selected), "\(edge.label ?? "") bold only when selected")
            #expect(edge.style.color == (index == selected ? .blue : .grey))
            #expect(!edge.style.dashed)
        }
        for (parent, child) in [
            ("RedCoordinator", "RainbowCoordinator"), ("RainbowCoordinator", "RainbowDetailCoordinator"),
            ("BlueCoordinator", "DeepBlueCoordinator"),
        ] {
            let edge = try probe.edge(parent, child)
            #expect(edge.label == "child", "\(parent) -> \(child)")
            #expect(!edge.style.bold && edge.style.color == .grey)
        }
    }

    @Test("Main flow: the visible coordinator is bold and names the current route; the chain on screen is filled")
    func visibleCoordinator() throws {
        let tree = Fixtures.mainFlowTree()
        let graph = HierarchyGraph.build(tree)
        let probe = Probe(graph)
        let bold = graph.nodes.filter(\.style.bold)
        #expect(bold.map { $0.label.first } == ["RedCoordinator"], "exactly one emphasised node")
        let red = try probe.node("RedCoordinator")
        #expect(red.style.stroke == .blue)
        #expect(red.label.contains("current: RedRoute.red"), "label: \(red.label)")
        #expect(graph.nodes.filter { $0.label.contains { $0.hasPrefix("current: ") } }.count == 1, "only the visible node names its current route")
        for name in ["AppCoordinator", "MainTabCoordinator", "RedCoordinator"] {
            #expect(try probe.node(name).style.fill == .lightBlue, "\(name) is on screen")
        }
        for name in ["GreenCoordinator", "BlueCoordinator", "RainbowCoordinator", "DeepBlueCoordinator"] {
            #expect(try probe.node(name).style.fill == nil, "\(name) is off screen")
        }
        #expect(try probe.node("MainTabCoordinator").label == ["MainTabCoordinator", "AppRoute · root: tabRoot"])
        #expect(graph.nodes.map(\.id).contains(HierarchyGraph.nodeID(0)))
    }

    @Test("Registered modals that are not presented hang off dashed, to dashed grey nodes")
    func registeredModals() throws {
        let graph = HierarchyGraph.build(Fixtures.mainFlowTree())
        let probe = Probe(graph)
        let registered = graph.edges.filter { $0.label == "registered modal" }
        let targets = Set(registered.compactMap { probe.nodes[$0.to]?.label.first })
        #expect(
            targets.isSuperset(of: [
                "RedModalCoordinator", "RedInfoCoordinator", "GreenInfoCoordinator", "BlueInfoCoordinator",
                "PurpleInfoCoordinator", "RainbowDetailModalCoordinator",
            ]), "targets: \(targets.sorted())")
        for edge in registered {
            #expect(edge.style.dashed && edge.style.color == .grey && !edge.style.bold)
            let node = try #require(probe.nodes[edge.to])
            #expect(node.style.dashed && node.style.stroke == .grey && node.style.fontColor == .grey && node.style.fill == nil)
            #expect(node.label.count == 2 && node.label[1].hasPrefix("modal root: "), "label: \(node.label)")
        }
        let redModal = try probe.edge("RedCoordinator", "RedModalCoordinator")
        #expect(redModal.label == "registered modal")
        #expect(try probe.node("RedModalCoordinator").label == ["RedModalCoordinator", "modal root: darkRed"])
    }

    @Test("Pushed child: blue bold `pushed` edge, and the child shows its current route")
    func pushedChild() throws {
        let probe = Probe(HierarchyGraph.build(try Fixtures.tree(scenario: "ocean-abyss", checkpoint: "rainbow-purple")))
        let pushed = try probe.edge("RedCoordinator", "RainbowCoordinator")
        #expect(pushed.label == "pushed")
        #expect(pushed.style.bold && pushed.style.color == .blue && !pushed.style.dashed)
        let rainbow = try probe.node("RainbowCoordinator")
        #expect(rainbow.style.bold)
        #expect(rainbow.label.contains("current: RainbowRoute.purple"), "label: \(rainbow.label)")
        #expect(rainbow.label.contains { $0.hasPrefix("stack: ") && $0.hasSuffix("purple") }, "label: \(rainbow.label)")
    }

    @Test("Presented modals: purple bold `modal [detents]` edges, filled purple nodes, pushed child inside")
    func presentedModals() throws {
        let probe = Probe(HierarchyGraph.build(try Fixtures.tree(scenario: "ocean-abyss", checkpoint: "abyss")))
        for (parent, child) in [("DeepBlueCoordinator", "Level3ModalCoordinator"), ("Level3ModalCoordinator", "NestedModalCoordinator")] {
            let edge = try probe.edge(parent, child)
            #expect(edge.label == "modal [large]", "\(parent) -> \(child)")
            #expect(edge.style.bold && edge.style.color == .purple && !edge.style.dashed)
            let node = try probe.node(child)
            #expect(node.style.stroke == .purple && node.style.fill == .lightPurple)
        }
        #expect(try probe.edge("NestedModalCoordinator", "OceanCoordinator").label == "pushed")
        #expect(try probe.edge("BlueCoordinator", "DeepBlueCoordinator").label == "pushed")
        #expect(try probe.edge("MainTabCoordinator", "BlueCoordinator").style.bold, "Blue is the selected tab")
        let ocean = try probe.node("OceanCoordinator")
        #expect(ocean.style.bold && ocean.style.stroke == .blue)
        #expect(ocean.label.contains("current: OceanRoute.abyss"))
        #expect(try probe.node("DeepBlueCoordinator").label.contains("presents: level3Modal"))
    }

    @Test(
        "Detent configurations label the modal edge",
        arguments: [
            ("red-info-custom-medium", "RedCoordinator", "RedInfoCoordinator", "modal [custom,medium]"),
            ("green-info-small", "GreenCoordinator", "GreenInfoCoordinator", "modal [small]"),
            ("blue-info-medium", "BlueCoordinator", "BlueInfoCoordinator", "modal [medium]"),
            ("purple-info-fullscreen-cover", "PurpleCoordinator", "PurpleInfoCoordinator", "modal [fullscreen]"),
            ("red-modal-default-large", "RedCoordinator", "RedModalCoordinator", "modal [large]"),
        ])
    func detents(checkpoint: String, parent: String, child: String, label: String) throws {
        let probe = Probe(HierarchyGraph.build(try Fixtures.tree(scenario: "modal-detents", checkpoint: checkpoint)))
        let edge = try probe.edge(parent, child, where: { !$0.style.dashed })
        #expect(edge.label == label)
        #expect(edge.style.color == .purple && edge.style.bold)
    }

    @Test("Detours: orange bold `detour` edges, nested detour visible")
    func detours() throws {
        let graph = HierarchyGraph.build(try Fixtures.tree(scenario: "yellow-detours-nested", checkpoint: "nested-detours"))
        let probe = Probe(graph)
        let detourEdges = graph.edges.filter { $0.label == "detour" }
        #expect(detourEdges.count == 2)
        for edge in detourEdges {
            #expect(edge.style.bold && edge.style.color == .orange && !edge.style.dashed)
            #expect(probe.nodes[edge.to]?.style.stroke == .orange || probe.nodes[edge.to]?.style.bold == true)
        }
        #expect(probe.nodes[detourEdges[0].from]?.label.first == "MainTabCoordinator")
        #expect(detourEdges[1].from == detourEdges[0].to, "the second detour hangs off the first")
        let top = try #require(probe.nodes[detourEdges[1].to])
        #expect(top.style.bold && top.label.contains("current: YellowRoute.lightYellow"), "label: \(top.label)")
        let first = try #require(probe.nodes[detourEdges[0].to])
        #expect(first.style.fill == .lightOrange && first.label.contains("detour: YellowRoute.lightYellow"))
    }

    @Test("viewCreationFailed is listed on the node in red (BlueRoute.invalidView)")
    func viewCreationFailed() throws {
        let probe = Probe(HierarchyGraph.build(try Fixtures.tree(scenario: "view-creation-failed", checkpoint: "invalid-view-pushed")))
        let blue = try probe.node("BlueCoordinator")
        #expect(blue.label.contains("viewCreationFailed: invalidView"), "label: \(blue.label)")
        #expect(blue.label.contains("current: BlueRoute.invalidView"))
        #expect(blue.style.stroke == .red && blue.style.fontColor == .red)
        let after = Probe(HierarchyGraph.build(try Fixtures.tree(scenario: "view-creation-failed", checkpoint: "after-back")))
        #expect(!(try after.node("BlueCoordinator")).label.contains { $0.hasPrefix("viewCreationFailed") }, "back pops it")
    }

    @Test("Every edge joins two model nodes; every node id is unique")
    func wellFormed() throws {
        for graph in [
            HierarchyGraph.build(Fixtures.mainFlowTree()),
            HierarchyGraph.build(try Fixtures.tree(scenario: "ocean-abyss", checkpoint: "abyss")),
        ] {
            let ids = graph.nodes.map(\.id)
            #expect(Set(ids).count == ids.count)
            for edge in graph.edges { #expect(ids.contains(edge.from) && ids.contains(edge.to), "\(edge)") }
            #expect(graph.direction == .leftToRight && graph.name == "hierarchy")
        }
    }
}

/// Looks up nodes and edges of a hierarchy graph by coordinator type name (a node's first label line).
private struct Probe {
    let graph: Graph
    let nodes: [String: Graph.Node]

    init(_ graph: Graph) {
        self.graph = graph
        nodes = Dictionary(graph.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The only non-dashed node for `typeName`, else the only node for it.
    func node(_ typeName: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Graph.Node {
        let all = graph.nodes.filter { $0.label.first == typeName }
        let live = all.filter { !$0.style.dashed }
        let chosen = live.count == 1 ? live : all
        return try #require(chosen.count == 1 ? chosen[0] : nil, "expected one node \(typeName), found \(all.map(\.id))", sourceLocation: sourceLocation)
    }

    /// The one edge from a `parent` node to a `child` node (by type name) passing `filter`.
    func edge(
        _ parent: String, _ child: String, where filter: (Graph.Edge) -> Bool = { _ in true },
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Graph.Edge {
        let found = graph.edges.filter { nodes[$0.from]?.label.first == parent && nodes[$0.to]?.label.first == child && filter($0) }
        return try #require(found.count == 1 ? found[0] : nil, "expected one edge \(parent) -> \(child), found \(found.count)", sourceLocation: sourceLocation)
    }
}
