import Atomics

/// Tokens that tag what one walk of the tree found on the cores it visited (observer chains,
/// a resolution's memo), so the next walk knows those answers are not its own.
enum WalkTokens {
    private static let counter = ManagedAtomic<UInt64>(0)

    /// A token no walk has used (never 0).
    static func next() -> UInt64 { counter.wrappingIncrementThenLoad(ordering: .relaxed) }
}
