/// One worker's cache in front of a `SharedInterner`.
struct LocalInterner<Value: Hashable & Sendable> {
    let shared: SharedInterner<Value>
    private var ids: [Value: Int] = [:]

    init(_ shared: SharedInterner<Value>) { self.shared = shared }

    mutating func id(of value: Value) -> Int {
        if let id = ids[value] { return id }
        let id = shared.id(of: value)
        ids[value] = id
        return id
    }
}
