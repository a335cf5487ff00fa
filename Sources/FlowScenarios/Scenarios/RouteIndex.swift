import FlowCore
import Synchronization

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
    /// The route types of the declared routes, by name (for routes written in their value form).
    private let types: [String: any Route.Type]

    /// The index of `app`'s declared routes (the first of two routes with one name wins, as a scan would).
    public init(_ app: any ScenarioApp) {
        routes = app.declaredRoutes
        byName = Dictionary(routes.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })
        types = Dictionary(routes.map { ($0.typeName, type(of: $0.base) as any Route.Type) }, uniquingKeysWith: { first, _ in first })
    }

    /// The declared route named `Type.identifier`, or any value of a Codable route type in its
    /// value form (`Type.identifier {json}`, see `RouteValueForm`).
    public func route(named name: String) -> AnyRoute? {
        if let declared = byName[name] { return declared }
        return name.contains(" {") ? RouteValueForm.route(from: name, types: types) : nil
    }

    /// A declared route named `Type.identifier`, or the route `app` opens for the URL `target`.
    public func route(namedOrURL target: String, in app: any ScenarioApp) -> AnyRoute? {
        route(named: target) ?? app.route(forURL: target)
    }
}
