import Foundation
import Testing

@testable import FlowCore

/// `LockedValue`, the lock FlowCore and the tools share in place of `Synchronization.Mutex`
/// (iOS 18): its state is changed only with the lock held.
@Suite("LockedValue")
struct LockedValueTests {
    @Test("8 threads adding 20,000 times each lose no update")
    func noLostUpdates() {
        let total = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 {
                // A read, a yield point's worth of work, then a write: unlocked, updates would be lost.
                total.withLock { value in
                    let read = value
                    value = read &+ 1
                }
            }
        }
        #expect(total.withLock { $0 } == 160_000)
    }

    @Test("withLock hands back the body's result and rethrows its error, leaving the state as the body left it")
    func resultAndError() {
        struct Refused: Error {}
        let names = LockedValue(["a"])
        #expect(names.withLock { $0.count } == 1)
        #expect(throws: Refused.self) {
            try names.withLock { names in
                names.append("b")
                throw Refused()
            }
        }
        #expect(names.withLock { $0 } == ["a", "b"])
    }
}
