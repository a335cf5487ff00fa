import FlowCore

/// Numbers values (actions, messages, places, routes) the same way on every worker: the first
/// value interned gets 0, the next new one 1, … Workers keep a `LocalInterner` in front of it,
/// so the lock is taken only for values a worker has not seen yet (a few dozen in all).
final class SharedInterner<Value: Hashable & Sendable>: Sendable {
    private struct Table {
        var ids: [Value: Int] = [:]
        var values: [Value] = []
    }

    private let table = LockedValue(Table())

    /// The id of `value`, numbering it if it is new.
    func id(of value: Value) -> Int {
        table.withLock { table in
            if let id = table.ids[value] { return id }
            table.values.append(value)
            table.ids[value] = table.values.count - 1
            return table.values.count - 1
        }
    }

    /// The value numbered `id`.
    func value(_ id: Int) -> Value { table.withLock { $0.values[id] } }

    /// Every value, in id order.
    var values: [Value] { table.withLock { $0.values } }
}
