/// The waits between reconnection attempts: doubling from `first` up to `limit`, back to `first`
/// once a connection is made.
struct InspectorBackoff: Sendable {
    let first: Duration
    let limit: Duration
    private(set) var next: Duration

    init(first: Duration = .milliseconds(100), limit: Duration = .seconds(5)) {
        self.first = first
        self.limit = max(first, limit)
        next = first
    }

    /// The wait before the next attempt; the one after is twice as long, up to `limit`.
    mutating func take() -> Duration {
        let wait = next
        next = min(next * 2, limit)
        return wait
    }

    /// A connection was made: the next failure waits `first` again.
    mutating func reset() { next = first }
}
