/// A route as plain data: its type name and identifier.
public struct RouteValue: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The route's type name, for example `OceanRoute`.
    public var type: String
    /// The route's identifier, for example `abyss`.
    public var identifier: String

    /// Creates a route value.
    public init(type: String, identifier: String) {
        self.type = type
        self.identifier = identifier
    }

    /// The value of `route`.
    public init(_ route: any Route) {
        let erased = AnyRoute(route)
        self.init(type: erased.typeName, identifier: erased.identifier)
    }

    /// `Type.identifier`.
    public var description: String { "\(type).\(identifier)" }

    public static func < (lhs: RouteValue, rhs: RouteValue) -> Bool {
        (lhs.type, lhs.identifier) < (rhs.type, rhs.identifier)
    }
}
