import FlowCore
import FlowDiagrams
import FlowExplore
import FlowScenarios
import FlowText
import Testing

/// Five tabs of one coordinator class, told apart by `displayName` in every tool.
@Suite("Display names")
struct DisplayNameTests {
    struct FeedApp: AtlasApp {
        var name: String { "feed" }
        func makeRoot() -> any AnyCoordinator { FeedTabsCoordinator(order: FeedRoute.roots, keyed: true, named: true) }
    }

    @Test("the tab bar shows each tab's display name; the tree, pictures and traces write TypeName:displayName")
    func everyToolShowsIt() throws {
        let app = FeedTabsCoordinator(order: FeedRoute.roots, keyed: true, named: true)
        app.switchToTab(1)
        app.visibleCoordinator.navigate(to: FeedRoute.status)
        let tree = app.captureTree()
        let snapshot = TreeSnapshot.render(tree)
        #expect(snapshot.contains("tab bar: Timeline | [Explore] | Notifications | Profile"), "\(snapshot)")
        #expect(snapshot.contains("FeedTabCoordinator<FeedRoute>:Explore"), "\(snapshot)")
        let picture = HierarchyGraph.build(tree)
        #expect(picture.nodes.contains { $0.label.first == "FeedTabCoordinator:Notifications" })
        let trace = TraceText.render(app.trace(to: FeedRoute.account, dryRun: true))
        #expect(trace.contains("FeedTabCoordinator:Explore [ownHandling] yes"), "\(trace)")
        #expect(trace.contains("FeedTabCoordinator:Explore#3"), "\(trace)")
        // Without display names, the outputs are exactly as before.
        let plain = FeedTabsCoordinator(order: FeedRoute.roots, keyed: true)
        #expect(TreeSnapshot.render(plain.captureTree()).contains("tab bar: [FeedTab] | FeedTab | FeedTab | FeedTab"))
        #expect(!TreeSnapshot.render(plain.captureTree()).contains(":Timeline"))
    }

    @Test("a tab is tapped by its display name, through the bindings")
    func tapByTitle() throws {
        let app = FeedApp()
        let scenario = try ScenarioParser(apps: [app]).parse(
            """
            name: tap-by-name
            steps:
              - tap-tab: Notifications
            """, file: "tap.yaml")
        let run = ScenarioRunner(app: app).run(scenario)
        #expect(run.passed, "\(run.failures)")
        #expect(run.finalTree.nodes[0].selectedTab == 2)
    }

    @Test("decision reasons, events and hierarchy areas (the docs' areas) name TypeName:displayName")
    func reasonsEventsAreas() throws {
        let app = FeedTabsCoordinator(order: FeedRoute.roots, keyed: true, named: true)
        app.switchToTab(1)
        let trace = app.visibleCoordinator.trace(to: FeedRoute.status, dryRun: true)
        #expect(
            trace.resolution.decisions.contains { $0.reason == "FeedTabCoordinator:Explore handles FeedRoute.status (push)" }, "\(trace.resolution.decisions)")
        let recorder = NavigationRecorder()
        app.addObserver(recorder)
        app.visibleCoordinator.navigate(to: FeedRoute.status)
        app.navigate(to: FeedRoute.timeline)
        #expect(recorder.events.map(\.coordinator).contains("FeedTabCoordinator:Explore"), "\(recorder.events)")
        #expect(recorder.events.contains { $0.kind == .selectTab && $0.other == "FeedTabCoordinator:Timeline" }, "\(recorder.events)")
        let areas = HierarchyAreas(app.captureTree()).areas.map(\.name)
        #expect(areas == ["FeedTabCoordinator:Timeline", "FeedTabCoordinator:Explore", "FeedTabCoordinator:Notifications", "FeedTabCoordinator:Profile"])
        #expect(Set(HierarchyAreas(app.captureTree()).areas.map(\.slug)).count == 4)
    }
}
