import Foundation

/// A value behind a lock: the one lock FlowCore and the tools built on it share. It is
/// Foundation's `NSLock`, which every platform the package declares has (iOS 17, macOS 14);
/// `Synchronization.Mutex` would need iOS 18 and macOS 15.
///
/// Invariant: `state` is read and written only inside `withLock(_:)`, while `lock` is held. That
/// is what makes sharing a `LockedValue` across threads sound (`@unchecked Sendable`), and what
/// makes the runtime's exclusivity check on `state` redundant (`@exclusivity(unchecked)`): two
/// accesses cannot overlap when each holds the lock. `LockedValueTests` would catch a lost update.
///
/// `withLock(_:)` is not reentrant: calling it again on the same value from inside its body
/// deadlocks. Keep the body short and call nothing that may take the same lock.
package final class LockedValue<State>: @unchecked Sendable {
    private let lock = NSLock()
    @exclusivity(unchecked) private var state: State

    /// A lock around `state`.
    package init(_ state: State) { self.state = state }

    /// `body`'s result, run with the lock held and the state passed `inout`.
    ///
    /// - Complexity: one uncontended lock and unlock, plus `body`.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
