import FlowCore
import Foundation

/// The app's URL scheme, `mail://<area>[/<detail>][?q=<query>]`:
///
/// | URL                             | Route                                   |
/// |---------------------------------|-----------------------------------------|
/// | `mail://login`                  | `AppRoute.login` (a fresh login flow)   |
/// | `mail://main`                   | `AppRoute.main` (the signed-in tabs)    |
/// | `mail://inbox`                  | `InboxRoute.inbox`                      |
/// | `mail://message/42`             | `InboxRoute.message(id: 42)`            |
/// | `mail://compose`                | `InboxRoute.compose` (the sheet)        |
/// | `mail://compose/attachments`    | `InboxRoute.attachments` (in the sheet) |
/// | `mail://search`                 | `SearchRoute.search`                    |
/// | `mail://search?q=swift`         | `SearchRoute.results(query: "swift")`   |
/// | `mail://settings`               | `SettingsRoute.settings`                |
/// | `mail://settings/notifications` | `SettingsRoute.notifications`           |
/// | `mail://account`                | `AccountRoute.account`                  |
///
/// A message id is a non-negative decimal integer. The search query is percent-decoded
/// (`q=hello%20world`); an empty or missing `q` opens the search screen. Other query items are
/// ignored. Anything else (another scheme, area or detail, an extra path segment) is unknown.
///
/// Links to the signed-in app only work once it is shown: from the login flow they fail and
/// change nothing (the app has no route into the tabs that skips signing in).
public enum MailDeepLinks {
    /// The URL scheme.
    public static let scheme = "mail"

    /// The route `url` names, or `nil` when the URL is not one of the app's.
    public static func route(for url: String) -> AnyRoute? {
        guard let parts = URLComponents(string: url),
            parts.scheme?.lowercased() == scheme,
            let area = parts.host, !area.isEmpty
        else { return nil }
        // At most one path segment after the area: `message/42`, `compose/attachments`.
        let segments = parts.path.split(separator: "/").map(String.init)
        guard segments.count <= 1 else { return nil }
        let detail = segments.first

        let route: (any Route)? =
            switch (area, detail) {
            case ("login", nil): AppRoute.login
            case ("main", nil): AppRoute.main
            case ("inbox", nil): InboxRoute.inbox
            case let ("message", id?): messageID(id).map { InboxRoute.message(id: $0) }
            case ("compose", nil): InboxRoute.compose
            case ("compose", "attachments"?): InboxRoute.attachments
            case ("search", nil): searchRoute(query: parts.queryItems?.first { $0.name == "q" }?.value)
            case ("settings", nil): SettingsRoute.settings
            case ("settings", "notifications"?): SettingsRoute.notifications
            case ("account", nil): AccountRoute.account
            default: nil
            }
        return route.map(AnyRoute.init)
    }

    /// Opens `url` in `app`. `false` when the URL is unknown or the app cannot show its route now.
    ///
    /// The link is resolved from the app's root rather than from the visible screen: navigating
    /// away from a screen by bubbling resets it, whereas choosing a tab from the top keeps every
    /// tab's stack, so a link never throws away the search or message the user left open.
    @discardableResult
    public static func open(_ url: String, in app: AppCoordinator) -> Bool {
        guard let route = route(for: url) else { return false }
        return app.navigate(to: route)
    }

    /// Digits only: `Int("+42")` would accept a sign, which is not part of the scheme.
    private static func messageID(_ text: String) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    private static func searchRoute(query: String?) -> SearchRoute {
        guard let query, !query.isEmpty else { return .search }
        return .results(query: query)
    }
}
