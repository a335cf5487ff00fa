import Synchronization

/// Case names of routes with payloads, found by reflection once per route type and identifier.
enum PayloadCases {
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let identifier: String
    }

    private static let cache = Mutex<[Key: String?]>([:])

    static func name(of route: AnyRoute) -> String? {
        let key = Key(type: ObjectIdentifier(type(of: route.base)), identifier: route.identifier)
        if let known = cache.withLock({ $0[key] }) { return known }
        let mirror = Mirror(reflecting: route.base)
        let name = mirror.displayStyle == .enum ? mirror.children.first?.label : nil
        cache.withLock { $0[key] = name }
        return name
    }
}
