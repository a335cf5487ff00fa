enum TreeCapture {
    /// The tree below `root`, and where each coordinator (and each registered, unpresented modal) sits in it.
    static func capture(_ root: any NavigationNode) -> (tree: NavigationTree, locator: [ObjectIdentifier: Int]) {
        var nodes: [NavigationTree.Node] = []
        var locator: [ObjectIdentifier: Int] = [:]
        capture(root, parent: nil, relation: .root, into: &nodes, locator: &locator)
        return (NavigationTree(nodes: nodes), locator)
    }

    @discardableResult
    private static func capture(
        _ node: any NavigationNode, parent: Int?, relation: NavigationTree.Relation,
        into nodes: inout [NavigationTree.Node], locator: inout [ObjectIdentifier: Int]
    ) -> Int {
        let core = node.core
        let state = core.state
        let id = nodes.count
        locator[ObjectIdentifier(node)] = id
        let routes = state.routes
        var failures: [RouteValue] = []
        if core.hasViewFactory {
            let shown = [routes.root] + routes.stack + (routes.presented.map { [$0] } ?? [])
            for route in shown where core.screen(for: route) == nil && !failures.contains(core.routeValue(route)) {
                failures.append(core.routeValue(route))
            }
        }
        let root = core.routeValue(routes.root)
        let stack = routes.stack.map(core.routeValue)
        let presented = routes.presented.map(core.routeValue)
        nodes.append(
            NavigationTree.Node(
                id: id, parent: parent, relation: relation, typeName: core.typeName, routeType: core.routeTypeName,
                kind: core.coordinatorKind,
                context: state.links.context, root: root, stack: stack,
                presented: presented, detents: routes.detents,
                detour: routes.detour.map(core.routeValue),
                selectedTab: core.coordinatorKind == .tabs ? routes.selectedTab : nil,
                currentRoute: presented ?? stack.last ?? root, children: [], pushedChildren: [],
                presentedModal: nil, presentedDetour: nil,
                registeredModals: [],
                viewCreationFailures: failures, displayName: core.owner?.displayName
            ))
        var childIDs: [Int] = []
        var pushedIDs: [Int] = []
        for child in node.ownedChildren {
            let childID = capture(child, parent: id, relation: .child, into: &nodes, locator: &locator)
            childIDs.append(childID)
        }
        for pushed in state.links.pushed {
            if let index = core.childCores.firstIndex(where: { $0.takeUnretainedValue().id == pushed }) { pushedIDs.append(childIDs[index]) }
        }
        nodes[id].children = childIDs
        nodes[id].pushedChildren = pushedIDs
        let presentedModal = core.modal
        if let modal = presentedModal?.owner { nodes[id].presentedModal = capture(modal, parent: id, relation: .modal, into: &nodes, locator: &locator) }
        if let detour = core.detour?.owner {
            nodes[id].presentedDetour = capture(detour, parent: id, relation: .detour, into: &nodes, locator: &locator)
        }
        nodes[id].registeredModals = node.registeredModals.map { modal in
            if modal.core === presentedModal, let presented = nodes[id].presentedModal { return presented }
            return capture(modal, parent: id, relation: .registeredModal, into: &nodes, locator: &locator)
        }
        return id
    }
}
