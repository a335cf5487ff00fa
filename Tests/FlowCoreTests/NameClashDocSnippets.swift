import FlowCore
import Testing

/// docs/engine.md's snippet on an app class named like a FlowCore class (issue 48): the region
/// between `// snippet:own-tab-coordinator begin` and `end` is shown there verbatim (dedented).
/// It lives in this namespace, where its `TabCoordinator` shadows FlowCore's as an app module's
/// own top-level class does, without colliding with the other test files of the module.
enum NameClash {
    // snippet:own-tab-coordinator begin
    enum TabRoute: String, Route, CaseIterable { case vault, send, settings }
    enum VaultRoute: String, Route { case vault, item }

    final class VaultCoordinator: Coordinator<VaultRoute> {
        init() { super.init(router: Router(initial: .vault)) }
        override func canHandle(_ route: VaultRoute) -> Bool { true }
    }

    // The app's own class is named TabCoordinator, so FlowCore's is named with its module.
    final class TabCoordinator: FlowCore.TabCoordinator<TabRoute> {
        init() {
            super.init(router: Router(initial: .vault))
            addChild(VaultCoordinator())
            addChild(VaultCoordinator())
            addChild(VaultCoordinator())
        }
        override func tabIndex(for route: TabRoute) -> Int? { TabRoute.allCases.firstIndex(of: route) }
    }
    // snippet:own-tab-coordinator end
}

@Suite("An app class named like FlowCore's (docs/engine.md)")
struct NameClashDocSnippetTests {
    @Test("an app's own TabCoordinator subclassing FlowCore.TabCoordinator is FlowCore's tab coordinator: a route selects its tab")
    func ownTabCoordinatorIsATabCoordinator() {
        let tabs = NameClash.TabCoordinator()
        let asFlowCore: FlowCore.TabCoordinator<NameClash.TabRoute> = tabs
        #expect(asFlowCore.navigate(to: NameClash.TabRoute.settings))
        #expect(tabs.router.state.selectedTab == 2)
        #expect(tabs.captureTree().outline.hasPrefix("TabCoordinator<TabRoute>"))
    }
}
