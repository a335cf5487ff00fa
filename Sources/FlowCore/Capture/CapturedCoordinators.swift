/// The coordinators of one capture, node by node (`cores[i]` is node `i`'s): what checks read
/// about them besides the tree, without walking the tree again. `package`: used by FlowExplore.
///
/// Contract: it describes the tree as captured; while the tree has those coordinators in that
/// order (after a memento restore, for example), the counters it reads are theirs.
package struct CapturedCoordinators {
    let cores: [NodeCore]
    /// The tree's fingerprint when it was captured (`navigationFingerprint()`).
    package let fingerprint: NavigationFingerprint
    /// `identities`, when whoever made this value knew them already.
    private let knownIdentities: [CoordinatorIdentity]?

    init(cores: [NodeCore], fingerprint: NavigationFingerprint, identities: [CoordinatorIdentity]? = nil) {
        self.cores = cores
        self.fingerprint = fingerprint
        knownIdentities = identities
    }

    /// Each node's coordinator identity.
    package var identities: [CoordinatorIdentity] { knownIdentities ?? cores.map(\.identity) }

    /// Each node's record stamp: two captures of one tree in which a coordinator has the same
    /// stamp show it in the same state (routes, links and ownership).
    package var stamps: [UInt64] { cores.map { $0.engine.graph.stamps[$0.id.index] } }

    /// Node `index`'s record stamp (`stamps[index]`, read alone).
    package func stamp(of index: Int) -> UInt64 { cores[index].engine.graph.stamps[cores[index].id.index] }

    /// How often the engine has asked each node's `canHandle` so far (the counters, read now).
    package func canHandleCallCounts() -> [Int] { cores.map(\.canHandleCalls) }

    /// `canHandleCallCounts()`, written over `counts` (in place when it has one count per node).
    /// - Complexity: O(n) for n nodes, with no allocation when `counts` has n elements.
    package func readCanHandleCallCounts(into counts: inout [Int]) {
        guard counts.count == cores.count else { return counts = canHandleCallCounts() }
        for index in cores.indices { counts[index] = cores[index].canHandleCalls }
    }

    /// Whether `tree`, the capture these coordinators were captured with, still describes them
    /// as far as their records do not say: each display name, and what each view factory has no
    /// screen for (both the app's code, asked again). With no record written since (see
    /// `recordsMark`), the tree is then a capture of the tree now.
    package func stillDescribe(_ tree: NavigationTree) -> Bool {
        guard tree.nodes.count == cores.count else { return false }
        for index in cores.indices {
            let core = cores[index]
            guard tree.nodes[index].displayName == core.owner?.displayName else { return false }
            if core.hasViewFactory, !core.viewCreationFailures(of: core.routes, are: tree.nodes[index].viewCreationFailures) { return false }
        }
        return true
    }
}

/// A mark of a tree's records (see `AnyCoordinator.recordsMark`).
package struct RecordsMark: Equatable {
    let engine: ObjectIdentifier
    let nextStamp: UInt64
}

extension AnyCoordinator {
    /// A mark of the records of this tree's engine: equal marks, taken while the engine is
    /// alive, mean no record was written between them (every write stamps), except by a
    /// restore (`restoreState(_:)` puts saved records back with their saved stamps, issuing
    /// none: take the mark after it). `nil` for a type that conforms to `AnyCoordinator`
    /// without being a `Coordinator`.
    package var recordsMark: RecordsMark? {
        guard let node = self as? any NavigationNode else { return nil }
        return node.core.recordsMark
    }
}

extension NodeCore {
    /// `AnyCoordinator.recordsMark` of this coordinator's tree.
    final var recordsMark: RecordsMark { RecordsMark(engine: ObjectIdentifier(engine), nextStamp: engine.graph.nextStamp) }
}
