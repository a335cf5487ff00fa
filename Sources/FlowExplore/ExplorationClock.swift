import FlowCore

/// Where an exploration reads the time for its time limit: the continuous clock, or a test's
/// clock that advances with the work done, so that what a time limit stops does not depend on
/// how fast the machine is.
package struct ExplorationClock: Sendable {
    /// The time since an arbitrary origin (fixed for this clock).
    package let now: @Sendable () -> Duration

    /// A clock reading `now`.
    package init(now: @escaping @Sendable () -> Duration) {
        self.now = now
    }

    /// The continuous (wall) clock.
    package static var continuous: ExplorationClock {
        let clock = ContinuousClock()
        let origin = clock.now
        return ExplorationClock { clock.now - origin }
    }

    /// A clock that advances by `step` each time it is read: the explorer reads it once per state
    /// it expands (and a few times per depth), so a time limit becomes a bound on the work.
    package static func advancing(by step: Duration) -> ExplorationClock {
        let readings = LockedValue(0)
        return ExplorationClock {
            step
                * readings.withLock { count in
                    count += 1
                    return count
                }
        }
    }
}
