enum TreeCapture {
    /// The tree below `root`, and the coordinator of each node (`cores[i]` is node `i`): one
    /// node per coordinator of `preorderWithPlaces` (each from the engine's `CapturedNode`
    /// cache), then the links between them. Every coordinator of a tree is in its engine, so a
    /// node's position is found by id.
    static func capture(_ root: any NavigationNode) -> (tree: NavigationTree, cores: [NodeCore]) {
        let engine = root.core.engine
        var position = [Int](repeating: -1, count: engine.graph.capacity)
        var nodes: [NavigationTree.Node] = []
        var cores: [NodeCore] = []
        nodes.reserveCapacity(engine.graph.count)
        cores.reserveCapacity(engine.graph.count)
        root.core.preorderWithPlaces { core, place in
            assert(core.engine === engine, "a coordinator of the tree is in another engine")
            let id = nodes.count
            let index = core.id.index
            position[index] = id
            engine.capturedNodes.cover(index)
            engine.capturedNodes[index].append(for: core, to: &nodes)
            nodes[id].id = id
            nodes[id].parent = place.parent.map { position[$0.id.index] }
            nodes[id].relation = place.relation
            nodes[id].displayName = core.owner?.displayName
            cores.append(core)
        }
        for (id, core) in cores.enumerated() {
            let childIDs = core.childCores.map { position[$0.takeUnretainedValue().id.index] }
            nodes[id].children = childIDs
            nodes[id].pushedChildren = core.links.pushed.compactMap { pushed in
                core.childCores.firstIndex { $0.takeUnretainedValue().id == pushed }.map { childIDs[$0] }
            }
            nodes[id].presentedModal = core.links.modal.map { position[$0.index] }
            nodes[id].presentedDetour = core.links.detour.map { position[$0.index] }
            nodes[id].registeredModals = core.modalCores.map { position[$0.takeUnretainedValue().id.index] }
        }
        return (NavigationTree(nodes: nodes), cores)
    }

    /// Each coordinator's node (by its owner's identity), from a capture's `cores`.
    static func locator(of cores: [NodeCore]) -> [ObjectIdentifier: Int] {
        Dictionary(cores.enumerated().map { ($1.ownerID!, $0) }, uniquingKeysWith: { _, last in last })
    }
}
