import FlowCore

extension CaptureCache {
    /// How many slots each of `workers` workers' caches get: 4,096 each for up to 2 workers,
    /// fewer for more, so that the explorer keeps about 8,192 captures at the most however many
    /// cores it runs on (a kept capture holds a tree's nodes); 256 at the least.
    package static func slots(perWorkerOf workers: Int) -> Int {
        var slots = 1 << 12
        while slots > 256, slots * max(1, workers) > 1 << 13 { slots >>= 1 }
        return slots
    }

    /// The tree below `root` with its coordinators, from a slot when it holds this tree's
    /// capture; `nil` when the root is not a `Coordinator`.
    package func capture(_ root: any AnyCoordinator) -> (tree: NavigationTree, coordinators: CapturedCoordinators)? {
        guard let walk = handle(of: root)?.walkFingerprinting(in: memory) else { return nil }
        let slot = Int(truncatingIfNeeded: walk.fingerprint.low) & (slots.count - 1)
        last = slot
        if let entry = slots[slot], entry.fingerprint == walk.fingerprint, walk.matches(entry.tree, identities: entry.identities) {
            hits += 1
            return (entry.tree, walk.coordinators(identities: entry.identities))
        }
        misses += 1
        let (tree, coordinators) = walk.capture()
        slots[slot] = Entry(fingerprint: coordinators.fingerprint, identities: coordinators.identities, tree: tree)
        return (tree, coordinators)
    }

    /// The handle of `root`, made once for the root a worker asks about after every action (a
    /// handle skips the cast to a `Coordinator` that each of the engine's checks makes); `nil`
    /// when the root is not a `Coordinator`. The root is held, so its handle stays valid.
    package func handle(of root: any AnyCoordinator) -> NodeHandle? {
        if let known = self.root, known.coordinator === root { return known.handle }
        guard let handle = NodeHandle(root) else { return nil }
        self.root = (root, handle)
        return handle
    }

    /// Forgets which capture was returned last (the caller took a capture from elsewhere).
    func forgetLast() { last = -1 }

    /// `visibleChain` of the tree `capture(_:)` returned last (read once per kept capture).
    package func visibleChain() -> [Int]? {
        guard last >= 0, slots[last] != nil else { return nil }
        if let chain = slots[last]!.chain { return chain }
        let chain = slots[last]!.tree.visibleChain
        slots[last]!.chain = chain
        return chain
    }

    /// What `compute` gives for the tree `capture(_:)` returned last, asked once per kept
    /// capture: `compute` must depend on the tree alone (the explorer's place id).
    func place(_ compute: () -> Int) -> Int {
        guard last >= 0, slots[last] != nil else { return compute() }
        if let place = slots[last]!.place { return place }
        let place = compute()
        slots[last]!.place = place
        return place
    }
}
