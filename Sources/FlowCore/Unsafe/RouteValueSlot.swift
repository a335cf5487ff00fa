import Atomics

/// The root class of `AnyRoute`'s boxes: one slot, set at most once, for the route's
/// `RouteValue`, held inline in the box (a route is boxed for every navigation, and a second
/// object per box would cost an allocation and a release each time).
///
/// The slot is swift-atomics' `UnsafeAtomicLazyReference`, whose storage this class keeps as a
/// stored property and reaches through its address, the way swift-atomics' own
/// `ManagedAtomic` does. What that relies on:
///
/// - **Invariant 1.** `storage` is the first stored property of this root class, so it sits at
///   the start of every instance's stored properties (`_getUnsafePointerToStoredProperties`),
///   subclasses' own properties after it. Keep it first, and keep this class a root class.
/// - **Invariant 2.** `storage` is touched only through the atomic reference while the object
///   is shared; `deinit`, when nothing else can see the object, disposes of it (releasing the
///   kept value) without atomics.
///
/// `RouteValueSlotTests` checks both: a subclass's own fields survive a kept value, 64 threads
/// asking at once all get the one value kept, and the kept value is released with its box.
class RouteValueSlot {
    /// Invariant 1: first stored property. Read and written only through `slot`.
    private var storage = UnsafeAtomicLazyReference<KeptRouteValue>.Storage()

    init() {}

    // Through the address, as every other access: a direct `storage.dispose()` would pay for a
    // dynamic exclusivity check on every box released.
    deinit { _ = address.pointee.dispose() }

    /// `storage`'s address (invariant 1).
    @inline(__always)
    private var address: UnsafeMutablePointer<UnsafeAtomicLazyReference<KeptRouteValue>.Storage> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: UnsafeAtomicLazyReference<KeptRouteValue>.Storage.self)
    }

    /// The atomic view of `storage` (invariant 1).
    @inline(__always)
    private var slot: UnsafeAtomicLazyReference<KeptRouteValue> { UnsafeAtomicLazyReference(at: address) }

    /// The kept value, if one was kept.
    ///
    /// - Complexity: O(1), one atomic load.
    @inline(__always)
    final var keptValue: KeptRouteValue? { slot.load() }

    /// Keeps `value` unless a value is kept already, and returns the one kept (the first stored
    /// wins; every caller gets the same instance).
    final func keep(_ value: KeptRouteValue) -> KeptRouteValue { slot.storeIfNilThenLoad(value) }
}

/// A route's `RouteValue`, as the object a `RouteValueSlot` keeps.
final class KeptRouteValue: Sendable {
    let value: RouteValue
    init(_ value: RouteValue) { self.value = value }
}
