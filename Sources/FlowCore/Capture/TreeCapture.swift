enum TreeCapture {
    /// The tree below `root`, and the coordinator of each node (`cores[i]` is node `i`): one
    /// node per coordinator of `preorderWithPlaces` (each from `memory`'s `CapturedNode`, rebuilt
    /// only when stale), then the links between them. Every coordinator of a tree is in its
    /// engine, so a node's position is found by id.
    /// With `fingerprinting`, the same walk also brings the tree's `NavigationFingerprint` up to
    /// date (as `NodeCore.fingerprint(in:)` does) and returns it.
    /// - Complexity: O(n) for n coordinators, plus O(r) for the r routes of the records written
    ///   since `memory` last read this tree (all of them, with a fresh memory).
    static func capture(_ root: any NavigationNode, fingerprinting: Bool = false, in memory: CaptureMemory = CaptureMemory()) -> (
        tree: NavigationTree, cores: [NodeCore], fingerprint: NavigationFingerprint?
    ) {
        capture(core: root.core, fingerprinting: fingerprinting, in: memory)
    }

    /// `capture(_:fingerprinting:in:)` of the tree below `root`'s coordinator.
    static func capture(core root: NodeCore, fingerprinting: Bool = false, in memory: CaptureMemory = CaptureMemory()) -> (
        tree: NavigationTree, cores: [NodeCore], fingerprint: NavigationFingerprint?
    ) {
        let engine = root.engine
        memory.prepare(for: engine)
        var position = [Int](repeating: -1, count: engine.graph.capacity)
        var nodes: [NavigationTree.Node] = []
        var cores: [NodeCore] = []
        nodes.reserveCapacity(engine.graph.count)
        cores.reserveCapacity(engine.graph.count)
        var sum = FingerprintSum()
        root.preorderWithPlaces { core, place in
            assert(core.engine === engine, "a coordinator of the tree is in another engine")
            if fingerprinting {
                sum.add(core, at: FingerprintSum.pathKey(of: place, in: memory), in: memory)
            }
            let id = nodes.count
            let index = core.id.index
            position[index] = id
            memory.nodes.cover(index)
            memory.nodes[index].append(for: core, to: &nodes)
            // (Each field is written only when it differs: a write copies a shared node.)
            if nodes[id].id != id { nodes[id].id = id }
            let parent = place.parent.map { position[$0.index] }
            if nodes[id].parent != parent { nodes[id].parent = parent }
            if nodes[id].relation != place.relation { nodes[id].relation = place.relation }
            let displayName = core.owner?.displayName
            if nodes[id].displayName != displayName { nodes[id].displayName = displayName }
            cores.append(core)
        }
        // (Links are compared where they lie, and built only when they differ: building them
        // for every node allocated three arrays per node.)
        let graph = engine.graph
        for (id, core) in cores.enumerated() {
            let index = core.id.index
            if !Self.same(nodes[id].children, graph.ownership[index].children, position) {
                nodes[id].children = graph.ownership[index].children.map { position[$0.index] }
            }
            if !Self.samePushed(nodes[id].pushedChildren, graph.links[index].pushed, graph.ownership[index].children, position) {
                nodes[id].pushedChildren = graph.links[index].pushed.filter { graph.ownership[index].children.contains($0) }.map { position[$0.index] }
            }
            let modal = graph.links[index].modal.map { position[$0.index] }
            if nodes[id].presentedModal != modal { nodes[id].presentedModal = modal }
            let detour = graph.links[index].detour.map { position[$0.index] }
            if nodes[id].presentedDetour != detour { nodes[id].presentedDetour = detour }
            if !Self.same(nodes[id].registeredModals, graph.ownership[index].modals, position) {
                nodes[id].registeredModals = graph.ownership[index].modals.map { position[$0.index] }
            }
            memory.nodes[index].remember(nodes[id])
        }
        return (NavigationTree(nodes: nodes), cores, fingerprinting ? sum.finalize() : nil)
    }

    /// Whether `nodes` are the positions of `ids`.
    private static func same(_ nodes: [Int], _ ids: [NodeID], _ position: [Int]) -> Bool {
        guard nodes.count == ids.count else { return false }
        for index in ids.indices where nodes[index] != position[ids[index].index] { return false }
        return true
    }

    /// Whether `nodes` are the positions of the `pushed` ids that are among `children`, in order.
    private static func samePushed(_ nodes: [Int], _ pushed: [NodeID], _ children: [NodeID], _ position: [Int]) -> Bool {
        var next = 0
        for id in pushed where children.contains(id) {
            guard next < nodes.count, nodes[next] == position[id.index] else { return false }
            next += 1
        }
        return next == nodes.count
    }

    /// Each coordinator's node (by its owner's identity), from a capture's `cores`.
    static func locator(of cores: [NodeCore]) -> [ObjectIdentifier: Int] {
        Dictionary(cores.enumerated().map { ($1.ownerID!, $0) }, uniquingKeysWith: { _, last in last })
    }
}
