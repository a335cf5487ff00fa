import FlowCore

/// An app with deep links: `route(forURL:)` is the one parser, and validating
/// (`problem(withURL:)`) and opening (`open(url:from:root:)`) derive from it.
///
/// Override `link(forURL:)` for links that take several steps ("select Notifications, then push
/// the status"), `open(url:from:root:)` for links that are not routes, and `url(for:)` to tell the
/// explorer which routes a URL produces.
public protocol DeepLinkingApp: AtlasApp {
    /// The route `url` navigates to, or `nil` if it names none.
    ///
    /// - Parameter url: A deep-link URL as a user or a scenario's `open:` step writes it.
    /// - Returns: The route, or `nil` when `url` is not a deep link of this app.
    func route(forURL url: String) -> AnyRoute?
    /// What `url` does, as steps. Default: one navigation to `route(forURL:)`, or `nil`.
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
    /// Why `url` is not a deep link of this app, or `nil` if it is. Default: derived from `link(forURL:)`.
    func problem(withURL url: String) -> String?
    /// Opens `url` from `coordinator`; `false` if the navigation failed. Default: runs the steps
    /// of `link(forURL:)` from `coordinator`.
    ///
    /// - Parameters:
    ///   - url: A deep-link URL.
    ///   - coordinator: Where the link is opened (the visible coordinator, or the root for a
    ///     step `from: top`).
    ///   - root: The app's root, for links whose steps start there (tab selections).
    /// - Returns: `false` when the URL is not a link of this app or a step failed.
    func open(url: String, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> Bool
    /// Whether `open(url:from:root:)` is the app's own link handler, which the tools must follow.
    /// Default: `false`, and the tools read `link(forURL:)` (one `navigate(to:)` of `route(forURL:)`
    /// from the visible coordinator, or the link's steps).
    ///
    /// Set it when your `open(url:from:root:)` does what no `DeepLink` says (opens every link on the
    /// root, goes to a landing screen first, presents a sheet after): `flowatlas trace URL`, the
    /// generated docs' link list and the report's dry run of `open` steps then run the handler on
    /// the app and trace every navigation it performs, in order (``HandledLink``), and never
    /// resolve `route(forURL:)` in its place. Scenarios' `open:` steps call the handler either way.
    var hasLinkHandler: Bool { get }
}

extension DeepLinkingApp {
    /// No URL names a route: the default of an app adopting the protocol for its other members only.
    public func route(forURL url: String) -> AnyRoute? { nil }
    public func url(for route: AnyRoute) -> String? { nil }
    public func link(forURL url: String) -> DeepLink? { route(forURL: url).map { DeepLink(route: $0) } }
    public var linkExamples: [String] { [] }
    public var hasLinkHandler: Bool { false }

    public func problem(withURL url: String) -> String? {
        link(forURL: url) == nil ? DeepLink.notALink(url, app: name) : nil
    }

    public func open(url: String, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> Bool {
        guard let link = link(forURL: url) else { return false }
        return DeepLinkRunner.open(link, from: coordinator, root: root)
    }
}
