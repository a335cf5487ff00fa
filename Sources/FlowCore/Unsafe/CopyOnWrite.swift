/// A value kept in one shared reference until a copy is changed (copy-on-write). For values
/// copied far more often than changed: capture nodes and navigation events.
///
/// Contract: `value` is read in place; a change through it first makes the storage this
/// copy's own, so a change is never seen by another copy. That is also the invariant the box's
/// `@exclusivity(unchecked)` field relies on: a shared box is never written, and an unshared one
/// is reached through one copy only (the capture and event tests compare copies after changes).
///
/// - Complexity: a copy is O(1), one reference count, not one per string and array the value
///   holds; the first change through a shared copy copies the value once.
struct CopyOnWrite<Value> {
    /// Holds the value; shared by copies, never changed while shared (so its field needs no
    /// dynamic exclusivity check: a change goes through `value`'s uniqueness test first).
    private final class Box {
        @exclusivity(unchecked) var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    /// The value, made this copy's own before a change.
    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// Whether this copy and `other` share their storage (neither changed since one was copied
    /// from the other): then their values are equal without comparing them.
    func sharesStorage(with other: Self) -> Bool { box === other.box }
}

// The storage is never changed while shared: copies on other threads see a value that does not change.
extension CopyOnWrite: @unchecked Sendable where Value: Sendable {}
