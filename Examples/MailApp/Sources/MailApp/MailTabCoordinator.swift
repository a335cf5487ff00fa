import FlowCore

/// The signed-in app: the Inbox, Search and Settings tabs, in that order.
///
/// It shows no screen of its own; routes are delegated to whichever tab can show them.
public final class MailTabCoordinator: TabCoordinator<AppRoute> {
    /// The tab indices, in display order.
    public enum Tab: Int, CaseIterable, Sendable {
        case inbox, search, settings
    }

    /// A fresh tab flow with every tab at its root and the Inbox selected.
    public init() {
        super.init(router: Router(initial: .main))
        // Insertion order is tab order; keep it in step with `Tab`.
        addChild(InboxCoordinator())
        addChild(SearchCoordinator())
        addChild(SettingsCoordinator())
    }

    /// Selects `tab`.
    public func select(_ tab: Tab) { switchToTab(tab.rawValue) }
}
