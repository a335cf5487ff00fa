import FlowCore

/// Your app, as FlowAtlas's tools see it: a name and a way to build it fresh. That is all a tool
/// requires; everything else is optional, in protocols an app adopts when it has what they ask:
///
/// - ``DeepLinkingApp``: the app's URLs (`route(forURL:)`, multi-step links, the inverse `url(for:)`).
/// - ``DetourPresentingApp``: named detours, and how to rebuild them when a saved state is restored.
/// - ``ExplorableApp``: route samples with payloads, in-app taps, the declared routes.
/// - ``DocumentedApp``: a paragraph for the generated docs.
///
/// ```swift
/// struct MailAtlasApp: AtlasApp, DeepLinkingApp {
///     var name: String { "mail" }
///     func makeRoot() -> any AnyCoordinator { MailApp.make() }
///     func route(forURL url: String) -> AnyRoute? { MailDeepLinks.route(for: url) }
/// }
/// ```
///
/// The tools ask every app through the members of this protocol's extension (`route(forURL:)`,
/// `declaredRoutes`, `detourNames`, …): each gives the optional protocol's answer when the app
/// adopts it, and that protocol's default otherwise. A method with a protocol's name on a type that
/// does not adopt the protocol is not asked: adopt the protocol to be heard.
public protocol AtlasApp: Sendable {
    /// The name scenario files use in `app:` and the tools' `--app` option.
    var name: String { get }
    /// A fresh app at its start.
    ///
    /// - Returns: The root coordinator of a newly built tree. Called whenever a tool needs a
    ///   fresh app (each scenario run, each explorer thread), so it builds new coordinators
    ///   every time.
    func makeRoot() -> any AnyCoordinator
}

extension AtlasApp {
    /// The route `url` navigates to: ``DeepLinkingApp/route(forURL:)`` when the app adopts it, else `nil`.
    public func route(forURL url: String) -> AnyRoute? { deepLinking?.route(forURL: url) }

    /// The steps `url` takes: ``DeepLinkingApp/link(forURL:)`` when the app adopts it, else `nil`.
    public func link(forURL url: String) -> DeepLink? { deepLinking?.link(forURL: url) }

    /// URLs the docs list and the explorer opens: ``DeepLinkingApp/linkExamples`` when adopted, else none.
    public var linkExamples: [String] { deepLinking?.linkExamples ?? [] }

    /// The URL that opens `route`: ``DeepLinkingApp/url(for:)`` when adopted, else `nil`.
    public func url(for route: AnyRoute) -> String? { deepLinking?.url(for: route) }

    /// Why `url` is not a deep link of this app, or `nil` if it is: ``DeepLinkingApp/problem(withURL:)``
    /// when adopted; an app without deep links accepts no URL.
    public func problem(withURL url: String) -> String? {
        if let deepLinking { return deepLinking.problem(withURL: url) }
        return DeepLink.notALink(url, app: name)
    }

    /// Opens `url` from `coordinator`: ``DeepLinkingApp/open(url:from:root:)`` when adopted, else `false`.
    public func open(url: String, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> Bool {
        deepLinking?.open(url: url, from: coordinator, root: root) ?? false
    }

    /// Whether the tools follow the app's own link handler: ``DeepLinkingApp/hasLinkHandler`` when
    /// adopted, else `false`.
    public var hasLinkHandler: Bool { deepLinking?.hasLinkHandler ?? false }

    /// The names of the app's detours: ``DetourPresentingApp/detourNames`` when adopted, else none.
    public var detourNames: [String] { detourPresenting?.detourNames ?? [] }

    /// Presents detour `name`: ``DetourPresentingApp/presentDetour(named:root:)`` when adopted, else `false`.
    public func presentDetour(named name: String, root: any AnyCoordinator) -> Bool {
        detourPresenting?.presentDetour(named: name, root: root) ?? false
    }

    /// Rebuilds the detours of a restored state: ``DetourPresentingApp/detourRestorer`` when adopted, else `nil`.
    public var detourRestorer: DetourRestorer? { detourPresenting?.detourRestorer }

    /// Routes with payloads discovery cannot enumerate: ``ExplorableApp/routeSamples`` when adopted, else none.
    public var routeSamples: [AnyRoute] { explorable?.routeSamples ?? [] }

    /// Every route the tools know, in a stable order: ``ExplorableApp/declaredRoutes`` when adopted,
    /// else ``RouteDiscovery/routes(of:)``.
    public var declaredRoutes: [AnyRoute] { explorable?.declaredRoutes ?? RouteDiscovery.routes(of: self) }

    /// The in-app taps of the screen showing `screen`: ``ExplorableApp/inAppRoutes(on:)`` when adopted,
    /// else `nil` (the explorer infers them).
    public func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? { explorable?.inAppRoutes(on: screen) }

    /// A paragraph introducing the app in generated docs: ``DocumentedApp/overview`` when adopted, else none.
    public var overview: String { documented?.overview ?? "" }

    /// Every route type the tools know: the types of `declaredRoutes` in their order, then the
    /// other types ``RouteDiscovery/routeTypes(of:)`` finds.
    public var routeTypes: [any Route.Type] {
        var types: [any Route.Type] = []
        var seen: Set<ObjectIdentifier> = []
        for type in declaredRoutes.map({ type(of: $0.base) }) + RouteDiscovery.routeTypes(of: self) where seen.insert(ObjectIdentifier(type)).inserted {
            types.append(type)
        }
        return types
    }

    /// The route named `Type.identifier` (exactly its `AnyRoute.description`): a declared route,
    /// else a payload-free case of a known Codable or `String`-raw route type made from its name
    /// (see ``PayloadFreeCase``); `nil` when neither. Other values of Codable route types are not
    /// named by text: see ``RouteReference``.
    public func route(named name: String) -> AnyRoute? {
        declaredRoutes.first { $0.description == name } ?? PayloadFreeCase.route(named: name, among: routeTypes)
    }

    /// A route named `Type.identifier` or a deep-link URL of this app.
    public func route(namedOrURL target: String) -> AnyRoute? {
        route(named: target) ?? route(forURL: target)
    }

    private var deepLinking: (any DeepLinkingApp)? { self as? any DeepLinkingApp }
    private var detourPresenting: (any DetourPresentingApp)? { self as? any DetourPresentingApp }
    private var explorable: (any ExplorableApp)? { self as? any ExplorableApp }
    private var documented: (any DocumentedApp)? { self as? any DocumentedApp }
}
