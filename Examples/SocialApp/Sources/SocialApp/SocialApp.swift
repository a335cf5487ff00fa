import FlowCore

/// The social app's entry point.
public enum SocialApp {
    /// Bob keeps his tabs in another order than Alice.
    public static let orders: [AccountRoute: [TabKind]] = [.bob: [.notifications, .timeline, .bookmarks, .explore, .profile]]

    /// A fresh app signed in as Alice.
    public static func make() -> SocialRootCoordinator { SocialRootCoordinator(account: .alice, orders: orders) }
}
