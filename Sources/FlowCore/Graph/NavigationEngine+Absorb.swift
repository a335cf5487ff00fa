extension NavigationEngine {
    // MARK: Trees joining

    /// Moves the subtree of `top` (everything `preorder` visits from it) into this engine, with
    /// the links and ownership between its coordinators kept and `top`'s parent and registrar
    /// links dropped. Nothing when
    /// `top` is already here.
    func absorb(subtreeOf top: NodeCore) {
        let source = top.engine
        guard source !== self else { return }
        var moving: [NodeCore] = []
        top.preorder { moving.append($0) }
        var newIDs: [NodeID: NodeID] = [:]
        newIDs.reserveCapacity(moving.count)
        for core in moving {
            let id = insert(core, record: source.graph[core.id])
            graph[ownershipOf: id] = source.graph.ownership[core.id.index]
            newIDs[core.id] = id
        }
        for core in moving {
            let id = newIDs[core.id]!
            source.release(core.id)
            var links = graph[id].links
            links.parent = links.parent.flatMap { newIDs[$0] }
            links.modal = links.modal.flatMap { newIDs[$0] }
            links.detour = links.detour.flatMap { newIDs[$0] }
            links.pushed = links.pushed.compactMap { newIDs[$0] }
            graph[id].links = links
            var ownership = graph.ownership[id.index]
            ownership.children = ownership.children.compactMap { newIDs[$0] }
            ownership.modals = ownership.modals.compactMap { newIDs[$0] }
            ownership.registrar = ownership.registrar.flatMap { newIDs[$0] }
            graph[ownershipOf: id] = ownership
            core.move(to: self, id: id)
        }
    }
}
