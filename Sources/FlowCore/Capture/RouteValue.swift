import Synchronization

/// A route as plain data: its type name and identifier (and, for an enum case with a payload,
/// the case's name, so pictures can group `message_41`, `message_42` as `message(…)`).
public struct RouteValue: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The route's type name, for example `OceanRoute`.
    public var type: String
    /// The route's identifier, for example `abyss`.
    public var identifier: String
    /// For an enum case with associated values, the case's name (`message` for
    /// `message(id: 42)`); `nil` otherwise.
    public var payloadCase: String?
    /// The identifier of the route standing for this value's group in pictures: the case down
    /// to its innermost enum case (`sheet(reply(…))` for `sheet(.reply(id: 3))`, `sheet(compose)`
    /// for `sheet(.compose)`) when the payload is one enum value; `nil` otherwise, and then the
    /// group is the outer case (`message(…)`). Not encoded: a decoded value groups at its outer case.
    public var payloadGroup: String?

    private enum CodingKeys: String, CodingKey { case type, identifier, payloadCase }

    /// Creates a route value.
    public init(type: String, identifier: String, payloadCase: String? = nil, payloadGroup: String? = nil) {
        self.type = type
        self.identifier = identifier
        self.payloadCase = payloadCase
        self.payloadGroup = payloadGroup
    }

    /// The value of `route`.
    public init(_ route: any Route) {
        let erased = AnyRoute(route)
        self = erased.value {
            let found = PayloadCases.find(erased)
            return RouteValue(type: erased.typeName, identifier: erased.identifier, payloadCase: found?.name, payloadGroup: found?.group)
        }
    }

    /// Equal when type and identifier are (the case name is derived from them).
    public static func == (lhs: RouteValue, rhs: RouteValue) -> Bool {
        lhs.type == rhs.type && lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(identifier)
    }

    /// The route standing for every value of its case: `InboxRoute.message(…)`; itself when it has no payload.
    public var grouped: RouteValue {
        guard let payloadCase else { return self }
        let identifier = payloadGroup ?? "\(payloadCase)(…)"
        return RouteValue(type: type, identifier: identifier, payloadCase: payloadCase, payloadGroup: payloadGroup)
    }

    /// `Type.identifier`.
    public var description: String { "\(type).\(identifier)" }

    public static func < (lhs: RouteValue, rhs: RouteValue) -> Bool {
        (lhs.type, lhs.identifier) < (rhs.type, rhs.identifier)
    }
}
