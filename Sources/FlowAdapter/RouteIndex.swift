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

    /// The index of `app`'s declared routes (the first of two routes with one name wins, as a scan would).
    public init(_ app: any AtlasApp) {
        routes = app.declaredRoutes
        byName = Dictionary(routes.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The declared route named `Type.identifier` (exactly its `AnyRoute.description`), or `nil`.
    /// Values of Codable route types are not named by text: a scenario writes them in their
    /// Codable form, which the parser decodes into a `RouteReference`.
    public func route(named name: String) -> AnyRoute? {
        byName[name]
    }

    /// A declared route named `Type.identifier`, or the route `app` opens for the URL `target`.
    public func route(namedOrURL target: String, in app: any AtlasApp) -> AnyRoute? {
        route(named: target) ?? app.route(forURL: target)
    }
}
