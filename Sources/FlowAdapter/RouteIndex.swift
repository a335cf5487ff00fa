import FlowCore

/// An app's declared routes by name (`OceanRoute.abyss`), built once from `declaredRoutes`, so a
/// scenario step finds its route in constant time instead of comparing with every declared route.
///
/// Tools build one per app for the length of one job (a parse, a run, an exploration), during which
/// the app's routes do not change.
public final class RouteIndex: @unchecked Sendable {
    // Immutable after `init`; routes are immutable values, so sharing an index between threads is safe.

    /// Every declared route, in the app's order.
    public let routes: [AnyRoute]
    private let byName: [String: AnyRoute]
    private let app: any AtlasApp

    /// The index of `app`'s declared routes (the first of two routes with one name wins, as a scan would).
    public init(_ app: any AtlasApp) {
        self.app = app
        routes = app.declaredRoutes
        byName = Dictionary(routes.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The declared route named `Type.identifier` (exactly its `AnyRoute.description`), else a
    /// payload-free case of one of the app's route types made from its name (see
    /// ``PayloadFreeCase``), or `nil`. Other values of Codable route types are not named by text:
    /// a scenario writes them in their Codable form, which the parser decodes into a `RouteReference`.
    public func route(named name: String) -> AnyRoute? {
        byName[name] ?? PayloadFreeCase.route(named: name, among: app.routeTypes)
    }

    /// A declared route named `Type.identifier`, or the route `app` opens for the URL `target`.
    public func route(namedOrURL target: String, in app: any AtlasApp) -> AnyRoute? {
        route(named: target) ?? app.route(forURL: target)
    }
}
