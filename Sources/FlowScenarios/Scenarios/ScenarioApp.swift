import FlowCore

/// Your app, as FlowAtlas's tools see it: how to build it fresh, and (optionally) its deep links.
///
/// Only `name` and `makeRoot()` are required. Everything else has a default that works from
/// the tree `makeRoot()` builds:
///
/// ```swift
/// struct MailAtlasApp: ScenarioApp {
///     var name: String { "mail" }
///     func makeRoot() -> any AnyCoordinator { MailApp.make() }
///     func route(forURL url: String) -> AnyRoute? { MailDeepLinks.route(for: url) }
/// }
/// ```
///
/// - Routes are discovered, not listed: every case of each `CaseIterable` route type found in the
///   tree (roots, stacks, registered modals, children, tabs, and the flows an orchestrator switches
///   to), plus the routes on the stacks, plus `routeSamples` (for routes with payloads).
/// - URLs: `route(forURL:)` is the one parser; validating (`problem(withURL:)`) and opening
///   (`open(url:from:root:)`) derive from it. Override `open` for links that are not routes, and
///   `url(for:)` to tell the explorer which routes a URL produces.
/// - Detours and in-app taps are optional hooks.
public protocol ScenarioApp: Sendable {
    /// The name scenario files use in `app:` and the tools' `--app` option.
    var name: String { get }
    /// A fresh app at its start.
    ///
    /// - Returns: The root coordinator of a newly built tree. Called whenever a tool needs a
    ///   fresh app (each scenario run, each explorer thread), so it builds new coordinators
    ///   every time.
    func makeRoot() -> any AnyCoordinator
    /// The route `url` navigates to, or `nil` if it names none. Default: no URL names a route.
    ///
    /// - Parameter url: A deep-link URL as a user or a scenario's `open:` step writes it.
    /// - Returns: The route, or `nil` when `url` is not a deep link of this app.
    func route(forURL url: String) -> AnyRoute?
    /// What `url` does, as steps: for a link that takes several ("select Notifications, then
    /// push the status"). Default: one navigation to `route(forURL:)`, or `nil`.
    ///
    /// - Parameter url: A deep-link URL.
    /// - Returns: The steps the link takes, in order, or `nil` when `url` is not a link of this app.
    func link(forURL url: String) -> DeepLink?
    /// URLs the generated docs list with their steps, and the explorer opens besides the
    /// declared routes (links of several steps cannot be discovered). Default: none.
    var linkExamples: [String] { get }
    /// The URL that opens `route`, or `nil` when no URL of the app produces it: the inverse of
    /// `route(forURL:)`, which the explorer cannot invert by itself. With it, the explorer's deep
    /// links are exactly the routes the app's URLs produce (`route(forURL: url(for: r))` for every
    /// declared `r`), and the report lists the declared routes no URL produces. Default: `nil` for
    /// every route, and the explorer then links to every declared route (and says so).
    func url(for route: AnyRoute) -> String?
    /// Why `url` is not a deep link of this app, or `nil` if it is. Default: derived from `route(forURL:)`.
    func problem(withURL url: String) -> String?
    /// Opens `url` from `coordinator`; `false` if the navigation failed. Default: navigates to
    /// `route(forURL:)` from `coordinator`.
    ///
    /// - Parameters:
    ///   - url: A deep-link URL.
    ///   - coordinator: Where the link is opened (the visible coordinator, or the root for a
    ///     step `from: top`).
    ///   - root: The app's root, for links whose steps start there (tab selections).
    /// - Returns: `false` when the URL is not a link of this app or a step failed.
    func open(url: String, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> Bool
    /// Example values of routes with payloads (`InboxRoute.message(id: 42)`), which discovery
    /// cannot enumerate. Default: none.
    var routeSamples: [AnyRoute] { get }
    /// Every route the tools know, in a stable order. Default: `RouteDiscovery.routes(of:)`.
    var declaredRoutes: [AnyRoute] { get }
    /// The names of the detours the app can present. Default: none.
    var detourNames: [String] { get }
    /// Presents detour `name`; `false` if it could not be presented. Default: `false`.
    ///
    /// - Parameters:
    ///   - name: One of `detourNames`.
    ///   - root: The app's root coordinator.
    /// - Returns: Whether the detour is shown.
    func presentDetour(named name: String, root: any AnyCoordinator) -> Bool
    /// The routes the screen showing `screen` offers as in-app taps (a Settings screen's
    /// "Account" row opens `AccountRoute.account`), or `nil` to let the explorer infer them
    /// (every route of the screen's route type). Default: `nil`.
    func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]?
    /// A paragraph introducing the app in generated docs. Default: none.
    var overview: String { get }
    /// Builds the detour coordinators of a saved state being restored (`restore:` steps,
    /// `trace --from-state`); `nil` when the app's saved states hold no detour. Default: `nil`.
    var detourRestorer: DetourRestorer? { get }
}

extension ScenarioApp {
    public func route(forURL url: String) -> AnyRoute? { nil }
    public func url(for route: AnyRoute) -> String? { nil }

    public func link(forURL url: String) -> DeepLink? { route(forURL: url).map { DeepLink(route: $0) } }
    public var linkExamples: [String] { [] }

    public func problem(withURL url: String) -> String? {
        guard link(forURL: url) == nil else { return nil }
        return "'\(ScenarioParser.shown(url))' is not a deep link of app '\(name)' (expected a URL its route(forURL:) or link(forURL:) accepts)"
    }

    public func open(url: String, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> Bool {
        guard let link = link(forURL: url) else { return false }
        return DeepLinkRunner.open(link, from: coordinator, root: root)
    }

    public var routeSamples: [AnyRoute] { [] }
    public var declaredRoutes: [AnyRoute] { RouteDiscovery.routes(of: self) }
    public var detourNames: [String] { [] }
    public func presentDetour(named name: String, root: any AnyCoordinator) -> Bool { false }
    public func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? { nil }
    public var overview: String { "" }
    public var detourRestorer: DetourRestorer? { nil }

    /// The declared route named `Type.identifier` (exactly its `AnyRoute.description`), or `nil`.
    /// Values of Codable route types are not named by text: see `RouteReference`.
    public func route(named name: String) -> AnyRoute? {
        declaredRoutes.first { $0.description == name }
    }

    /// A route named `Type.identifier` or a deep-link URL of this app.
    public func route(namedOrURL target: String) -> AnyRoute? {
        route(named: target) ?? route(forURL: target)
    }
}
