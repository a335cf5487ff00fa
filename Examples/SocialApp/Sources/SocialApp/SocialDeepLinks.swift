import FlowCore

/// The app's `social://` links, parsed.
public enum SocialDeepLinks {
    /// What a link does: one route, or several steps.
    public enum Target {
        /// Navigate to the route.
        case route(any Route)
        /// Open a tab by its kind (selecting it at its root), then navigate in it.
        case inTab(TabKind, any Route)
    }

    /// The target of `url`, or `nil`.
    ///
    /// `social://status/42`, `account/7`, `thread/3`, `tag/swift`, `reply/42`, `compose`,
    /// `share/42`, `accounts`, `switch/bob`, `tab/explore`, and `TAB/status/42` (a push
    /// notification: open that tab, then the status in it).
    public static func target(for url: String) -> Target? {
        guard url.hasPrefix("social://") else { return nil }
        let parts = url.dropFirst("social://".count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 3, let tab = TabKind(rawValue: parts[0]), let route = route(parts[1], parts[2]) { return .inTab(tab, route) }
        if parts.count == 2, parts[0] == "tab", let tab = TabKind(rawValue: parts[1]) { return .route(Destination.home(tab)) }
        if parts.count == 2, parts[0] == "switch", let account = AccountRoute(rawValue: parts[1]) { return .route(account) }
        if parts.count == 1, parts[0] == "compose" { return .route(Sheet.compose) }
        if parts.count == 1, parts[0] == "accounts" { return .route(ShellRoute.accounts) }
        if parts.count == 2, let route = route(parts[0], parts[1]) { return .route(route) }
        return nil
    }

    private static func route(_ kind: String, _ value: String) -> (any Route)? {
        if kind == "tag" { return value.isEmpty ? nil : Destination.hashtag(value) }
        guard let id = Int(value), id > 0 else { return nil }
        switch kind {
        case "status": return Destination.status(id: id)
        case "account": return Destination.account(id: id)
        case "thread": return Destination.thread(id: id)
        case "reply": return Destination.replying(to: id)
        case "share": return Sheet.share(id: id)
        default: return nil
        }
    }
}
