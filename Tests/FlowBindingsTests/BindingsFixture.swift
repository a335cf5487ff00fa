import FlowBindings
import FlowCore

/// A small app for the bindings' behaviour tests: two tabs; the first pushes its own screens, a
/// pushed thread child, and presents a compose sheet (medium or large) and a full-screen
/// player; the compose sheet can hold a draft and says what the user left.
enum BindingsFixture {
    enum TabRoute: String, Route { case tabs }
    enum FeedRoute: String, Route { case feed, detail, more, compose, attach, player }
    enum ThreadRoute: String, Route { case thread, reply, quote }
    enum ProfileRoute: String, Route { case profile, edit }

    /// What the user left, in the order `didExit` reported it, as `Type.route gesture`.
    final class ExitLog {
        var exits: [String] = []
        var refused: [String] = []
    }

    final class Tabs: TabCoordinator<TabRoute> {}

    final class Feed: Coordinator<FeedRoute> {
        let log: ExitLog
        init(log: ExitLog) {
            self.log = log
            super.init(router: Router(initial: .feed))
        }
        override func canHandle(_ route: FeedRoute) -> Bool { [.detail, .more, .compose, .player].contains(route) }
        override func navigationType(for route: FeedRoute) -> NavigationType { route == .compose || route == .player ? .modal : .push }
        override func modalDetentConfiguration(for route: FeedRoute) -> ModalDetentConfiguration {
            route == .player ? ModalDetentConfiguration(detents: [.fullscreen]) : ModalDetentConfiguration(detents: [.medium, .large])
        }
        override func didExit(_ route: FeedRoute, gesture: UserGesture) { log.exits.append("Feed.\(route.rawValue) \(gesture)") }
    }

    final class Compose: Coordinator<FeedRoute> {
        let log: ExitLog
        var hasDraft = false
        init(root: FeedRoute, log: ExitLog) {
            self.log = log
            super.init(router: Router(initial: root))
        }
        override func canHandle(_ route: FeedRoute) -> Bool { route == .attach || route == .compose }
        override func canUserDismiss(_ route: FeedRoute) -> Bool { !(hasDraft && route == .compose) }
        override func userDismissRefused(_ route: FeedRoute, gesture: UserGesture) { log.refused.append("Compose.\(route.rawValue) \(gesture)") }
        override func didExit(_ route: FeedRoute, gesture: UserGesture) { log.exits.append("Compose.\(route.rawValue) \(gesture)") }
    }

    final class Thread: Coordinator<ThreadRoute> {
        let log: ExitLog
        init(log: ExitLog) {
            self.log = log
            super.init(router: Router(initial: .thread))
        }
        override func canHandle(_ route: ThreadRoute) -> Bool { true }
        override func didExit(_ route: ThreadRoute, gesture: UserGesture) { log.exits.append("Thread.\(route.rawValue) \(gesture)") }
    }

    final class Profile: Coordinator<ProfileRoute> {
        init() { super.init(router: Router(initial: .profile)) }
        override func canHandle(_ route: ProfileRoute) -> Bool { route == .edit }
    }

    /// The app and its parts.
    struct App {
        let tabs = Tabs(router: Router(initial: .tabs))
        let log = ExitLog()
        let feed: Feed
        let thread: Thread
        let compose: Compose
        let player: Compose
        let profile = Profile()
        let recorder = NavigationRecorder()

        init() {
            feed = Feed(log: log)
            thread = Thread(log: log)
            compose = Compose(root: .compose, log: log)
            player = Compose(root: .player, log: log)
            tabs.addChild(feed)
            tabs.addChild(profile)
            feed.addChild(thread)
            feed.addModalCoordinator(compose)
            feed.addModalCoordinator(player)
            tabs.addObserver(recorder)
        }

        /// Feed > detail > more > thread > reply > quote.
        func deepStack() {
            feed.navigate(to: FeedRoute.detail)
            feed.navigate(to: FeedRoute.more)
            feed.navigate(to: ThreadRoute.reply)
            thread.navigate(to: ThreadRoute.quote)
            recorder.reset()
        }
    }
}
