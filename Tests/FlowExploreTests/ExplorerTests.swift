import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowExplore
import FlowScenarios
import FlowSnapshotTesting
import FlowText
import Foundation
import SnapshotTesting
import Testing

@Suite("Explorer on the demo app")
struct ExplorerTests {
    static let app = DemoScenarioApp()

    static func report(depth: Int) -> (ExplorationReport, Exploration) {
        let (full, report) = ExplorationReport.explore(app, maxStates: 1500, maxDepth: depth)
        return (report, full)
    }

    @Test("every declared route but UnhandledRoute.invalidRoute is reachable, with a shortest path each, and no invariant breaks")
    func coverage() {
        let (report, exploration) = Self.report(depth: 3)
        #expect(report.unreachable == ["UnhandledRoute.invalidRoute"])
        #expect(report.reachable.count == Self.app.declaredRoutes.count - 1)
        #expect(report.invariantViolations.isEmpty, "\(report.invariantViolations)")
        #expect(report.noWayBack.isEmpty)
        #expect(!exploration.truncated)
        let abyss = report.reachable.first { $0.route == "OceanRoute.abyss" }
        #expect(abyss?.path == ["tap AppRoute.tabRoot", "link OceanRoute.abyss"])
        // Rainbow and Ocean have no in-app entry: only a deep link reaches them.
        #expect(report.onlyByDeepLink.contains("OceanRoute.abyss"))
        #expect(!report.onlyByDeepLink.contains("RedRoute.lightRed"))
        #expect(report.alwaysFailing.map(\.action).contains("link UnhandledRoute.invalidRoute"))
    }

    @Test("the report is deterministic and matches its reference (text and JSON)")
    func reportSnapshot() {
        let (first, _) = Self.report(depth: 2)
        let (second, _) = Self.report(depth: 2)
        #expect(first == second)
        assertReference(of: first.text, as: .flowLines, named: "demo-depth-2")
        assertReference(of: first.json, as: .flowLines, named: "demo-depth-2-json")
    }

    @Test("paths replay: following a state's shortest path from a fresh app rebuilds exactly that state")
    func pathsReplay() {
        let exploration = Explorer(app: Self.app, maxStates: 200, maxDepth: 2).explore()
        for state in exploration.states.prefix(60) {
            let root = Self.app.makeRoot()
            let recorder = NavigationRecorder()
            root.addObserver(recorder)
            for action in state.path { _ = ActionPerformer.perform(action.action, app: Self.app, root: root, recorder: recorder) }
            #expect(root.captureTree() == state.tree, "state \(state.id) via \(state.path)")
        }
    }

    @Test("the explored transition graph collapses states to routes and draws deep links from one node")
    func transitionGraph() {
        let exploration = Explorer(app: Self.app, maxStates: 300, maxDepth: 2).explore()
        let graph = exploration.transitionGraph
        #expect(graph.nodes.contains { $0.label == ["(deep link).any screen"] })
        #expect(graph.nodes.contains { $0.label == ["(tab bar).any screen"] })
        #expect(graph.edges.contains { $0.label?.hasPrefix("tab switch") == true })
        #expect(graph.edges.allSatisfy { $0.from != $0.to })
    }
}
