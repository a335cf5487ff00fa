import Synchronization

/// A destination a coordinator can navigate to.
///
/// Routes are plain `Hashable` values (usually enums). Two routes are the same navigation
/// target when they are of the same type and `==`. `identifier` is the route's display and
/// deep-link name: it names the route in errors, snapshots, traces and pictures, so for a route
/// with a payload let it include the payload (`message_42`), or two different values look the same.
///
/// Routes are `Identifiable`: `id` defaults to `identifier`, so a view layer can use routes
/// directly where SwiftUI wants identity (`ForEach`, `sheet(item:)`). A route type that
/// declares its own `id` keeps it.
///
/// ```swift
/// enum ShopRoute: String, Route { case list, detail }      // identifier == rawValue
/// enum ResultRoute: Route {
///     case result(success: Bool)
///     var identifier: String { if case .result(let s) = self { "result_\(s)" } else { "" } }
/// }
/// ```
public protocol Route: Hashable, Identifiable {
    /// A stable name for this route, unique within its type.
    var identifier: String { get }
}

extension Route {
    /// The route's identity for `Identifiable`: its `identifier`, unless the route type
    /// declares its own `id`.
    public var id: String { identifier }
}

extension Route where Self: RawRepresentable, RawValue == String {
    /// A `String`-raw route is identified by its raw value.
    public var identifier: String { rawValue }
}

extension Route {
    /// `TypeName.identifier`, the form used in errors, traces and snapshots.
    public var qualifiedName: String { "\(Self.routeTypeName).\(identifier)" }

    /// The unqualified name of the route's type, for example `OceanRoute`.
    public static var routeTypeName: String { TypeNames.name(of: Self.self) }
}

/// A type-erased route, compared by value: two routes are the same navigation target when
/// they are of the same type and `==` (so `message(id: 42)` and `message(id: 43)` differ even
/// when their identifiers do not).
///
/// Two routes of different types are different, whatever their identifiers (B4).
public struct AnyRoute: Hashable, CustomStringConvertible {
    /// The wrapped route.
    public let base: any Route
    /// The route's dynamic type: routes of different types are different, and a coordinator
    /// checks "is this one of mine" with one comparison.
    let typeID: ObjectIdentifier
    /// `base.hashValue`, computed once, so most unequal routes are told apart without comparing values.
    private let hashCode: Int

    /// Wraps `route`; wrapping an `AnyRoute` again returns it unchanged.
    public init(_ route: any Route) {
        let type = type(of: route)
        if type == AnyRoute.self, let already = route as? AnyRoute {
            self = already
        } else {
            base = route
            typeID = ObjectIdentifier(type)
            hashCode = route.hashValue
        }
    }

    /// The route's identifier.
    public var identifier: String { base.identifier }
    /// The unqualified name of the route's type.
    public var typeName: String { TypeNames.name(of: type(of: base)) }
    /// `TypeName.identifier`.
    public var description: String { "\(typeName).\(identifier)" }

    /// Of the same type and `==`.
    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        lhs.hashCode == rhs.hashCode && lhs.typeID == rhs.typeID && lhs.base.isEqual(to: rhs.base)
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

/// How a coordinator shows one of its own routes.
public enum NavigationType: String, Sendable, Codable {
    /// Push onto the coordinator's stack.
    case push
    /// Pop the top, then push; on an empty stack this is a push.
    case replace
    /// Present the registered modal coordinator whose root has this route's identifier.
    case modal
}

/// Type names are asked for constantly (events, captures, errors); reflecting on a type is
/// slow, so each name is computed once per process.
enum TypeNames {
    private static let cache = Mutex<[ObjectIdentifier: String]>([:])

    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) { return known }
        let name = String(describing: type)
        cache.withLock { $0[key] = name }
        return name
    }
}
