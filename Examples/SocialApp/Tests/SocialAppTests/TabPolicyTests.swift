import FlowCore
import SocialApp
import Testing

/// The client's tab behaviour, through the engine's policies.
@Suite("Tabs keep what the user left there")
struct TabPolicyTests {
    @Test("going to the timeline from deep in Explore keeps Explore's stack; a tab tap shows it again")
    func stackKept() {
        let social = Social()
        social.tabBar.switchToTab(1)
        for route in [Destination.hashtag("swift"), .status(id: 42), .account(id: 7)] { social.app.visibleCoordinator.navigate(to: route) }
        #expect(social.app.visibleCoordinator.navigate(to: Destination.home(.timeline)))
        #expect(social.tabBar.router.state.selectedTab == 0)
        #expect(social.tab(.explore).router.state.stack == [.hashtag("swift"), .status(id: 42), .account(id: 7)])
        social.tabBar.switchToTab(1)
        #expect(social.app.visibleCoordinator === social.tab(.explore))
    }

    @Test("a reply draft (a Sheet, mapped from Destination.replying) stays open while a notification opens another tab")
    func draftKept() {
        let social = Social()
        let timeline = social.tab(.timeline)
        timeline.navigate(to: Destination.status(id: 42))
        #expect(timeline.navigate(to: Destination.replying(to: 42)))
        #expect(timeline.presentedModal === timeline.sheets)
        #expect(timeline.sheets.router.state.root == .reply(to: 42))
        // The notification: open Notifications, then the status in it.
        #expect(social.app.navigate(to: Destination.home(.notifications)))
        #expect(social.app.navigate(to: Destination.status(id: 9)))
        #expect(social.tab(.notifications).router.state.stack == [.status(id: 9)])
        #expect(timeline.presentedModal === timeline.sheets, "the draft is still there")
        social.tabBar.switchToTab(0)
        #expect(social.app.visibleCoordinator === timeline.sheets)
    }

    @Test("status → account → the same status pushes a second copy; settings-like routes still pop back")
    func duplicates() {
        let social = Social()
        let timeline = social.tab(.timeline)
        for route in [Destination.status(id: 42), .account(id: 7), .status(id: 42)] { timeline.navigate(to: route) }
        #expect(timeline.router.state.stack == [.status(id: 42), .account(id: 7), .status(id: 42)])
        timeline.navigate(to: Destination.hashtag("swift"))
        timeline.navigate(to: Destination.thread(id: 3))
        timeline.navigate(to: Destination.hashtag("swift"))
        #expect(timeline.router.state.stack.last == .hashtag("swift"))
        #expect(timeline.router.state.stack.filter { $0 == .hashtag("swift") }.count == 1, "a hashtag pops back to itself")
    }

    @Test("the account switcher is a sheet over the whole tab bar; the composer is reached by its own route")
    func sheets() {
        let social = Social()
        #expect(social.app.navigate(to: ShellRoute.accounts))
        #expect(social.tabBar.presentedModal is AccountsCoordinator)
        social.tabBar.dismissModal()
        #expect(social.app.visibleCoordinator.navigate(to: Sheet.compose))
        #expect(social.tab(.timeline).presentedModal === social.tab(.timeline).sheets)
        #expect(social.tab(.timeline).router.state.presented == nil, "a Sheet is not a Destination")
    }

    @Test("switching accounts rebuilds every tab in the other account's order")
    func accountSwitch() {
        let social = Social()
        let before = social.tabBar
        social.tab(.timeline).navigate(to: Destination.status(id: 42))
        #expect(social.app.navigate(to: AccountRoute.bob))
        let bob = social.tabBar
        #expect(bob !== before)
        #expect(bob.stacks.map(\.kind) == [.notifications, .timeline, .bookmarks, .explore, .profile])
        #expect(bob.stacks.allSatisfy { $0.router.state.stack.isEmpty })
    }
}
