/// A type-erased route, compared by value: two routes are the same navigation target when
/// they are of the same type and `==` (so `message(id: 42)` and `message(id: 43)` differ even
/// when their identifiers do not).
///
/// Two routes of different types are different, whatever their identifiers (B4).
public struct AnyRoute: Hashable, CustomStringConvertible {
    /// The wrapped route, its type and its hash, in one shared box; an optional route is one
    /// nullable reference.
    /// - Complexity: copying a route is O(1), one retain.
    private let storage: Storage

    /// What every route's box holds whatever the route's type: the route's type and hash, and
    /// its `RouteValue` once computed. The route itself is in the subclass, `Box<Base>`, typed:
    /// code that knows the type reads it in place, with no existential to open or copy.
    ///
    /// The route's `RouteValue` is kept in the slot this class inherits (`RouteValueSlot`), set at
    /// most once by `value(computing:)`: copies of a route share it, also across threads.
    private class Storage: RouteValueSlot {
        let typeID: ObjectIdentifier
        let hashCode: Int

        init(typeID: ObjectIdentifier, hashCode: Int) {
            self.typeID = typeID
            self.hashCode = hashCode
        }

        /// The route, as an existential (overridden by `Box`, the only subclass).
        var base: any Route { fatalError("AnyRoute.Storage is abstract") }

        /// The route type this box class holds (`Box<Base>`: `Base`).
        class var routeTypeID: ObjectIdentifier { fatalError("AnyRoute.Storage is abstract") }

        /// A box of this class holding `route`, whose dynamic type must be this class's route type.
        class func boxing(_ route: any Route) -> Storage { fatalError("AnyRoute.Storage is abstract") }

        /// Whether `other`, a box of the same type (the caller compared `typeID`s), holds an equal route.
        func holdsEqual(_ other: Storage) -> Bool { fatalError("AnyRoute.Storage is abstract") }
    }

    /// The box of a route whose dynamic type is `Base` (exactly: `typeID` is `Base`'s).
    private final class Box<Base: Route>: Storage {
        let value: Base

        init(_ value: Base) {
            self.value = value
            super.init(typeID: ObjectIdentifier(Base.self), hashCode: value.hashValue)
        }

        override var base: any Route { value }

        override class var routeTypeID: ObjectIdentifier { ObjectIdentifier(Base.self) }

        // `self.init`: the class in hand, not `Box<Base>` looked up again.
        override class func boxing(_ route: any Route) -> Storage { self.init(Self.cast(route)) }

        /// `route`, whose dynamic type is `Base`, as a `Base`.
        private static func cast<Opened: Route>(_ route: Opened) -> Base { UncheckedCast.value(route, as: Base.self) }

        override func holdsEqual(_ other: Storage) -> Bool { UncheckedCast.object(other, as: Box<Base>.self).value == value }
    }

    /// The wrapped route.
    public var base: any Route { storage.base }

    /// `body` of the wrapped route as a `Base`, read where the box holds it: no existential is
    /// opened or copied.
    ///
    /// Contract: the route's type is exactly `Base` (`typeID == ObjectIdentifier(Base.self)`;
    /// checked by `assert` in debug builds only). A subclass of a class route type is not `Base`.
    @inline(__always)
    func withValue<Base: Route, Result>(as type: Base.Type, _ body: (borrowing Base) -> Result) -> Result {
        assert(storage.typeID == ObjectIdentifier(Base.self), "AnyRoute.withValue(as:) with another type")
        return body(UncheckedCast.object(storage, as: Box<Base>.self).value)
    }
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
        } else if let boxType = Self.boxTypes.candidate(for: ObjectIdentifier(type)), boxType.routeTypeID == ObjectIdentifier(type) {
            storage = boxType.boxing(route)
        } else {
            storage = Self.box(route)
            Self.boxTypes.publish(Swift.type(of: storage), for: ObjectIdentifier(type))
        }
    }

    /// The box class of each route type wrapped so far (most of them: see `ClassSlots`).
    private static let boxTypes = ClassSlots<Storage>()

    /// The box of `route`, typed with its dynamic type (opened from the existential).
    private static func box<Base: Route>(_ route: Base) -> Storage { Box(route) }

    /// The route's `RouteValue`, computed by `compute` the first time any copy of this route is
    /// asked and kept with it: a route's value depends on the route alone (its type's name, its
    /// identifier, its payload case), and building it calls the app's `identifier` and makes
    /// strings, for every event, fingerprint term and capture that names the route.
    func value(computing compute: () -> RouteValue) -> RouteValue {
        if let kept = storage.keptValue { return kept.value }
        // Another thread may keep one first: its value is the same, and the one kept.
        return storage.keep(KeptRouteValue(compute())).value
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
        return lhs.hashCode == rhs.hashCode && lhs.typeID == rhs.typeID && lhs.storage.holdsEqual(rhs.storage)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }
}

// AnyRoute conforms to Route so it can be passed wherever a route is expected;
// the initializer above unwraps it again, so erasure never nests.
extension AnyRoute: Route {}
