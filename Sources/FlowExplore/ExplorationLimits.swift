/// The ranges an exploration's bounds must be in: what `explore` accepts on its command line and
/// what `explore merge` accepts in a shard result file (`ShardOptions`), checked by one function
/// each so that both refuse the same values with the same words.
public enum ExplorationLimits {
    /// The largest state bound: states are numbered with 32 bits.
    public static let maxStates = Int(UInt32.max)
    /// The longest time limit, in seconds: a year (a time limit becomes a whole number of milliseconds).
    public static let maxTimeout: Double = 365 * 24 * 3600
    /// The value of both bounds of an exploration with none (`explore --unbounded`).
    public static let unbounded = Int.max

    /// What a state bound is expected to be, when `value` is not one (1 to `maxStates`); `nil` when it is.
    public static func stateBoundProblem(_ value: Int) -> String? {
        (1...maxStates).contains(value) ? nil : "expected 1 to \(maxStates)"
    }

    /// What a depth bound is expected to be, when `value` is not one (0 or more); `nil` when it is.
    public static func depthBoundProblem(_ value: Int) -> String? {
        value >= 0 ? nil : "expected 0 or more"
    }

    /// What a time limit is expected to be, when `seconds` is not one (above 0, at most
    /// `maxTimeout`; not NaN); `nil` when it is.
    public static func timeoutProblem(_ seconds: Double) -> String? {
        seconds > 0 && seconds <= maxTimeout ? nil : "expected a number of seconds above 0 and at most \(Int(maxTimeout)), a year"
    }
}
