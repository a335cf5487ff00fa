import Synchronization

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
