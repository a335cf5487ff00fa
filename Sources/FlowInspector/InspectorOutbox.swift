import FlowCore
import FlowInspectorProtocol

/// The app's messages waiting to be sent: bounded, dropping the oldest when full, counting what
/// it dropped, and numbering events in the order they came.
///
/// A plain value: the session keeps it behind a `LockedValue`, so appending costs the navigating
/// thread one short lock and never waits for the network.
struct InspectorOutbox {
    /// The most messages it holds; one more drops the oldest.
    let capacity: Int
    /// Waiting messages, oldest first.
    private(set) var waiting: [AppMessage] = []
    /// Messages dropped since the last `takeBatch()` reported them.
    private(set) var droppedSinceNotice = 0
    /// Messages dropped in the whole session.
    private(set) var droppedTotal = 0
    /// The sequence number of the last event appended (0 before the first).
    private(set) var lastSequence: UInt64 = 0

    /// An empty outbox of `capacity` messages (at least 1).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        waiting.reserveCapacity(self.capacity)
    }

    /// Numbers `event` and appends it, dropping the oldest message when full.
    mutating func append(event: NavigationEvent) {
        lastSequence += 1
        append(.event(InspectorEvent(sequence: lastSequence, event: event)))
    }

    /// Appends `message`, dropping the oldest when full.
    mutating func append(_ message: AppMessage) {
        if waiting.count >= capacity {
            waiting.removeFirst()
            droppedSinceNotice += 1
            droppedTotal += 1
        }
        waiting.append(message)
    }

    /// Drops every waiting event the tree captured after event `sequence` already shows
    /// (they are in the tree; nothing is counted as dropped), and returns that tree's message.
    mutating func supersede(upTo sequence: UInt64) {
        waiting.removeAll { message in
            if case let .event(event) = message { return event.sequence <= sequence }
            return false
        }
    }

    /// Takes up to `limit` messages to send, oldest first, preceded by a `dropped` notice when
    /// some were dropped since the last one.
    mutating func takeBatch(limit: Int) -> [AppMessage] {
        var batch: [AppMessage] = []
        if droppedSinceNotice > 0 {
            batch.append(.dropped(droppedSinceNotice))
            droppedSinceNotice = 0
        }
        let count = min(max(0, limit), waiting.count)
        batch.append(contentsOf: waiting.prefix(count))
        waiting.removeFirst(count)
        return batch
    }

    /// Puts back a batch that could not be sent, before anything appended since, as far as
    /// capacity allows (the oldest of it are dropped and counted first).
    mutating func putBack(_ batch: [AppMessage]) {
        var returned = batch
        if case let .dropped(count)? = returned.first {
            droppedSinceNotice += count
            returned.removeFirst()
        }
        let room = capacity - waiting.count
        let overflow = max(0, returned.count - room)
        if overflow > 0 {
            returned.removeFirst(overflow)
            droppedSinceNotice += overflow
            droppedTotal += overflow
        }
        waiting.insert(contentsOf: returned, at: 0)
    }
}
