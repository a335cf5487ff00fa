import Synchronization

/// A destination a coordinator can navigate to.
///
/// Routes are plain `Hashable` values (usually enums). `identifier` must be stable:
/// it names the route in errors, snapshots and deep links, and it is how a `.modal`
/// route finds the registered modal coordinator whose root has the same identifier.
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

/// A type-erased route, compared by route type and identifier.
///
/// Two routes of different types with the same identifier are different (B4).
public struct AnyRoute: Hashable, CustomStringConvertible {
    /// The wrapped route.
    public let base: any Route
    private let typeID: ObjectIdentifier

    /// Wraps `route`; wrapping an `AnyRoute` again returns it unchanged.
    public init(_ route: any Route) {
        if let already = route as? AnyRoute {
            self = already
        } else {
            base = route
            typeID = ObjectIdentifier(type(of: route))
        }
    }

    /// The route's identifier.
    public var identifier: String { base.identifier }
    /// The unqualified name of the route's type.
    public var typeName: String { TypeNames.name(of: type(of: base)) }
    /// `TypeName.identifier`.
    public var description: String { "\(typeName).\(identifier)" }

    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        lhs.typeID == rhs.typeID && lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeID)
        hasher.combine(identifier)
    }
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
