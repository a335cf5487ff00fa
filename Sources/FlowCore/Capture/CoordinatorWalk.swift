/// A walk of a tree that fingerprints it and lists its coordinators in capture order, without
/// capturing: what tells whether a capture made earlier of a tree with the same fingerprint
/// and the same coordinators is this tree's. Used by FlowExplore, so `package`.
///
/// Contract: `fingerprint` is `navigationFingerprint()`'s, and `cores[i]` is the coordinator
/// of node `i` of `captureTree()`. A capture of a tree with the same fingerprint whose nodes
/// are the same coordinators (`matches(_:identities:)`) is equal to a capture of this one
/// (the fingerprint covers every field of a node but the display name, which `matches`
/// compares), as far as the fingerprint splits states; a caller that reuses captures by
/// fingerprint assumes that it does.
package struct CoordinatorWalk {
    private let cores: [NodeCore]
    /// The memory the walk read with, which `capture()` reads with too.
    private let memory: CaptureMemory
    /// The tree's fingerprint.
    package let fingerprint: NavigationFingerprint

    init(cores: [NodeCore], fingerprint: NavigationFingerprint, memory: CaptureMemory) {
        self.cores = cores
        self.fingerprint = fingerprint
        self.memory = memory
    }

    /// Whether `tree`, captured when the tree had this walk's fingerprint, with `identities`
    /// as its nodes' coordinators, is a capture of the tree now: the same coordinators in the
    /// same order, with the display names they have now.
    package func matches(_ tree: NavigationTree, identities: [CoordinatorIdentity]) -> Bool {
        guard identities.count == cores.count, tree.nodes.count == cores.count else { return false }
        for index in cores.indices {
            guard identities[index].raw == cores[index].ownerID, tree.nodes[index].displayName == cores[index].owner?.displayName else {
                return false
            }
        }
        return true
    }

    /// A capture of the walked tree, with its coordinators (`captureTreeWithCoordinators()`
    /// as the tree is still walked; its fingerprint is this walk's, not computed again).
    package func capture() -> (tree: NavigationTree, coordinators: CapturedCoordinators) {
        let (tree, cores, _) = TreeCapture.capture(core: cores[0], in: memory)
        return (tree, CapturedCoordinators(cores: cores, fingerprint: fingerprint))
    }

    /// The walked coordinators, as a capture of this tree has them.
    package var coordinators: CapturedCoordinators {
        CapturedCoordinators(cores: cores, fingerprint: fingerprint)
    }

    /// `coordinators`, with `identities` as their identities: those a capture that `matches`
    /// this walk was kept with (so they are not read off the coordinators again).
    package func coordinators(identities: [CoordinatorIdentity]) -> CapturedCoordinators {
        CapturedCoordinators(cores: cores, fingerprint: fingerprint, identities: identities)
    }
}

extension AnyCoordinator {
    /// This coordinator and every coordinator below it, each once, in the one walk's order
    /// (`NodeCore.preorder`: the order of a capture's nodes); `nil` for a type that conforms to
    /// `AnyCoordinator` without being a `Coordinator` (it has no place in a graph).
    /// - Complexity: O(n) for n coordinators in the tree.
    package var coordinatorsInPreorder: [any AnyCoordinator]? {
        guard let node = self as? any NavigationNode else { return nil }
        var coordinators: [any AnyCoordinator] = []
        var listed: Set<ObjectIdentifier> = []
        node.core.preorder { core in
            if let owner = core.owner, listed.insert(ObjectIdentifier(owner)).inserted { coordinators.append(owner) }
        }
        return coordinators
    }

    /// The coordinators of this tree in capture order, with its fingerprint, from one walk (see
    /// `CoordinatorWalk`) with `memory`; `nil` for a type that conforms to `AnyCoordinator`
    /// without being a `Coordinator`.
    /// - Complexity: O(n) for n coordinators in the tree, one walk and no capture, plus the
    ///   hashing of the terms that are stale in `memory`.
    package func walkFingerprinting(in memory: CaptureMemory = CaptureMemory()) -> CoordinatorWalk? {
        guard let node = self as? any NavigationNode else { return nil }
        return node.core.walkFingerprinting(in: memory)
    }
}

extension NodeCore {
    /// `AnyCoordinator.walkFingerprinting(in:)` of the tree below this coordinator.
    final func walkFingerprinting(in memory: CaptureMemory) -> CoordinatorWalk {
        var cores: [NodeCore]? = []
        cores!.reserveCapacity(engine.graph.count)
        var sum = FingerprintSum()
        addTerms(to: &sum, listing: &cores, in: memory)
        return CoordinatorWalk(cores: cores!, fingerprint: sum.finalize(), memory: memory)
    }
}
