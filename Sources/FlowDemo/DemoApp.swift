import FlowCore

/// The bundled demo app: build it, open its deep links, and replay its documented examples.
public enum DemoApp {
    /// A fresh app at the login flow (the app's start).
    public static func make() -> AppCoordinator { AppCoordinator() }

    /// A fresh app at the login flow, built as `variant` says (a test-only switch).
    public static func make(variant: DemoVariant) -> AppCoordinator { AppCoordinator(variant: variant) }

    /// Where a demo navigation is started from.
    public enum Entry: Sendable {
        /// The screen the user is on (the visible coordinator).
        case visible
        /// The app's root coordinator ("from the top").
        case top
    }

    /// One documented deep link of `demo-app.md`: a starting state, then URLs opened in order.
    public struct Example: Sendable {
        /// A short name, for example `ocean-abyss`.
        public let name: String
        /// What the example shows.
        public let summary: String
        /// URLs opened to reach the starting state, each from the top.
        public let setup: [String]
        /// URLs opened for the example itself, each from `entry`.
        public let links: [String]
        /// Where the example's links are opened from.
        public let entry: Entry
        /// Whether the links are expected to succeed.
        public let expectSuccess: Bool
    }

    static func url(_ route: any Route) -> String { DemoDeepLinks.url(for: route)! }

    /// The deep links the demo documents, each with its starting state.
    public static let examples: [Example] = [
        Example(
            name: "ocean-abyss", summary: "OceanRoute.abyss from Rainbow's purple screen, twice",
            setup: [url(AppRoute.tabRoot), url(RainbowRoute.purple)],
            links: [url(OceanRoute.abyss), url(OceanRoute.abyss)], entry: .visible, expectSuccess: true),
        Example(
            name: "rainbow-detail", summary: "RainbowDetailRoute.detail from Blue",
            setup: [url(AppRoute.tabRoot), url(BlueRoute.blue)],
            links: [url(RainbowDetailRoute.detail)], entry: .visible, expectSuccess: true),
        Example(
            name: "even-darker-green", summary: "GreenRoute.evenDarkerGreen from the top",
            setup: [url(AppRoute.tabRoot)],
            links: [url(GreenRoute.evenDarkerGreen)], entry: .top, expectSuccess: true),
        Example(
            name: "dark-yellow", summary: "YellowRoute.darkYellow from inside RedModal",
            setup: [url(AppRoute.tabRoot), url(RedRoute.darkRed)],
            links: [url(YellowRoute.darkYellow)], entry: .visible, expectSuccess: true),
        Example(
            name: "purple-results", summary: "PurpleRoute.result(success: true) then (success: false) from lightPurple",
            setup: [url(AppRoute.tabRoot), url(PurpleRoute.lightPurple)],
            links: [url(PurpleRoute.result(success: true)), url(PurpleRoute.result(success: false))],
            entry: .visible, expectSuccess: true),
        Example(
            name: "login-from-purple", summary: "AppRoute.login from Purple: a fresh login flow",
            setup: [url(AppRoute.tabRoot), url(PurpleRoute.purple)],
            links: [url(AppRoute.login)], entry: .visible, expectSuccess: true),
        Example(
            name: "tabs-from-login", summary: "AppRoute.tabRoot from login: a fresh tab flow",
            setup: [], links: [url(AppRoute.tabRoot)], entry: .visible, expectSuccess: true),
        Example(
            name: "yellow-detours", summary: "A Yellow detour on the tabs, then a second nested on it",
            setup: [url(AppRoute.tabRoot), url(BlueRoute.lightBlue)],
            links: ["flowatlas-demo://detour/yellow", "flowatlas-demo://detour/yellow"], entry: .visible, expectSuccess: true),
        Example(
            name: "invalid-route", summary: "UnhandledRoute.invalidRoute from anywhere: navigationFailed, nothing changes",
            setup: [url(AppRoute.tabRoot), url(GreenRoute.lightGreen)],
            links: [url(UnhandledRoute.invalidRoute)], entry: .visible, expectSuccess: false),
    ]

    /// Opens `url` in `app` from `entry`.
    @discardableResult
    public static func open(_ url: String, in app: AppCoordinator, from entry: Entry) throws(DeepLinkError) -> Bool {
        if entry == .top, case let .navigate(route) = try DemoDeepLinks.parse(url) {
            return app.navigate(to: route)
        }
        return try DemoDeepLinks.open(url, in: app)
    }
}
