import FlowAdapter
import FlowCore
import MailApp

/// The mail app as FlowAtlas's tools see it. Only `name` and `makeRoot()` are required; the
/// rest says what discovery cannot find on its own.
public struct MailAtlasApp: AtlasApp, DeepLinkingApp, ExplorableApp, DocumentedApp {
    public init() {}

    public var name: String { "mail" }
    public func makeRoot() -> any AnyCoordinator { MailApp.make() }
    public func route(forURL url: String) -> AnyRoute? { MailDeepLinks.route(for: url) }

    /// Routes with payloads (and `attachments`, which no tree shows at its start).
    public var routeSamples: [AnyRoute] {
        [AnyRoute(InboxRoute.message(id: 42)), AnyRoute(InboxRoute.attachments), AnyRoute(SearchRoute.results(query: "swift"))]
    }

    /// What each screen's buttons open, so the explorer knows what a user can tap.
    public func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? {
        let taps: [any Route] =
            switch screen.base {
            case InboxRoute.inbox as InboxRoute: [InboxRoute.message(id: 42), InboxRoute.compose]
            case InboxRoute.compose as InboxRoute: [InboxRoute.attachments]
            case SearchRoute.search as SearchRoute: [SearchRoute.results(query: "swift")]
            case SettingsRoute.settings as SettingsRoute: [SettingsRoute.notifications, AccountRoute.account]
            case AccountRoute.account as AccountRoute: [AccountRoute.signOut]
            case LoginRoute.welcome as LoginRoute: [LoginRoute.signIn]
            case LoginRoute.signIn as LoginRoute: [AppRoute.main]
            case AccountRoute.signOut as AccountRoute: [AppRoute.login]
            default: []
            }
        return taps.map(AnyRoute.init)
    }

    public var overview: String {
        "Mail is FlowAtlas's example of a team's own app: a login flow and a signed-in flow swapped by `AppCoordinator`, three tabs (Inbox, Search, Settings), messages with ids (`InboxRoute.message(id:)`), a compose sheet with its own stack, a pushed Account screen, and `mail://` deep links."
    }
}
