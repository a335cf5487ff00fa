import FlowAtlasTestSupport
import FlowBigApp
import FlowCore
import FlowDiagrams
import FlowGraph
import FlowGraphviz
import FlowScenarios
import Foundation
import Testing

/// Pictures at the scale of a big app: hierarchies split per tab, collapsed subtrees, transition
/// graphs split per area.
@Suite("Pictures of a big app")
struct BigAppPicturesTests {
    static func mainTree() -> NavigationTree {
        let root = BigScenarioApp().makeRoot()
        _ = root.navigate(to: BigAppRoute.main)
        return root.captureTree()
    }

    @Test("the areas of a tree are its tabs: 20 subtrees of 10 coordinators, named and slugged")
    func areas() throws {
        let tree = Self.mainTree()
        let areas = HierarchyAreas(tree).areas
        #expect(areas.count == 20)
        #expect(areas.allSatisfy { $0.nodes.count == 10 })
        #expect(areas[3].name == "TabRootCoordinator<Cart>")
        #expect(areas[3].slug == "TabRootCoordinator-Cart")
        #expect(Set(areas.flatMap(\.nodes)).count == 200)
        #expect(
            HierarchyAreas(Fixtures.mainFlowTree()).areas.map(\.name) == [
                "RedCoordinator", "GreenCoordinator", "BlueCoordinator", "YellowCoordinator", "PurpleCoordinator",
            ])
    }

    @Test("collapsing each tab gives an overview of 22 nodes; each collapsed tab says what it holds")
    func overview() throws {
        let tree = Self.mainTree()
        let areas = HierarchyAreas(tree).areas
        let graph = HierarchyGraph.build(tree, collapsing: Set(areas.map(\.root)))
        #expect(graph.nodes.count == 22)
        #expect(graph.edges.count == 21)
        let cart = try #require(graph.nodes.first { $0.id == HierarchyGraph.nodeID(areas[3].root) })
        #expect(cart.label.last == "▸ 9 coordinators inside (3 registered modals)")
        #expect(cart.style.shape == .note)
        // The selected tab is on screen: its note says so.
        let home = try #require(graph.nodes.first { $0.id == HierarchyGraph.nodeID(areas[0].root) })
        #expect(home.label.last == "▸ 9 coordinators inside (3 registered modals)")
        #expect(home.style.fill == .lightBlue)
    }

    @Test("focus draws one tab's subtree; depth collapses what lies deeper")
    func focusAndDepth() throws {
        let tree = Self.mainTree()
        let cart = HierarchyAreas(tree).areas[3]
        let whole = HierarchyGraph.build(tree, focus: cart.root)
        #expect(whole.nodes.map(\.id) == cart.nodes.sorted().map(HierarchyGraph.nodeID))
        #expect(whole.edges.count == 9)
        #expect(whole.nodes[0].label[0] == "TabRootCoordinator<Cart>")
        let shallow = HierarchyGraph.build(tree, focus: cart.root, depth: 1)
        #expect(
            shallow.nodes.map { $0.label[0] } == [
                "TabRootCoordinator<Cart>", "DetailCoordinator<Cart>", "SearchCoordinator<Cart>",
                "SheetCoordinator<Cart>", "SettingsCoordinator<Cart>",
            ])
        #expect(shallow.nodes.filter { $0.style.shape == .note }.count == 4)
        #expect(shallow.nodes[3].label.last == "▸ 2 coordinators inside (1 registered modal)")
        // Without options, the picture is the whole tree, as before.
        #expect(HierarchyGraph.build(tree).nodes.count == tree.nodes.count)
    }

    @Test("a transition graph split by area: transitions inside an area in its picture, between areas in the overview, hubs with the area they lead to")
    func splitTransitions() throws {
        typealias T = TransitionGraph.Transition
        func place(_ coordinator: String, _ route: String) -> TransitionGraph.Place {
            TransitionGraph.Place(coordinator: coordinator, route: RouteValue(type: "R", identifier: route))
        }
        let hub = place("(anywhere)", "any")
        let counts: [T: Int] = [
            T(from: place("A1", "a"), to: place("A2", "b"), kind: .push): 2,
            T(from: place("B1", "c"), to: place("B1", "d"), kind: .push): 1,
            T(from: place("A2", "b"), to: place("B1", "c"), kind: .tabSwitch): 3,
            T(from: place("A2", "b"), to: place("B1", "c"), kind: .push): 1,
            T(from: place("Shell", "s"), to: place("A1", "a"), kind: .flowChange): 1,
            T(from: hub, to: place("B1", "d"), kind: .deepLink): 4,
        ]
        let areaOf = ["A1": "A", "A2": "A", "B1": "B"]
        let split = TransitionGraph.split(
            counts: counts, areaOrder: ["A", "B"], area: { areaOf[$0.coordinator] },
            isHub: { $0.coordinator == "(anywhere)" }, title: "T")
        #expect(split.areas.map(\.name) == ["A", "B"])
        #expect(split.areas[0].graph.edges.map(\.label) == ["push ×2"])
        #expect(Set(split.areas[1].graph.edges.compactMap(\.label)) == ["push", "deep link ×4"])
        #expect(split.overview.nodes.map(\.label) == [["A", "2 screens"], ["B", "2 screens"], ["app", "0 screens"]])
        #expect(Set(split.overview.edges.compactMap(\.label)) == ["push, tab switch ×3", "flow change"])
        let busiest = TransitionGraph.split(
            counts: counts, areaOrder: ["A", "B"], area: { areaOf[$0.coordinator] },
            title: "T", maxOverviewEdges: 1)
        #expect(busiest.overview.edges.compactMap(\.label) == ["push, tab switch ×3"])
        // Without hubs, the deep-link place counts as the shell: three pairs.
        #expect(busiest.overview.title == "T (the 1 busiest of 3 pairs of areas)")
    }
}
