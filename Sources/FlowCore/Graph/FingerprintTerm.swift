/// One coordinator's share of its tree's `NavigationFingerprint`, kept in a `CaptureMemory`
/// together with what tells whether it is still current: the id it was computed for (with its
/// generation), the record's stamp in the graph (which covers its ownership) and the
/// coordinator's position.
///
/// Contract: `refresh(for:at:)` leaves the term equal to one computed afresh for the core as it
/// is now; it hashes only when the id, stamp, kind, position or the view factory's failures
/// differ from the ones the term was computed from.
/// - Complexity: a current term is confirmed in O(1) (O(r) for r shown routes when the
///   coordinator has a view factory, which is asked again); a stale one is hashed in O(r + c)
///   for c children and registered modals.
struct FingerprintTerm {
    /// The id the term was computed for; `nil` until one is.
    private var id: NodeID?
    private var kind = NavigationTree.Kind.coordinator
    /// The position the term was computed at (see `pathKey(under:_:_:)`).
    private(set) var pathKey: UInt64 = 0
    /// The record's stamp when the term was computed (`NavigationGraph.stamps`).
    private var stamp: UInt64 = 0
    /// The routes the view factory had no screen for.
    private var failures: [RouteValue] = []
    private(set) var high: UInt64 = 0
    private(set) var low: UInt64 = 0
    /// The hasher after the fields that change only with the coordinator's position, kind and
    /// presentation context (its type names included), for the next rehash of the same
    /// coordinator there: most rehashes follow a change of routes only.
    private var prefix = FingerprintHasher()
    private var prefixContext = PresentationContext.root

    /// Hashed before a held route (`NodeOwnership.pending`).
    private static let pendingMarker: UInt64 = 0x1319_8A2E_0370_7344

    /// The position of the first coordinator of a walk.
    static let topKey: UInt64 = 0x243F_6A88_85A3_08D3

    /// The position of a coordinator found at `relation`, `index` below the one at `parent`.
    /// A 64-bit mix (SplitMix64's finalizer) of the parent's key plus the step down, a
    /// multiple of an odd constant: the mix is a bijection, so siblings never share a key, and
    /// it costs a tenth of a full hash (a fingerprint computes one for every coordinator).
    static func pathKey(under parent: UInt64, _ relation: NavigationTree.Relation, _ index: Int) -> UInt64 {
        let step = (relation.code &<< 32 | UInt64(truncatingIfNeeded: index)) &+ 1
        var key = parent &+ step &* 0x9E37_79B9_7F4A_7C15
        key = (key ^ (key >> 30)) &* 0xBF58_476D_1CE4_E5B9
        key = (key ^ (key >> 27)) &* 0x94D0_49BB_1331_11EB
        return key ^ (key >> 31)
    }

    /// Makes this term `core`'s at `pathKey`, hashing only when it is out of date; `true` when it hashed.
    mutating func refresh(for core: NodeCore, at pathKey: UInt64) -> Bool {
        if isCurrent(for: core, at: pathKey) { return false }
        compute(for: core, at: pathKey)
        return true
    }

    /// Whether this term is `core`'s at `pathKey` as the core is now.
    private func isCurrent(for core: NodeCore, at pathKey: UInt64) -> Bool {
        guard id == core.id, self.pathKey == pathKey, stamp == core.engine.graph.stamps[core.id.index],
            kind == core.coordinatorKind
        else { return false }
        // The view factory is the app's code: asked again, as a capture asks it.
        return !core.hasViewFactory || core.viewCreationFailures(of: core.routes, are: failures)
    }

    /// Computes `core`'s term at `pathKey`: every field its capture node has, with its links to
    /// other coordinators as positions among its own (so no node index appears).
    private mutating func compute(for core: NodeCore, at pathKey: UInt64) {
        let links = core.links
        let routes = core.routes
        let children = core.ownership.children
        let registered = core.ownership.modals
        var hasher: FingerprintHasher
        if id == core.id, self.pathKey == pathKey, kind == core.coordinatorKind, prefixContext == links.context {
            hasher = prefix
        } else {
            hasher = FingerprintHasher()
            hasher.combine(pathKey)
            hasher.combine(core.typeName)
            hasher.combine(core.routeTypeName)
            hasher.combine(core.coordinatorKind.rawValue)
            hasher.combine(links.context.rawValue)
            prefix = hasher
            prefixContext = links.context
        }
        hasher.combine(core.routeValue(routes.root))
        hasher.combine(UInt64(routes.stack.count))
        for route in routes.stack { hasher.combine(core.routeValue(route)) }
        hasher.combine(routes.presented.map(core.routeValue))
        hasher.combine(routes.detents)
        hasher.combine(routes.detour.map(core.routeValue))
        hasher.combine(UInt64(bitPattern: Int64(core.coordinatorKind == .tabs ? routes.selectedTab : Int(Int64.min))))
        hasher.combine(UInt64(children.count))
        // The pushed children's positions among the children, as `combine(_: [Int])` hashes a
        // list (its count, then each), without building it.
        var pushedCount: UInt64 = 0
        for id in links.pushed where children.contains(id) { pushedCount += 1 }
        hasher.combine(pushedCount)
        for id in links.pushed {
            if let position = children.firstIndex(of: id) { hasher.combine(UInt64(bitPattern: Int64(position))) }
        }
        // The presented modal: none, one of the registered ones (which), or one of its own.
        let modal = links.modal.map { registered.firstIndex(of: $0) ?? -2 } ?? -1
        hasher.combine(UInt64(bitPattern: Int64(modal)))
        hasher.combine(links.detour == nil ? 0 : 1)
        hasher.combine(UInt64(registered.count))
        let failures = core.viewCreationFailures(of: routes)
        hasher.combine(UInt64(failures.count))
        for route in failures { hasher.combine(route) }
        // A held route, only when there is one (so fingerprints of trees without are unchanged).
        if let pending = core.ownership.pending {
            hasher.combine(Self.pendingMarker)
            hasher.combine(core.routeValue(pending))
        }
        (high, low) = hasher.finalize()
        id = core.id
        kind = core.coordinatorKind
        self.pathKey = pathKey
        stamp = core.engine.graph.stamps[core.id.index]
        self.failures = failures
    }
}

extension NavigationTree.Relation {
    /// A number per relation, for positions.
    fileprivate var code: UInt64 {
        switch self {
        case .root: 0
        case .child: 1
        case .modal: 2
        case .registeredModal: 3
        case .detour: 4
        }
    }
}
