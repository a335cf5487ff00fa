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
            // (Each field is written only when it differs: a write copies a shared node.)
            if nodes[id].id != id { nodes[id].id = id }
            let parent = place.parent.map { position[$0.id.index] }
            if nodes[id].parent != parent { nodes[id].parent = parent }
            if nodes[id].relation != place.relation { nodes[id].relation = place.relation }
            let displayName = core.owner?.displayName
            if nodes[id].displayName != displayName { nodes[id].displayName = displayName }
            cores.append(core)
        }
        for (id, core) in cores.enumerated() {
            let childIDs = core.childCores.map { position[$0.takeUnretainedValue().id.index] }
            if nodes[id].children != childIDs { nodes[id].children = childIDs }
            let pushed = core.links.pushed.compactMap { pushed in
                core.childCores.firstIndex { $0.takeUnretainedValue().id == pushed }.map { childIDs[$0] }
            }
            if nodes[id].pushedChildren != pushed { nodes[id].pushedChildren = pushed }
            let modal = core.links.modal.map { position[$0.index] }
            if nodes[id].presentedModal != modal { nodes[id].presentedModal = modal }
            let detour = core.links.detour.map { position[$0.index] }
            if nodes[id].presentedDetour != detour { nodes[id].presentedDetour = detour }
            let registered = core.modalCores.map { position[$0.takeUnretainedValue().id.index] }
            if nodes[id].registeredModals != registered { nodes[id].registeredModals = registered }
            engine.capturedNodes[core.id.index].remember(nodes[id])
        }
        return (NavigationTree(nodes: nodes), cores)
    }

    /// Each coordinator's node (by its owner's identity), from a capture's `cores`.
    static func locator(of cores: [NodeCore]) -> [ObjectIdentifier: Int] {
        Dictionary(cores.enumerated().map { ($1.ownerID!, $0) }, uniquingKeysWith: { _, last in last })
    }
}
