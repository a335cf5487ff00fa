/// Case names of routes with payloads, found by reflection once per route type and identifier.
enum PayloadCases {
    /// A route type and identifier: what a case is found for.
    struct Key: Hashable {
        let type: ObjectIdentifier
        let identifier: String

        init(_ route: AnyRoute, identifier: String? = nil) {
            type = route.typeID
            self.identifier = identifier ?? route.identifier
        }
    }

    /// A route's case, and the name of the group its values are drawn as.
    struct PayloadCase {
        /// The outer case's name: `sheet` for `sheet(.reply(id: 3))`.
        let name: String
        /// Down to the innermost enum case when the payload is one enum value: `sheet(reply(…))`,
        /// `sheet(compose)`; `nil` for any other payload, whose group is `name(…)`, so a copy of a
        /// `RouteValue` of the common case retains no extra string.
        let group: String?
    }

    private static let cache = LockedValue<[Key: PayloadCase?]>([:])

    static func name(of route: AnyRoute) -> String? { find(route)?.name }

    static func find(_ route: AnyRoute) -> PayloadCase? { find(route, key: Key(route)) }

    /// `find(_:)` with the route's key already made.
    static func find(_ route: AnyRoute, key: Key) -> PayloadCase? {
        if let known = cache.withLock({ $0[key] }) { return known }
        let mirror = Mirror(reflecting: route.base)
        var found: PayloadCase?
        if mirror.displayStyle == .enum, let child = mirror.children.first, let name = child.label {
            let group = Mirror(reflecting: child.value).displayStyle == .enum ? "\(name)(\(inner(child.value)))" : nil
            found = PayloadCase(name: name, group: group)
        }
        cache.withLock { $0[key] = found }
        return found
    }

    /// `…` for a payload that is not one enum value; else that value's case, down to the innermost.
    private static func inner(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum else { return "…" }
        guard let child = mirror.children.first, let name = child.label else { return String(describing: value) }
        return "\(name)(\(inner(child.value)))"
    }
}
