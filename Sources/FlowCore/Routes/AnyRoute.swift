import Synchronization

/// A type-erased route, compared by value: two routes are the same navigation target when
/// they are of the same type and `==` (so `message(id: 42)` and `message(id: 43)` differ even
/// when their identifiers do not).
///
/// Two routes of different types are different, whatever their identifiers (B4).
public struct AnyRoute: Hashable, CustomStringConvertible {
    /// The wrapped route, its type and its hash, in one shared box: a route is copied many
    /// times over (stacks, records, plans, events, captures), and copying it is then one
    /// retain, where copying an existential goes through its type's value witnesses (and an
    /// optional route is one nullable reference).
    private let storage: Storage

    private final class Storage {
        let base: any Route
        let typeID: ObjectIdentifier
        let hashCode: Int
        /// The route's `RouteValue` once someone asked (`value(computing:)`): a retained
        /// `ComputedValue`'s address, published once (copies of a route share it, also across
        /// threads: an explorer's workers navigate to the same routes).
        let computedValue = Atomic<UInt>(0)

        init(base: any Route, typeID: ObjectIdentifier, hashCode: Int) {
            self.base = base
            self.typeID = typeID
            self.hashCode = hashCode
        }

        deinit {
            let address = computedValue.load(ordering: .acquiring)
            if address != 0 { Unmanaged<ComputedValue>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release() }
        }
    }

    private final class ComputedValue {
        let value: RouteValue
        init(_ value: RouteValue) { self.value = value }
    }

    /// The wrapped route.
    public var base: any Route { storage.base }

    /// `body` of the wrapped route, read where the box holds it: unlike `base`, no copy of the
    /// existential (the engine asks `canHandle` of every coordinator it walks with one route).
    @inline(__always)
    func withBase<Result>(_ body: (any Route) -> Result) -> Result { body(storage.base) }
    /// The route's dynamic type: routes of different types are different, and a coordinator
    /// checks "is this one of mine" with one comparison.
    var typeID: ObjectIdentifier { storage.typeID }
    /// `base.hashValue`, computed once, so most unequal routes are told apart without comparing
    /// values (`package`: the bindings key their entries with it).
    package var hashCode: Int { storage.hashCode }

    /// Wraps `route`; wrapping an `AnyRoute` again returns it unchanged.
    public init(_ route: any Route) {
        let type = type(of: route)
        if type == AnyRoute.self, let already = route as? AnyRoute {
            self = already
        } else {
            storage = Storage(base: route, typeID: ObjectIdentifier(type), hashCode: route.hashValue)
        }
    }

    /// The route's `RouteValue`, computed by `compute` the first time any copy of this route is
    /// asked and kept with it: a route's value depends on the route alone (its type's name, its
    /// identifier, its payload case), and building it calls the app's `identifier` and makes
    /// strings, for every event, fingerprint term and capture that names the route.
    func value(computing compute: () -> RouteValue) -> RouteValue {
        let address = storage.computedValue.load(ordering: .acquiring)
        if address != 0 { return Unmanaged<ComputedValue>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue().value }
        let computed = Unmanaged.passRetained(ComputedValue(compute()))
        let (published, existing) = storage.computedValue.compareExchange(
            expected: 0, desired: UInt(bitPattern: computed.toOpaque()), ordering: .acquiringAndReleasing)
        guard published else {
            // Another thread published first: its value is the same.
            computed.release()
            return Unmanaged<ComputedValue>.fromOpaque(UnsafeRawPointer(bitPattern: existing)!).takeUnretainedValue().value
        }
        return computed.takeUnretainedValue().value
    }

    /// The route's identifier.
    public var identifier: String { base.identifier }
    /// The unqualified name of the route's type.
    public var typeName: String { TypeNames.name(of: type(of: base)) }
    /// `TypeName.identifier`.
    public var description: String { "\(typeName).\(identifier)" }

    /// Of the same type and `==`.
    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.hashCode == rhs.hashCode && lhs.typeID == rhs.typeID && lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }
}

extension Route {
    /// Whether `other` is of this route's type and `==` to it.
    fileprivate func isEqual(to other: any Route) -> Bool { (other as? Self) == self }
}

// AnyRoute conforms to Route so it can be passed wherever a route is expected;
// the initializer above unwraps it again, so erasure never nests.
extension AnyRoute: Route {}
