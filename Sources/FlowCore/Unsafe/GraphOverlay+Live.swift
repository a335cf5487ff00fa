extension GraphOverlay {
    /// The overlay that holds nothing, for reading live state with the planned accessors.
    ///
    /// Invariant: nothing ever writes to it or reads its engine (`inUse` is `false`, so no plan
    /// takes it, and every planned accessor reads the live graph when nothing is planned), so
    /// sharing it across isolation domains is sound (`nonisolated(unsafe)`).
    /// `UnsafeFoundationsTests` checks that it stays empty after navigations on several threads.
    nonisolated(unsafe) static let live: GraphOverlay = .empty(engine: nobody)

    /// The engine of `live` (it never reads it).
    private nonisolated(unsafe) static let nobody = NavigationEngine()
}
