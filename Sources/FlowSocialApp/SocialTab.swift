import FlowCore

/// The tab bar of the social app: one route per tab, which `SocialTabsCoordinator.tabIndex(for:)`
/// maps to its tab (`SocialTab.notifications` selects tab 2).
public enum SocialTab: String, Route, CaseIterable, Codable, Sendable {
    case timeline, explore, notifications, profile, messages
}
