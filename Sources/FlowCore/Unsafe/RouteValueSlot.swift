import Atomics

/// The root class of `AnyRoute`'s boxes: one slot, set at most once, for the route's
/// `RouteValue`, held inline in the box: no second object per box.
///
/// The slot is a swift-atomics `UnsafeAtomic` of an optional unmanaged reference, whose storage
/// this class keeps as a stored property and reaches through its address, the way swift-atomics'
/// own `ManagedAtomic` does. What that relies on:
///
/// - **Invariant 1.** `storage` is the first stored property of this root class, so it sits at
///   the start of every instance's stored properties (`_getUnsafePointerToStoredProperties`),
///   subclasses' own properties after it. Keep it first, and keep this class a root class.
/// - **Invariant 2.** A non-nil slot holds one retain of the kept value, taken by the `keep(_:)`
///   that stored it and given back by `deinit` (a `keep` that lost the race gives back its own).
///   `storage` is touched only atomically while the object may be shared; `deinit`, when
///   nothing else can see the object, reads it without atomics.
///
/// `RouteValueSlotTests` checks both: a subclass's own fields survive a kept value, 64 threads
/// asking at once all get the one value kept, and the kept value is released with its box.
class RouteValueSlot {
    private typealias Slot = UnsafeAtomic<Unmanaged<KeptRouteValue>?>

    /// Invariant 1: first stored property. Read and written only through `slot`.
    private var storage = Slot.Storage(nil)

    init() {}

    // Through the address, as every other access (invariant 1), also when the box is released.
    deinit { address.pointee.dispose()?.release() }

    /// `storage`'s address (invariant 1).
    @inline(__always)
    private var address: UnsafeMutablePointer<Slot.Storage> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Slot.Storage.self)
    }

    /// The atomic view of `storage` (invariant 1).
    @inline(__always)
    private var slot: Slot { Slot(at: address) }

    /// The kept value, if one was kept.
    ///
    /// - Complexity: O(1), one atomic load.
    @inline(__always)
    final var keptValue: KeptRouteValue? { slot.load(ordering: .acquiring)?.takeUnretainedValue() }

    /// Keeps `value` unless a value is kept already, and returns the one kept (the first stored
    /// wins; every caller gets the same instance).
    final func keep(_ value: KeptRouteValue) -> KeptRouteValue {
        let retained = Unmanaged.passRetained(value)
        let (stored, original) = slot.compareExchange(expected: nil, desired: retained, ordering: .acquiringAndReleasing)
        if stored { return value }
        // Another thread kept one first (invariant 2: give back this one's retain).
        retained.release()
        return original!.takeUnretainedValue()
    }
}

/// A route's `RouteValue`, as the object a `RouteValueSlot` keeps.
final class KeptRouteValue: Sendable {
    let value: RouteValue
    init(_ value: RouteValue) { self.value = value }
}
