import FlowCore
import Testing

/// `setActionTap(_:)`: the tree's `NavigationActionTap` hears where each outermost action begins
/// and ends, with the events the action causes in between; nested navigations go unreported.
@Suite("The action tap: one begin and one end per outermost action")
struct NavigationActionTapTests {
    enum Screen: String, Route { case home, list, detail, settings }

    /// A stack whose `didExit` navigates to `afterExit`, and whose user cannot leave `settings`.
    final class Shop: Coordinator<Screen> {
        var afterExit: Screen?
        init() { super.init(router: Router(initial: .home)) }
        override func canHandle(_ route: Screen) -> Bool { route != .home }
        override func canUserDismiss(_ route: Screen) -> Bool { route != .settings }
        override func didExit(_ route: Screen, gesture: UserGesture) {
            if let afterExit { navigate(to: afterExit) }
        }
    }

    /// Actions and events of one tree, in the order they came, as text.
    final class Log: NavigationActionTap, NavigationObserver {
        var lines: [String] = []
        func actionWillBegin(_ action: NavigationActionStart) {
            switch action {
            case let .navigate(route, coordinator, fromRoot): lines.append("begin navigate \(route) at \(coordinator)\(fromRoot ? " fromRoot" : "")")
            case let .gesture(gesture): lines.append("begin \(gesture)")
            }
        }
        func actionDidEnd(succeeded: Bool) { lines.append("end \(succeeded)") }
        func navigation(didApply event: NavigationEvent) { lines.append("\(event.kind.rawValue) \(event.coordinator) \(event.route?.identifier ?? "-")") }
    }

    /// `root` with a log as its observer and action tap.
    static func logged(_ root: some AnyCoordinator) -> Log {
        let log = Log()
        root.addObserver(log)
        root.setActionTap(log)
        return log
    }

    @Test("each navigate(to:) is one action with its route, its coordinator and whether it started at the root; its events are inside")
    func navigations() {
        let shop = Shop()
        let log = Self.logged(shop)
        #expect(shop.navigate(to: Screen.list))
        #expect(!shop.navigate(to: TabEventShell.InboxRoute.message))
        #expect(
            log.lines == [
                "begin navigate Screen.list at Shop fromRoot", "push Shop list", "end true",
                "begin navigate InboxRoute.message at Shop fromRoot", "end false",
            ])
    }

    @Test("a navigation from a tab is not from the root, and is named by the tab's coordinator")
    func fromATab() {
        let shell = TabEventShell.Shell()
        let log = Self.logged(shell)
        let inbox = shell.children[0]
        #expect(inbox.navigate(to: TabEventShell.InboxRoute.message))
        #expect(log.lines.first == "begin navigate InboxRoute.message at Inbox")
        #expect(log.lines.last == "end true")
        #expect(log.lines.count == 3, "\(log.lines)")
    }

    @Test("a flow change that releases a pending navigation is one action; the released navigation's events are inside it")
    func releasedPendingNavigation() {
        let app = PendingNavigationTests.App()
        app.open(.item)
        let log = Self.logged(app)
        #expect(app.navigate(to: PendingNavigationTests.AppRoute.unlocked))
        #expect(log.lines.filter { $0.hasPrefix("begin") } == ["begin navigate AppRoute.unlocked at App fromRoot"], "\(log.lines)")
        #expect(log.lines.last == "end true")
        #expect(log.lines.contains("push Vault item"))
    }

    @Test("a user gesture is one action with its gesture; a navigation its hook makes is inside it, unreported")
    func gestures() {
        let shop = Shop()
        shop.navigate(to: Screen.list)
        shop.navigate(to: Screen.detail)
        shop.afterExit = .settings
        let log = Self.logged(shop)
        #expect(shop.userPop(keeping: 1, gesture: .swipeBack) == .applied)
        #expect(log.lines == ["begin swipeBack", "pop Shop list", "push Shop settings", "end true"], "\(log.lines)")
        log.lines = []
        #expect(shop.userPop(keeping: 1, gesture: .swipeBack) == .vetoed)
        #expect(log.lines == ["begin swipeBack", "end false"], "a vetoed gesture ends unsucceeded")
        log.lines = []
        #expect(shop.userPop(keeping: 2, gesture: .swipeBack) == .unchanged)
        #expect(log.lines.isEmpty, "a gesture that changes nothing is no action")
    }

    @Test("a tab tap through the gesture API is a tabTap action")
    func tabTap() {
        let shell = TabEventShell.Shell()
        let log = Self.logged(shell)
        #expect(shell.userSelectTab(1) == .applied)
        #expect(log.lines.first == "begin tabTap")
        #expect(log.lines.last == "end true")
    }

    @Test("a traced navigation that is applied is one action; a dry run is none")
    func traces() {
        let shop = Shop()
        let log = Self.logged(shop)
        _ = shop.trace(to: Screen.list, dryRun: true)
        #expect(log.lines.isEmpty)
        _ = shop.trace(to: Screen.list, dryRun: false)
        #expect(log.lines == ["begin navigate Screen.list at Shop fromRoot", "push Shop list", "end true"])
    }

    @Test("after the tap is cleared, nothing is reported")
    func cleared() {
        let shop = Shop()
        let log = Self.logged(shop)
        shop.setActionTap(nil)
        shop.navigate(to: Screen.list)
        _ = shop.userPop(keeping: 0, gesture: .swipeBack)
        #expect(log.lines == ["push Shop list", "pop Shop home"])
    }

    @Test("a tap cleared inside its action ends that action and stays cleared")
    func clearedInsideAnAction() {
        let shop = Shop()
        let log = Self.logged(shop)
        shop.setActionTap(ClearingTap(shop: shop, log: log))
        shop.navigate(to: Screen.list)
        shop.navigate(to: Screen.detail)
        #expect(log.lines == ["begin navigate Screen.list at Shop fromRoot", "push Shop list", "end true", "push Shop detail"])
    }

    /// A tap that clears itself when its action begins.
    final class ClearingTap: NavigationActionTap {
        let shop: Shop
        let log: Log
        init(shop: Shop, log: Log) {
            self.shop = shop
            self.log = log
        }
        func actionWillBegin(_ action: NavigationActionStart) {
            log.actionWillBegin(action)
            shop.setActionTap(nil)
        }
        func actionDidEnd(succeeded: Bool) { log.actionDidEnd(succeeded: succeeded) }
    }
}
