/// A 128-bit fingerprint of a tree's navigation state, kept up to date from the records a change
/// touched instead of from a whole capture.
///
/// Contract: two trees whose `captureTree()` captures are equal have equal fingerprints, on
/// every run and machine (the hash has a fixed seed and reads routes through their
/// `RouteValue`s, never `hashValue`). Two trees whose captures differ share one with
/// probability about 2⁻¹²⁸: equal fingerprints split states exactly as equal captures do.
/// Display names, which captures carry but the state does not, are left out.
///
/// How: the fingerprint combines one term per coordinator, the hash of the coordinator's
/// record (routes, context, which children are pushed, what it presents) together with its
/// position, a path from the top (`NodeCore.Place`: relation and index at each level). Terms
/// are added, so the order of the walk does not matter and no node index appears. A reader's
/// `CaptureMemory` keeps each coordinator's term with what it was computed from (`FingerprintTerm`); a term is
/// hashed again only when its record, owned children, registered modals or position changed,
/// so after a navigation only the coordinators it touched are hashed (a position change
/// rehashes the subtree that moved). The walk that finds them compares, it does not hash.
package struct NavigationFingerprint: Hashable, Sendable {
    package let high: UInt64
    package let low: UInt64

    package init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }
}

extension AnyCoordinator {
    /// The fingerprint of the tree below this coordinator (see `NavigationFingerprint`),
    /// computed with `memory` (a kept one rehashes only what changed since its last read);
    /// `nil` for a type that conforms to `AnyCoordinator` without being a `Coordinator`.
    package func navigationFingerprint(in memory: CaptureMemory = CaptureMemory()) -> NavigationFingerprint? {
        (self as? any NavigationNode)?.core.fingerprint(in: memory)
    }
}
