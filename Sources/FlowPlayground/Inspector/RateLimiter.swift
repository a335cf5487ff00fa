/// A token bucket: at most `burst` at once, refilled at `perSecond`. A plain value; the caller
/// keeps it where its requests are counted.
struct RateLimiter: Sendable {
    let perSecond: Double
    let burst: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant

    init(perSecond: Int, burst: Int, now: ContinuousClock.Instant = .now) {
        self.perSecond = Double(perSecond)
        self.burst = Double(burst)
        tokens = Double(burst)
        last = now
    }

    /// Takes `count` tokens; `false` (taking none) when fewer are left: the request is refused.
    mutating func take(_ count: Int = 1, now: ContinuousClock.Instant = .now) -> Bool {
        let elapsed = now - last
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        tokens = min(burst, tokens + seconds * perSecond)
        last = now
        guard tokens >= Double(count) else { return false }
        tokens -= Double(count)
        return true
    }
}
