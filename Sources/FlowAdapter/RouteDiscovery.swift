import FlowCore

/// Finds an app's routes from the trees it builds, so an adapter keeps no hand-written list.
///
/// Walks the tree `makeRoot()` builds (owned children and tabs, pushed children, registered and
/// presented modals, detours, the detours the app names), then the trees left by navigating, in
/// scratch apps, to the routes of flow orchestrators' route types and to the app's `routeSamples`,
/// again after each navigation that showed a new route type (a flow reached only by a sample's
/// flow change, and the flows inside it), until nothing new appears (see `ScratchNavigation`'s
/// bounds). For each route type found it takes every case when the type is `CaseIterable`, else
/// the routes seen in trees; then the app's `routeSamples`. Order: route types in discovery
/// order, cases in declaration order, then samples in the app's order.
///
/// Swift lists an enum's cases only through `CaseIterable`, which enums with payload cases do not
/// get, so a payload-free case of such an enum that no tree shows is not among the routes; when
/// the type is `Codable` (or `String`-raw), ``PayloadFreeCase`` names it on demand.
public enum RouteDiscovery {
    /// Discovery is a walk over fresh apps; it is done once per app type and name per process.
    private static let memo = LockedValue<[Key: Discovered]>([:])

    /// An immutable discovery: routes and route types. Routes are immutable values (enums, in
    /// practice) never mutated after discovery, and types are metadata, so sharing is safe.
    private final class Discovered: @unchecked Sendable {
        let routes: [AnyRoute]
        let types: [any Route.Type]
        init(routes: [AnyRoute], types: [any Route.Type]) {
            self.routes = routes
            self.types = types
        }
    }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let name: String
    }

    /// Every route of `app` that its trees, its case lists and its samples name.
    public static func routes(of app: some AtlasApp) -> [AnyRoute] {
        discovered(app).routes
    }

    /// Every route type `app`'s trees show (the start, its detours, and every scratch navigation's
    /// tree), in the order first seen, then the types of samples no tree shows.
    public static func routeTypes(of app: some AtlasApp) -> [any Route.Type] {
        discovered(app).types
    }

    private static func discovered(_ app: some AtlasApp) -> Discovered {
        let key = Key(type: ObjectIdentifier(type(of: app)), name: app.name)
        if let known = memo.withLock({ $0[key] }) { return known }
        let found = discover(app)
        memo.withLock { $0[key] = found }
        return found
    }

    private static func discover(_ app: some AtlasApp) -> Discovered {
        var trees = DiscoveredTrees()
        trees.walk(app.makeRoot())
        for name in app.detourNames {
            let root = app.makeRoot()
            if app.presentDetour(named: name, root: root) { trees.walk(root) }
        }
        ScratchNavigation(app: app).explore(into: &trees)
        var routes: [AnyRoute] = []
        var seen: Set<AnyRoute> = []
        for type in trees.types {
            for route in trees.routes(of: type) where seen.insert(route).inserted { routes.append(route) }
        }
        var types = trees.types
        var typeIDs = Set(types.map(ObjectIdentifier.init))
        for sample in app.routeSamples {
            if seen.insert(sample).inserted { routes.append(sample) }
            let sampleType = type(of: sample.base)
            if typeIDs.insert(ObjectIdentifier(sampleType)).inserted { types.append(sampleType) }
        }
        return Discovered(routes: routes, types: types)
    }

    /// Every case of `type` when it is `CaseIterable`.
    static func cases(of type: any Route.Type) -> [AnyRoute]? {
        guard let iterable = type as? any (Route & CaseIterable).Type else { return nil }
        return allCases(iterable)
    }

    private static func allCases<T: Route & CaseIterable>(_ type: T.Type) -> [AnyRoute] {
        T.allCases.map { AnyRoute($0) }
    }
}

extension RouteDiscovery {
    /// One flow of an app: the tree after the route that switched to it (`nil`: the app's start).
    public struct Flow {
        /// The route that switched to this flow from the start, `nil` for the start itself.
        public var route: AnyRoute?
        /// The tree right after.
        public var tree: NavigationTree
    }

    /// The app's start, then every different tree its root orchestrator switches to for one of
    /// its own routes (login, main, onboarding…), in route order.
    public static func flows(of app: some AtlasApp) -> [Flow] {
        let start = app.makeRoot()
        var flows = [Flow(route: nil, tree: start.captureTree())]
        guard start is any AnyFlowOrchestrator else { return flows }
        let candidates = app.declaredRoutes.filter { ObjectIdentifier(type(of: $0.base)) == ObjectIdentifier(start.routeType) }
        for route in candidates {
            let root = app.makeRoot()
            guard root.navigate(to: route) else { continue }
            let tree = root.captureTree()
            if !flows.contains(where: { $0.tree == tree }) { flows.append(Flow(route: route, tree: tree)) }
        }
        return flows
    }
}
