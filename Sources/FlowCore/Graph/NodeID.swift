/// A coordinator's place in its tree's `NavigationGraph`: an index into the graph's records.
///
/// Contract: an id means something only in the graph of the engine that issued it. A
/// coordinator's id changes when its subtree joins another tree (`NavigationEngine.absorb`);
/// a released id may be issued again.
struct NodeID: Hashable {
    let raw: Int32

    init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }

    /// The index into the graph's records.
    @inline(__always) var index: Int { Int(raw) }
}
