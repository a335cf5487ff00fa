import FlowCore

/// One tab: its home screen, a stack of statuses, accounts and threads (each at most once: a
/// second navigation to one pops back to it), and a compose sheet. The Profile tab also shows
/// followers, the Messages tab conversations.
final class SocialTabCoordinator: Coordinator<SocialRoute> {
    let tab: SocialTab
    let home: SocialRoute

    init(tab: SocialTab) {
        self.tab = tab
        home = SocialRoute(home: tab)
        super.init(router: Router(initial: home))
        addModalCoordinator(ComposeCoordinator())
    }

    override func canHandle(_ route: SocialRoute) -> Bool {
        route == home || SocialRoute.details.contains(route) || route == .compose || (tab == .profile && route == .followers)
            || (tab == .messages && route == .conversation)
    }

    override func navigationType(for route: SocialRoute) -> NavigationType { route == .compose ? .modal : .push }
    override var displayName: String? { tab.rawValue.prefix(1).uppercased() + tab.rawValue.dropFirst() }
    override var restorationKey: String? { tab.rawValue }
}
