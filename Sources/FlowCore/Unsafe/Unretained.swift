/// A reference that does not retain its object, read without a retain and release: what the
/// engine's walks use for cores and coordinators that something else keeps alive (a core's
/// children, the engine's table of cores, a core's coordinator).
///
/// Invariant: the object outlives every use of the reference. Each place that stores one states
/// who keeps the object alive: a coordinator's router retains its core, a parent retains the
/// coordinators it owns, and every record that ends clears the references to it (its
/// coordinator's `deinit`, `NavigationEngine.release(_:)`). `UnsafeFoundationsTests` checks that a
/// reference reads the object it was made from and compares by identity; the engine's
/// ownership tests (B40) check the clearing.
///
/// - Complexity: every operation is O(1) and touches no reference count.
struct Unretained<Object: AnyObject> {
    private let unmanaged: Unmanaged<Object>

    /// A reference to `object`, which something else keeps alive.
    @inline(__always) init(_ object: Object) { unmanaged = .passUnretained(object) }

    /// `body` of the object, read in place: no retain, no release.
    @inline(__always) func read<T>(_ body: (Object) throws -> T) rethrows -> T { try unmanaged._withUnsafeGuaranteedRef(body) }

    /// The object, retained by the caller from here on.
    @inline(__always) var object: Object { unmanaged.takeUnretainedValue() }

    /// Whether both refer to the same object.
    @inline(__always) static func === (lhs: Self, rhs: Self) -> Bool { lhs.unmanaged.toOpaque() == rhs.unmanaged.toOpaque() }

    /// Whether this refers to `object`.
    @inline(__always) func refers(to object: Object) -> Bool { unmanaged.toOpaque() == Unmanaged.passUnretained(object).toOpaque() }
}

/// Casts whose safety the caller has already established by comparing type identities.
enum UncheckedCast {
    /// `value` as a `Target`, where `Source` and `Target` are the same type, or classes and
    /// `value` is a `Target` (the caller compared type identities or checked a class route's
    /// cast; checked by `assert` in debug builds, where the tests run).
    @inline(__always)
    static func value<Source, Target>(_ value: Source, as target: Target.Type) -> Target {
        assert(
            Source.self == Target.self || (Source.self is AnyObject.Type && value is Target),
            "UncheckedCast.value: \(Source.self) is not \(Target.self)")
        return unsafeBitCast(value, to: Target.self)
    }

    /// `object` as a `Target`, whose dynamic type is `Target` or a subclass (established by the
    /// caller; checked by `assert` in debug builds).
    @inline(__always)
    static func object<Target: AnyObject>(_ object: AnyObject, as target: Target.Type) -> Target {
        assert(object is Target, "UncheckedCast.object: \(type(of: object)) is not \(Target.self)")
        return unsafeDowncast(object, to: Target.self)
    }
}

/// A coordinator, not retained and read without a check: what a core keeps of its owner.
///
/// Invariant: the coordinator outlives the reference. The coordinator owns its router, which
/// owns the core holding this, and the coordinator's `deinit` clears it (`core.owner = nil`).
/// The lifetime tests (B40 and "Flow lifetime") end coordinators in every order and read their
/// cores afterwards.
struct UnownedNode {
    unowned(unsafe) let node: any NavigationNode

    init(_ node: any NavigationNode) { self.node = node }
}
