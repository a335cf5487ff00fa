import FlowCore
import FlowExplore
import FlowScenarios
import Testing

/// An app whose tab coordinator selects tabs for its own routes (`tabIndex(for:)`): the
/// explorer's invariants accept a tab route answered by a tab selection.
@Suite("Explorer on an app with route-driven tab selection")
struct TabHookExplorerTests {
    enum TabsRoute: String, Route, CaseIterable { case home, inbox }
    enum HomeScreen: String, Route, CaseIterable { case home, detail }
    enum InboxScreen: String, Route, CaseIterable { case inbox, message }

    final class Tabs: TabCoordinator<TabsRoute> {
        init() {
            super.init(router: Router(initial: .home))
            addChild(Screens(root: HomeScreen.home))
            addChild(Screens(root: InboxScreen.inbox))
        }
        override func tabIndex(for route: TabsRoute) -> Int? { TabsRoute.allCases.firstIndex(of: route) }
    }

    final class Screens<R: Route & CaseIterable>: Coordinator<R> {
        init(root: R) { super.init(router: Router(initial: root)) }
        override func canHandle(_ route: R) -> Bool { true }
    }

    struct TabsApp: AtlasApp {
        var name: String { "tabs" }
        func makeRoot() -> any AnyCoordinator { Tabs() }
    }

    @Test("every tab route selects its tab and no invariant is broken")
    func noViolations() {
        let (exploration, report) = ExplorationReport.explore(TabsApp(), maxStates: 200, maxDepth: 3)
        #expect(report.invariantViolations.isEmpty, "\(report.invariantViolations)")
        #expect(!exploration.truncated)
        let inbox = Tabs()
        #expect(inbox.navigate(to: TabsRoute.inbox))
        #expect(inbox.router.state.selectedTab == 1)
    }
}
