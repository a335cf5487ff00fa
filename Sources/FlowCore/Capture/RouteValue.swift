/// A route as plain data: its type name and identifier (and, for an enum case with a payload,
/// the case's name, so pictures can group `message_41`, `message_42` as `message(…)`).
public struct RouteValue: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The fields, in one shared reference until a copy is changed. A route value is made once
    /// per route (`AnyRoute` keeps it).
    /// - Complexity: copying a route value is O(1), one reference count, not one per string.
    private var storage: CopyOnWrite<Fields>

    private struct Fields: Sendable {
        var type: String { didSet { digest = Self.digest(type, identifier, payloadCase) } }
        var identifier: String { didSet { digest = Self.digest(type, identifier, payloadCase) } }
        var payloadCase: String? { didSet { digest = Self.digest(type, identifier, payloadCase) } }
        var payloadGroup: String?
        /// `fingerprintDigest`, kept up to date with the three fields it covers.
        private(set) var digest: (UInt64, UInt64)

        init(type: String, identifier: String, payloadCase: String?, payloadGroup: String?) {
            self.type = type
            self.identifier = identifier
            self.payloadCase = payloadCase
            self.payloadGroup = payloadGroup
            digest = Self.digest(type, identifier, payloadCase)
        }

        private static func digest(_ type: String, _ identifier: String, _ payloadCase: String?) -> (UInt64, UInt64) {
            var hasher = FingerprintHasher()
            hasher.combine(type)
            hasher.combine(identifier)
            if let payloadCase { hasher.combine(payloadCase) } else { hasher.combine(UInt64.max) }
            return hasher.finalize()
        }
    }

    /// A fixed-seed 128-bit hash of the type, identifier and case name (not the group), made
    /// once per value: what fingerprints hash for a route (two words instead of its strings).
    var fingerprintDigest: (UInt64, UInt64) { storage.value.digest }

    /// The route's type name, for example `OceanRoute`.
    public var type: String {
        get { storage.value.type }
        set { storage.value.type = newValue }
    }
    /// The route's identifier, for example `abyss`.
    public var identifier: String {
        get { storage.value.identifier }
        set { storage.value.identifier = newValue }
    }
    /// For an enum case with associated values, the case's name (`message` for
    /// `message(id: 42)`); `nil` otherwise.
    public var payloadCase: String? {
        get { storage.value.payloadCase }
        set { storage.value.payloadCase = newValue }
    }
    /// The identifier of the route standing for this value's group in pictures: the case down
    /// to its innermost enum case (`sheet(reply(…))` for `sheet(.reply(id: 3))`, `sheet(compose)`
    /// for `sheet(.compose)`) when the payload is one enum value; `nil` otherwise, and then the
    /// group is the outer case (`message(…)`). Not encoded: a decoded value groups at its outer case.
    public var payloadGroup: String? {
        get { storage.value.payloadGroup }
        set { storage.value.payloadGroup = newValue }
    }

    private enum CodingKeys: String, CodingKey { case type, identifier, payloadCase }

    /// Creates a route value.
    public init(type: String, identifier: String, payloadCase: String? = nil, payloadGroup: String? = nil) {
        storage = CopyOnWrite(Fields(type: type, identifier: identifier, payloadCase: payloadCase, payloadGroup: payloadGroup))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            type: try container.decode(String.self, forKey: .type), identifier: try container.decode(String.self, forKey: .identifier),
            payloadCase: try container.decodeIfPresent(String.self, forKey: .payloadCase))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(identifier, forKey: .identifier)
        try container.encodeIfPresent(payloadCase, forKey: .payloadCase)
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
        lhs.storage.sharesStorage(with: rhs.storage)
            || (lhs.storage.value.type == rhs.storage.value.type && lhs.storage.value.identifier == rhs.storage.value.identifier)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.value.type)
        hasher.combine(storage.value.identifier)
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
