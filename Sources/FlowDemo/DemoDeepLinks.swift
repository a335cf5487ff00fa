import FlowCore

/// The demo's URL scheme: `flowatlas-demo://<area>/<route identifier>`.
///
/// The area is the route type without `Route`, lowercased (`ocean`, `rainbowdetail`, `purple`, …);
/// the path is the route's identifier (`abyss`, `result_true`). `flowatlas-demo://detour/yellow`
/// presents a Yellow detour.
public enum DemoDeepLinks {
    /// The scheme prefix.
    public static let scheme = "flowatlas-demo"

    /// Every routable area with its routes.
    static var areas: [(name: String, routes: [AnyRoute])] {
        [
            ("app", AppRoute.allCases.map { AnyRoute($0) }),
            ("red", RedRoute.allCases.map { AnyRoute($0) }),
            ("rainbow", RainbowRoute.allCases.map { AnyRoute($0) }),
            ("rainbowdetail", RainbowDetailRoute.allCases.map { AnyRoute($0) }),
            ("green", GreenRoute.allCases.map { AnyRoute($0) }),
            ("blue", BlueRoute.allCases.map { AnyRoute($0) }),
            ("deepblue", DeepBlueRoute.allCases.map { AnyRoute($0) }),
            ("ocean", OceanRoute.allCases.map { AnyRoute($0) }),
            ("yellow", YellowRoute.allCases.map { AnyRoute($0) }),
            ("purple", PurpleRoute.allCases.map { AnyRoute($0) }),
            ("unhandled", UnhandledRoute.allCases.map { AnyRoute($0) }),
        ]
    }

    /// Every route the demo declares, in a stable order.
    public static var declaredRoutes: [AnyRoute] { areas.flatMap(\.routes) }

    /// The URL of `route`, for example `flowatlas-demo://ocean/abyss`.
    public static func url(for route: any Route) -> String? {
        let target = AnyRoute(route)
        guard let area = areas.first(where: { $0.routes.contains(target) }) else { return nil }
        return "\(scheme)://\(area.name)/\(target.identifier)"
    }

    /// Parses a demo URL.
    public static func parse(_ url: String) throws(DeepLinkError) -> DemoDeepLink {
        let prefix = scheme + "://"
        guard url.hasPrefix(prefix) else {
            throw DeepLinkError(url: url, reason: "expected a URL starting with \(prefix)")
        }
        let parts = url.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw DeepLinkError(url: url, reason: "expected \(prefix)<area>/<route>")
        }
        if parts[0] == "detour" {
            guard parts[1] == "yellow" else { throw DeepLinkError(url: url, reason: "detour has no route '\(parts[1])' (expected yellow)") }
            return .yellowDetour
        }
        guard let area = areas.first(where: { $0.name == parts[0] }) else {
            let names = (areas.map(\.name) + ["detour"]).joined(separator: ", ")
            throw DeepLinkError(url: url, reason: "unknown area '\(parts[0])' (expected one of \(names))")
        }
        guard let route = area.routes.first(where: { $0.identifier == parts[1] }) else {
            let ids = area.routes.map(\.identifier).joined(separator: ", ")
            throw DeepLinkError(url: url, reason: "\(area.name) has no route '\(parts[1])' (expected one of \(ids))")
        }
        return .navigate(route)
    }

    /// Opens `url` in `app` the way the demo's deep-link handler does: a route is navigated
    /// to from the screen the user is on; a detour is presented on the tab coordinator.
    @discardableResult
    public static func open(_ url: String, in app: AppCoordinator) throws(DeepLinkError) -> Bool {
        switch try parse(url) {
        case let .navigate(route):
            return app.visibleCoordinator.navigate(to: route)
        case .yellowDetour:
            guard let tabs = app.currentFlow as? MainTabCoordinator else { return false }
            let detour = YellowCoordinator(root: .lightYellow)
            tabs.presentDetour(detour, presenting: YellowRoute.lightYellow)
            return tabs.presentedDetour != nil
        }
    }
}
