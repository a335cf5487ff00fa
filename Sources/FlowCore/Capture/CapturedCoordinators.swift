/// The coordinators of one capture, node by node (`cores[i]` is node `i`'s): what checks read
/// about them besides the tree, without walking the tree again. Instrumentation for the
/// explorer, so `package`.
///
/// Contract: it describes the tree as captured; while the tree has those coordinators in that
/// order (after a memento restore, for example), the counters it reads are theirs.
package struct CapturedCoordinators {
    let cores: [NodeCore]
    /// The tree's fingerprint when it was captured (`navigationFingerprint()`).
    package let fingerprint: NavigationFingerprint

    /// Each node's coordinator identity.
    package var identities: [CoordinatorIdentity] { cores.map(\.identity) }

    /// Each node's record stamp: two captures of one tree in which a coordinator has the same
    /// stamp show it in the same state (routes, links and ownership).
    package var stamps: [UInt64] { cores.map { $0.engine.graph.stamps[$0.id.index] } }

    /// How often the engine has asked each node's `canHandle` so far (the counters, read now).
    package func canHandleCallCounts() -> [Int] { cores.map(\.canHandleCalls) }
}
