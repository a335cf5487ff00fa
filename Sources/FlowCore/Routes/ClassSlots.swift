import Atomics

/// A small, insert-only table of classes (subclasses of `Root`) by a type key: what `AnyRoute`
/// uses to find the box class of a route type without asking the runtime, whose lookup of a
/// generic class's metadata costs a few hundred instructions per call.
///
/// Contract: a key hashes to one of 64 slots, and the first class published in a slot stays.
/// `candidate(for:)` returns whatever class is in the key's slot, which may have been published
/// for another key: the caller checks it. Safe from any thread: each slot is a lazily set atomic
/// reference (swift-atomics), set at most once and read without a lock.
///
/// - Complexity: `candidate(for:)` and `publish(_:for:)` are O(1), one atomic load (and one
///   compare-and-exchange to publish).
final class ClassSlots<Root: AnyObject>: Sendable {
    private static var count: Int { 64 }

    /// A published class, as an object an atomic reference can hold.
    private final class Entry: Sendable {
        let type: Root.Type
        init(_ type: Root.Type) { self.type = type }
    }

    private let slots: [ManagedAtomicLazyReference<Entry>]

    init() {
        slots = (0..<Self.count).map { _ in ManagedAtomicLazyReference() }
    }

    /// The class published in `key`'s slot (perhaps for another key), if any.
    @inline(__always)
    func candidate(for key: ObjectIdentifier) -> Root.Type? {
        slots[Self.slot(of: key)].load()?.type
    }

    /// Publishes `type` for `key` unless the slot already holds a class.
    func publish(_ type: Root.Type, for key: ObjectIdentifier) {
        _ = slots[Self.slot(of: key)].storeIfNilThenLoad(Entry(type))
    }

    /// Fibonacci hashing of the key's address: its top 6 bits.
    @inline(__always)
    private static func slot(of key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }
}
