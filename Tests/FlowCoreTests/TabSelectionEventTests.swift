import FlowCore
import Testing

/// A shell of two tabs, each with its own route type, for the routes a tab selection's event names.
enum TabEventShell {
    enum ShellRoute: String, Route { case shell }
    enum InboxRoute: String, Route { case inbox, message }
    enum SettingsRoute: String, Route { case settings, about }

    final class Inbox: Coordinator<InboxRoute> {
        init() { super.init(router: Router(initial: .inbox)) }
        override func canHandle(_ route: InboxRoute) -> Bool { true }
    }

    final class Settings: Coordinator<SettingsRoute> {
        init() { super.init(router: Router(initial: .settings)) }
        override func canHandle(_ route: SettingsRoute) -> Bool { true }
    }

    final class Shell: TabCoordinator<ShellRoute> {
        init() {
            super.init(router: Router(initial: .shell))
            addChild(Inbox())
            addChild(Settings())
        }
    }
}

@Suite("A tab selection's event goes from the tab left to the tab selected")
struct TabSelectionEventTests {
    @Test("switchToTab: from the current route of the tab shown before to the selected tab's")
    func programmaticSelection() throws {
        let shell = TabEventShell.Shell()
        shell.navigate(to: TabEventShell.InboxRoute.message)
        let recorder = NavigationRecorder()
        shell.addObserver(recorder)
        shell.switchToTab(1)
        let event = try #require(recorder.events.last { $0.kind == .selectTab })
        #expect(event.from.description == "InboxRoute.message")
        #expect(event.to.description == "SettingsRoute.settings")
        #expect(event.description.hasSuffix("SettingsRoute.settings  [InboxRoute.message -> SettingsRoute.settings]"), "\(event)")
    }

    @Test("a tab tap by the user: the same routes, with the user's cause")
    func userTabTap() throws {
        let shell = TabEventShell.Shell()
        shell.switchToTab(1)
        shell.navigate(to: TabEventShell.SettingsRoute.about)
        let recorder = NavigationRecorder()
        shell.addObserver(recorder)
        _ = shell.userSelectTab(0)
        let event = try #require(recorder.events.last { $0.kind == .selectTab })
        #expect(event.description.hasSuffix("InboxRoute.inbox  [SettingsRoute.about -> InboxRoute.inbox] (user.tabTap)"), "\(event)")
    }
}
