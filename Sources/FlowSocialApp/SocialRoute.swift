import FlowCore

/// The screens every tab shares, as in a Mastodon client: each tab's home (`timeline`, …), a
/// status, an account, a thread and a compose sheet; the Profile tab's followers; a conversation,
/// which only the Messages tab shows (reached only with cross-tab links).
public enum SocialRoute: String, Route, CaseIterable, Codable, Sendable {
    case timeline, explore, notifications, profile, messages
    case status, account, thread, compose, followers, conversation

    /// The screens any tab pushes.
    public static let details: [SocialRoute] = [.status, .account, .thread]

    /// The home screen of `tab`.
    public init(home tab: SocialTab) {
        self = SocialRoute(rawValue: tab.rawValue)!
    }
}
