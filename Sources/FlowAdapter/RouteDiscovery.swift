import FlowCore

/// Finds an app's routes from the trees it builds, so an adapter keeps no hand-written list.
///
/// Walks the tree `makeRoot()` builds (owned children and tabs, pushed children, registered and
/// presented modals, detours, the detours the app names), then every flow a flow orchestrator
/// switches to for one of its routes, until nothing new appears. For each route type found it
/// takes every case when the type is `CaseIterable`, else the values seen on stacks; then the
/// app's `routeSamples`. Order: route types in discovery order, cases in declaration order.
public enum RouteDiscovery {
    /// Discovery is a walk over fresh apps; it is done once per app type and name per process.
    private static let memo = LockedValue<[Key: Discovered]>([:])

    /// An immutable list of discovered routes. Routes are immutable values (enums, in practice)
    /// that are never mutated after discovery, so sharing the list between threads is safe.
    private final class Discovered: @unchecked Sendable {
        let routes: [AnyRoute]
        init(_ routes: [AnyRoute]) { self.routes = routes }
    }

    private struct Key: Hashable {
        let type: ObjectIdentifier
        let name: String
    }

    /// Every route of `app` that its trees, its case lists and its samples name.
    public static func routes(of app: some AtlasApp) -> [AnyRoute] {
        let key = Key(type: ObjectIdentifier(type(of: app)), name: app.name)
        if let known = memo.withLock({ $0[key] }) { return known.routes }
        let found = Discovered(discover(app))
        memo.withLock { $0[key] = found }
        return found.routes
    }

    private static func discover(_ app: some AtlasApp) -> [AnyRoute] {
        var found = Found()
        found.walk(app.makeRoot())
        for name in app.detourNames {
            let root = app.makeRoot()
            if app.presentDetour(named: name, root: root) { found.walk(root) }
        }
        // Flows appear only after a flow change: try every route of every orchestrator, once.
        var tried: Set<AnyRoute> = []
        while let next = found.flowRoutes.first(where: { !tried.contains($0) }) {
            tried.insert(next)
            let root = app.makeRoot()
            if root.navigate(to: next) { found.walk(root) }
        }
        var routes: [AnyRoute] = []
        var seen: Set<AnyRoute> = []
        for type in found.types {
            for route in cases(of: type) ?? found.observed[ObjectIdentifier(type), default: []] where seen.insert(route).inserted {
                routes.append(route)
            }
        }
        for sample in app.routeSamples where seen.insert(sample).inserted { routes.append(sample) }
        return routes
    }

    /// Every case of `type` when it is `CaseIterable`.
    static func cases(of type: any Route.Type) -> [AnyRoute]? {
        guard let iterable = type as? any (Route & CaseIterable).Type else { return nil }
        return allCases(iterable)
    }

    private static func allCases<T: Route & CaseIterable>(_ type: T.Type) -> [AnyRoute] {
        T.allCases.map { AnyRoute($0) }
    }

    /// What walks have seen so far.
    private struct Found {
        var types: [any Route.Type] = []
        var typeIDs: Set<ObjectIdentifier> = []
        var observed: [ObjectIdentifier: [AnyRoute]] = [:]
        var orchestratorTypes: Set<ObjectIdentifier> = []

        /// Routes of orchestrators' route types: the candidates for flow changes.
        var flowRoutes: [AnyRoute] {
            types.filter { orchestratorTypes.contains(ObjectIdentifier($0)) }.flatMap { type in
                RouteDiscovery.cases(of: type) ?? observed[ObjectIdentifier(type), default: []]
            }
        }

        /// Walks the tree of `root` (a live app, kept alive while walking): a fold over its one
        /// walk (a root that is not a `Coordinator` alone).
        mutating func walk(_ root: any AnyCoordinator) {
            for coordinator in root.coordinatorsInPreorder ?? [root] {
                let type = coordinator.routeType
                let id = ObjectIdentifier(type)
                if typeIDs.insert(id).inserted { types.append(type) }
                if coordinator is any AnyFlowOrchestrator { orchestratorTypes.insert(id) }
                for route in coordinator.stackRoutes where !observed[id, default: []].contains(route) {
                    observed[id, default: []].append(route)
                }
            }
        }
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
