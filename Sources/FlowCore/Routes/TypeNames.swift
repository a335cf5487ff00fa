/// The one type-name helper: a type's name as events, captures, errors and route values spell
/// it (`String(describing:)`, `OceanRoute`), computed once per type and process.
/// - Complexity: one reflection per type and process; after that, a dictionary lookup under a lock.
package enum TypeNames {
    private static let cache = LockedValue<[ObjectIdentifier: String]>([:])

    package static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = cache.withLock({ $0[key] }) { return known }
        let name = String(describing: type)
        cache.withLock { $0[key] = name }
        return name
    }
}
