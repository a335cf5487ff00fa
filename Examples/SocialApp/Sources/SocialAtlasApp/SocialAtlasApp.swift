import FlowAdapter
import FlowCore
import SocialApp

/// The social app as FlowAtlas's tools see it: its links (some take two steps), example values
/// of its payload routes, and an overview.
public struct SocialAtlasApp: AtlasApp, DeepLinkingApp, ExplorableApp, DocumentedApp {
    public init() {}

    public var name: String { "social" }
    public func makeRoot() -> any AnyCoordinator { SocialApp.make() }

    /// One-route links.
    public func route(forURL url: String) -> AnyRoute? {
        guard case let .route(route)? = SocialDeepLinks.target(for: url) else { return nil }
        return AnyRoute(route)
    }

    /// A push notification's link opens its tab (by the tab's root route, so the user's order
    /// does not matter), then the status in that tab.
    public func link(forURL url: String) -> DeepLink? {
        switch SocialDeepLinks.target(for: url) {
        case let .route(route)?: DeepLink(route: route)
        case let .inTab(tab, route)?: DeepLink(.navigate(AnyRoute(Destination.home(tab))), .navigate(AnyRoute(route)))
        case nil: nil
        }
    }

    /// The URL of each route a link produces, so the explorer links to exactly those.
    public func url(for route: AnyRoute) -> String? {
        switch route.base {
        case let destination as Destination:
            switch destination {
            case let .home(tab): "social://tab/\(tab.rawValue)"
            case let .status(id): "social://status/\(id)"
            case let .account(id): "social://account/\(id)"
            case let .thread(id): "social://thread/\(id)"
            case let .hashtag(tag): "social://tag/\(tag)"
            case let .replying(id): "social://reply/\(id)"
            }
        case Sheet.compose as Sheet: "social://compose"
        case let Sheet.share(id) as Sheet: "social://share/\(id)"
        case ShellRoute.accounts as ShellRoute: "social://accounts"
        case let account as AccountRoute: "social://switch/\(account.rawValue)"
        default: nil
        }
    }

    public var linkExamples: [String] {
        [
            "social://notifications/status/42", "social://explore/account/7", "social://status/42", "social://reply/42", "social://compose",
            "social://switch/bob",
        ]
    }

    public var routeSamples: [AnyRoute] {
        let routes: [any Route] =
            [
                Destination.status(id: 42), Destination.account(id: 7), Destination.thread(id: 3), Destination.hashtag("swift"),
                Destination.replying(to: 42), Sheet.compose, Sheet.reply(to: 42), Sheet.share(id: 42),
            ] + TabKind.allCases.map { Destination.home($0) }
        return routes.map(AnyRoute.init)
    }

    public var overview: String {
        "Social is FlowAtlas's example of an app shaped like a Mastodon client: five tabs the user picks and orders, all of one `TabStackCoordinator` class told apart by display name and restoration key; one `Destination` enum every tab's stack shares; a `Sheet` enum of its own presented through `addModalCoordinator(_:for:)`; an account switcher over the tab bar; push-notification links that open a tab and then a status; and an account switch (`SocialRootCoordinator`, a flow orchestrator) that rebuilds every tab."
    }
}
