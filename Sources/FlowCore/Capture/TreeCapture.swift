enum TreeCapture {
    /// The tree below `root`, and where each coordinator (and each registered, unpresented modal)
    /// sits in it: one node per coordinator of `preorderWithPlaces`, then the links between them.
    static func capture(_ root: any NavigationNode) -> (tree: NavigationTree, locator: [ObjectIdentifier: Int]) {
        var nodes: [NavigationTree.Node] = []
        var cores: [NodeCore] = []
        var locator: [ObjectIdentifier: Int] = [:]
        root.core.preorderWithPlaces { core, place in
            let id = nodes.count
            locator[core.ownerID!] = id
            nodes.append(node(of: core, id: id, parent: place.parent.map { locator[$0.ownerID!]! }, relation: place.relation))
            cores.append(core)
        }
        for (id, core) in cores.enumerated() {
            let childIDs = core.childCores.map { locator[$0.takeUnretainedValue().ownerID!]! }
            nodes[id].children = childIDs
            nodes[id].pushedChildren = core.links.pushed.compactMap { pushed in
                core.childCores.firstIndex { $0.takeUnretainedValue().id == pushed }.map { childIDs[$0] }
            }
            nodes[id].presentedModal = core.modal.map { locator[$0.ownerID!]! }
            nodes[id].presentedDetour = core.detour.map { locator[$0.ownerID!]! }
            nodes[id].registeredModals = core.modalCores.map { locator[$0.takeUnretainedValue().ownerID!]! }
        }
        return (NavigationTree(nodes: nodes), locator)
    }

    /// `core`'s node, without its links to other nodes.
    private static func node(of core: NodeCore, id: Int, parent: Int?, relation: NavigationTree.Relation) -> NavigationTree.Node {
        let routes = core.routes
        let failures = core.viewCreationFailures(of: routes)
        let root = core.routeValue(routes.root)
        let stack = routes.stack.map(core.routeValue)
        let presented = routes.presented.map(core.routeValue)
        return NavigationTree.Node(
            id: id, parent: parent, relation: relation, typeName: core.typeName, routeType: core.routeTypeName,
            kind: core.coordinatorKind,
            context: core.links.context, root: root, stack: stack,
            presented: presented, detents: routes.detents,
            detour: routes.detour.map(core.routeValue),
            selectedTab: core.coordinatorKind == .tabs ? routes.selectedTab : nil,
            currentRoute: presented ?? stack.last ?? root, children: [], pushedChildren: [],
            presentedModal: nil, presentedDetour: nil,
            registeredModals: [],
            viewCreationFailures: failures, displayName: core.owner?.displayName
        )
    }
}
