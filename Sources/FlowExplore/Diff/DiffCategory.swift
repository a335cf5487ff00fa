/// A kind of change `flowatlas diff --fail-on` can fail on.
public enum DiffCategory: String, CaseIterable, Sendable, Codable, Comparable {
    /// A screen no longer reachable.
    case unreachable
    /// A deep link that lands elsewhere or now fails (one that now works is not a failure).
    case links
    /// A new invariant violation.
    case violations
    /// A new state with no way back.
    case noWayBack = "no-way-back"
    /// A shortest path that got longer.
    case longerPaths = "longer-paths"

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
