import FlowCore
import SocialApp
import Testing

/// Tabs are a user setting: a state saved with one order restores into another.
@Suite("Restoring into reordered tabs")
struct ReorderedTabsTests {
    @Test("saved with Explore as tab 1, restored into an order where it is tab 3: every tab gets its own stack and sheet")
    func reordered() throws {
        let saved = Social()
        saved.tabBar.switchToTab(1)
        saved.app.visibleCoordinator.navigate(to: Destination.status(id: 42))
        saved.app.visibleCoordinator.navigate(to: Destination.replying(to: 42))
        saved.tab(.notifications).navigate(to: Destination.account(id: 7))
        let state = try saved.app.saveNavigation()
        let target = Social(orders: [.alice: [.timeline, .notifications, .messages, .explore, .profile]])
        try target.app.restoreNavigation(state)
        #expect(target.tabBar.router.state.selectedTab == 3, "Explore stays selected")
        #expect(target.tab(.explore).router.state.stack == [.status(id: 42)])
        #expect(target.tab(.explore).sheets.router.state.root == .reply(to: 42))
        #expect(target.tab(.notifications).router.state.stack == [.account(id: 7)])
        #expect(
            target.app.captureTree().nodes.allSatisfy {
                $0.kind != .coordinator || $0.typeName != "TabStackCoordinator" || $0.root.identifier.hasPrefix("home(")
            })
    }

    @Test("a state from tabs the user has since removed is refused, and nothing changes")
    func removedTab() throws {
        let saved = Social()
        let state = try saved.app.saveNavigation()
        let target = Social(orders: [.alice: [.timeline, .explore, .notifications, .messages, .bookmarks]])
        let before = target.app.captureTree()
        #expect(throws: NavigationRestoreError.self) { try target.app.restoreNavigation(state) }
        #expect(target.app.captureTree() == before)
    }
}
