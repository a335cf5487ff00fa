import FlowCore

/// What route discovery's walks have seen so far: route types in the order first seen, the routes
/// seen in trees per type, and which types are flow orchestrators' (whose routes change flows).
struct DiscoveredTrees {
    /// Route types, in the order first seen.
    private(set) var types: [any Route.Type] = []
    private var typeIDs: Set<ObjectIdentifier> = []
    /// Routes seen in trees (roots and stacks of every coordinator), per route type, in order.
    private(set) var observed: [ObjectIdentifier: [AnyRoute]] = [:]
    private var orchestratorTypes: Set<ObjectIdentifier> = []

    /// The routes of `type`: every case when it is `CaseIterable`, else the routes seen in trees.
    func routes(of type: any Route.Type) -> [AnyRoute] {
        RouteDiscovery.cases(of: type) ?? observed[ObjectIdentifier(type), default: []]
    }

    /// Routes of orchestrators' route types: the candidates for flow changes, in type order.
    var flowRoutes: [AnyRoute] {
        types.filter { orchestratorTypes.contains(ObjectIdentifier($0)) }.flatMap(routes(of:))
    }

    /// Walks the tree of `root` (a live app, kept alive while walking): every coordinator of its
    /// one walk (owned children and tabs, pushed children, registered and presented modals,
    /// detours; a root that is not a `Coordinator` alone), each one's route type and the routes on
    /// its stack, root first. Routes in `unobserved` are not recorded as seen.
    ///
    /// - Returns: Whether a route type appeared that no earlier walk had seen.
    @discardableResult
    mutating func walk(_ root: any AnyCoordinator, unobserved: Set<AnyRoute> = []) -> Bool {
        let known = types.count
        for coordinator in root.coordinatorsInPreorder ?? [root] {
            let type = coordinator.routeType
            let id = ObjectIdentifier(type)
            if typeIDs.insert(id).inserted { types.append(type) }
            if coordinator is any AnyFlowOrchestrator { orchestratorTypes.insert(id) }
            for route in coordinator.stackRoutes where !unobserved.contains(route) && !observed[id, default: []].contains(route) {
                observed[id, default: []].append(route)
            }
        }
        return types.count > known
    }
}
