import Atomics

/// A small, insert-only table of classes (subclasses of `Root`) by a type key: what `AnyRoute`
/// uses to find the box class of a route type without asking the runtime for a generic class's
/// metadata.
///
/// Contract: a key hashes to one of 64 slots, and the first class published in a slot stays.
/// `candidate(for:)` returns whatever class is in the key's slot, which may have been published
/// for another key: the caller checks it. Safe from any thread.
///
/// What the unsafe code relies on:
/// - **Invariant 1.** `slots` points to `count` initialized atomic words, allocated in `init`
///   and freed in `deinit`, and every index used is below `count` (`slot(of:)` keeps 6 bits).
/// - **Invariant 2.** A non-zero word is the bit pattern of a `Root.Type` published by
///   `publish(_:for:)`. Class metadata lives as long as the process, so nothing is retained.
///
/// `ClassSlotsTests` checks both: classes published from many threads read back as themselves,
/// every slot in use.
///
/// - Complexity: `candidate(for:)` and `publish(_:for:)` are O(1), one atomic load (and one
///   compare-and-exchange to publish).
final class ClassSlots<Root: AnyObject>: @unchecked Sendable {
    static var count: Int { 64 }

    /// Each slot: a class's metadata address, or 0 (invariants 1 and 2).
    private let slots: UnsafeMutablePointer<UnsafeAtomic<UInt>.Storage>

    init() {
        slots = .allocate(capacity: Self.count)
        slots.initialize(repeating: UnsafeAtomic<UInt>.Storage(0), count: Self.count)
    }

    deinit {
        slots.deinitialize(count: Self.count)
        slots.deallocate()
    }

    /// The class published in `key`'s slot (perhaps for another key), if any.
    @inline(__always)
    func candidate(for key: ObjectIdentifier) -> Root.Type? {
        let address = UnsafeAtomic<UInt>(at: slots + Self.slot(of: key)).load(ordering: .acquiring)
        return address == 0 ? nil : unsafeBitCast(address, to: Root.Type.self)
    }

    /// Publishes `type` for `key` unless the slot already holds a class.
    func publish(_ type: Root.Type, for key: ObjectIdentifier) {
        let address = unsafeBitCast(type, to: UInt.self)
        _ = UnsafeAtomic<UInt>(at: slots + Self.slot(of: key)).compareExchange(expected: 0, desired: address, ordering: .releasing)
    }

    /// Fibonacci hashing of the key's address: its top 6 bits (below `count`, invariant 1).
    @inline(__always)
    static func slot(of key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }
}
