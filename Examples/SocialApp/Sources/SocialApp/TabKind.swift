/// The kinds of tab the user can put in the tab bar, in the order they pick (five at a time).
public enum TabKind: String, CaseIterable, Codable, Sendable {
    case timeline, explore, notifications, messages, profile, bookmarks, lists, trending

    /// The tab's title in the tab bar.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The tabs of a new account, in order.
    public static let standard: [TabKind] = [.timeline, .explore, .notifications, .messages, .profile]
}
