import FlowCore
import FlowScenarios

/// A five-tab social client the shape of a Mastodon client, as FlowAtlas's tools see it: five
/// independent stacks (timeline, explore, notifications, profile, messages) sharing one
/// destination enum, each with a compose sheet. Its reachable space is the product of the
/// tabs' spaces (about ten million states), which the explorer's tab reduction explores as the
/// sum (`Explorer.reduction`, `flowatlas explore --reduce tabs`).
///
/// URLs: `social://<tab>` selects a tab (`social://notifications`) and `social://status` opens a
/// status in the selected tab; no URL produces the other screens. With `crossTabLinks`, the
/// Profile tab's home offers a conversation, which only the Messages tab shows: a tap there
/// selects Messages and pushes the conversation onto its stack, coupling the two tabs.
public struct SocialScenarioApp: ScenarioApp {
    /// Whether the Profile home links to a conversation in the Messages tab.
    public let crossTabLinks: Bool

    /// The app, with or without the Profile → Messages link.
    public init(crossTabLinks: Bool = false) { self.crossTabLinks = crossTabLinks }

    public var name: String { crossTabLinks ? "social-linked" : "social" }
    public func makeRoot() -> any AnyCoordinator { SocialTabsCoordinator() }

    /// The URL scheme.
    public static let scheme = "social"

    public func route(forURL url: String) -> AnyRoute? {
        let prefix = Self.scheme + "://"
        guard url.hasPrefix(prefix) else { return nil }
        let name = String(url.dropFirst(prefix.count))
        if let tab = SocialTab(rawValue: name) { return AnyRoute(tab) }
        return name == SocialRoute.status.rawValue ? AnyRoute(SocialRoute.status) : nil
    }

    public func url(for route: AnyRoute) -> String? {
        if let tab = route.base as? SocialTab { return "\(Self.scheme)://\(tab.rawValue)" }
        return route.base as? SocialRoute == .status ? "\(Self.scheme)://status" : nil
    }

    /// Every screen but the compose sheet offers a status, an account, a thread and compose;
    /// with `crossTabLinks`, the Profile home also offers a conversation.
    public func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? {
        guard let screen = screen.base as? SocialRoute else { return nil }
        if screen == .compose { return [] }
        let conversation: [SocialRoute] = crossTabLinks && screen == .profile ? [.conversation] : []
        return (SocialRoute.details + [.compose] + conversation).map(AnyRoute.init)
    }

    public var overview: String {
        "A social client the shape of a Mastodon client: five tabs (Timeline, Explore, Notifications, Profile, Messages), each a stack of statuses, accounts and threads with a compose sheet, selected by `SocialTab` routes and `social://` links."
    }
}
