import FlowInspectorProtocol

/// A fixed-capacity ring of messages, oldest first: appending to a full ring overwrites the
/// oldest. O(1) to append and to remove the oldest, so a full outbox costs navigation no more
/// than an empty one.
struct MessageRing {
    private var slots: [AppMessage?]
    private var head = 0
    /// How many messages it holds.
    private(set) var count = 0

    /// An empty ring of `capacity` slots (at least 1).
    init(capacity: Int) { slots = Array(repeating: nil, count: max(1, capacity)) }

    var capacity: Int { slots.count }
    var isEmpty: Bool { count == 0 }

    /// Appends `message`; returns `true` when the ring was full and its oldest was overwritten.
    mutating func append(_ message: AppMessage) -> Bool {
        if count == slots.count {
            slots[head] = message
            head = (head + 1) % slots.count
            return true
        }
        slots[(head + count) % slots.count] = message
        count += 1
        return false
    }

    /// Removes and returns the oldest message.
    mutating func removeFirst() -> AppMessage? {
        guard count > 0 else { return nil }
        let message = slots[head]
        slots[head] = nil
        head = (head + 1) % slots.count
        count -= 1
        return message
    }

    /// Removes every message.
    mutating func removeAll() {
        while removeFirst() != nil {}
    }

    /// The messages held, oldest first.
    var elements: [AppMessage] { (0..<count).compactMap { slots[(head + $0) % slots.count] } }
}
