/// What the observer walks found at one coordinator (kept by its engine, by id): each walk up
/// the tree looks at a coordinator once, however many steps of a commit start below it.
///
/// Every field is tagged with the walk that wrote it (`WalkTokens`, never 0), so nothing is
/// cleared between walks, and an entry a former holder of the id left is never taken for a new
/// walk's.
struct ObserverWalkMemo {
    /// The walks that found no observers from here up, over live and planned links.
    var emptyWalks: (live: UInt64, planned: UInt64) = (0, 0)
    /// The walks whose observer chains `chains` holds: one over the live links, one over the
    /// planned links.
    var chainWalks: (live: UInt64, planned: UInt64) = (0, 0)
    /// The observers of this coordinator and its ancestors, found by the walks of `chainWalks`.
    var chains = (live: ObserverChain(), planned: ObserverChain())
}
