import FlowCore
import FlowScenarios

/// A five-tab social client the shape of a Mastodon client, as FlowAtlas's tools see it: five
/// independent stacks (timeline, explore, notifications, profile, messages) sharing one
/// destination enum, each with a compose sheet. Its reachable space is the product of the
/// tabs' spaces (20,971,520 states), which the explorer's tab reduction explores as the
/// sum (`Explorer.reduction`, `flowatlas explore --reduce tabs`).
///
/// URLs: `social://<tab>` selects a tab (`social://notifications`) and `social://status` opens a
/// status in the selected tab; no URL produces the other screens. The Profile home offers the
/// followers screen. With `crossTabLinks`, the followers screen offers a conversation, which
/// only the Messages tab shows: a tap there selects Messages and pushes the conversation onto its
/// stack, a change to Messages that only some of Profile's screens allow, which couples the two
/// tabs.
public struct SocialScenarioApp: AtlasApp, DeepLinkingApp, ExplorableApp, DocumentedApp {
    /// The tabs, in order (all five by default; fewer make a space small enough to explore whole).
    public let tabs: [SocialTab]
    /// Whether the followers screen links to a conversation in the Messages tab.
    public let crossTabLinks: Bool

    /// The app with `tabs`, with or without the followers → conversation link.
    public init(tabs: [SocialTab] = SocialTab.allCases, crossTabLinks: Bool = false) {
        self.tabs = tabs
        self.crossTabLinks = crossTabLinks
    }

    public var name: String {
        (crossTabLinks ? "social-linked" : "social") + (tabs == SocialTab.allCases ? "" : "-" + tabs.map(\.rawValue).joined(separator: "-"))
    }

    public func makeRoot() -> any AnyCoordinator { SocialTabsCoordinator(tabs: tabs) }

    /// The URL scheme.
    public static let scheme = "social"

    public func route(forURL url: String) -> AnyRoute? {
        let prefix = Self.scheme + "://"
        guard url.hasPrefix(prefix) else { return nil }
        let name = String(url.dropFirst(prefix.count))
        if let tab = SocialTab(rawValue: name), tabs.contains(tab) { return AnyRoute(tab) }
        return name == SocialRoute.status.rawValue ? AnyRoute(SocialRoute.status) : nil
    }

    public func url(for route: AnyRoute) -> String? {
        if let tab = route.base as? SocialTab { return tabs.contains(tab) ? "\(Self.scheme)://\(tab.rawValue)" : nil }
        return route.base as? SocialRoute == .status ? "\(Self.scheme)://status" : nil
    }

    /// Every screen but the compose sheet offers a status, an account, a thread and compose; the
    /// Profile home also offers its followers, and with `crossTabLinks` the followers screen offers
    /// a conversation.
    public func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? {
        guard let screen = screen.base as? SocialRoute else { return nil }
        if screen == .compose { return [] }
        let extra: [SocialRoute] =
            switch screen {
            case .profile: [.followers]
            case .followers: crossTabLinks ? [.conversation] : []
            default: []
            }
        return (SocialRoute.details + [.compose] + extra).map(AnyRoute.init)
    }

    public var overview: String {
        "A social client the shape of a Mastodon client: five tabs (Timeline, Explore, Notifications, Profile, Messages), each a stack of statuses, accounts and threads with a compose sheet, selected by `SocialTab` routes and `social://` links."
    }
}
