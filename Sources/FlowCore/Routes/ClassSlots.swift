import Synchronization

/// A small, lock-free, insert-only table of classes (subclasses of `Root`) by a type key: what
/// `AnyRoute` uses to find the box class of a route type without asking the runtime, whose
/// lookup of a generic class's metadata costs a few hundred instructions per call.
///
/// Contract: a key hashes to one of 64 slots, and the first class published in a slot stays
/// (a class's metadata lives as long as the process, so nothing is retained or freed).
/// `candidate(for:)` returns whatever class is in the key's slot, which may have been
/// published for another key: the caller checks it. Safe from any thread.
final class ClassSlots<Root: AnyObject>: @unchecked Sendable {
    private static var count: Int { 64 }
    /// Each slot: a class's metadata address, or 0.
    private let slots: UnsafeMutablePointer<Atomic<UInt>>

    init() {
        slots = .allocate(capacity: Self.count)
        for index in 0..<Self.count { (slots + index).initialize(to: Atomic(0)) }
    }

    deinit {
        slots.deinitialize(count: Self.count)
        slots.deallocate()
    }

    /// The class published in `key`'s slot (perhaps for another key), if any.
    @inline(__always)
    func candidate(for key: ObjectIdentifier) -> Root.Type? {
        let address = slots[Self.slot(of: key)].load(ordering: .acquiring)
        return address == 0 ? nil : unsafeBitCast(address, to: Root.Type.self)
    }

    /// Publishes `type` for `key` unless the slot already holds a class.
    func publish(_ type: Root.Type, for key: ObjectIdentifier) {
        let address = unsafeBitCast(type, to: UInt.self)
        _ = slots[Self.slot(of: key)].compareExchange(expected: 0, desired: address, ordering: .releasing)
    }

    /// Fibonacci hashing of the key's address: its top 6 bits.
    @inline(__always)
    private static func slot(of key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }
}
