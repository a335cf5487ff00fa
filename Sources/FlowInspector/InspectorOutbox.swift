import FlowCore
import FlowInspectorProtocol

/// The app's messages waiting to be sent: bounded, dropping the oldest when full, counting what
/// it dropped, and numbering events in the order they came.
///
/// A plain value: the session keeps it behind a `LockedValue`, so appending costs the navigating
/// thread one short lock and never waits for the network.
struct InspectorOutbox {
    /// Waiting messages, oldest first.
    private var ring: MessageRing
    /// Messages dropped since the last `takeBatch()` reported them.
    private(set) var droppedSinceNotice = 0
    /// Messages dropped in the whole session.
    private(set) var droppedTotal = 0
    /// The sequence number of the last event appended (0 before the first).
    private(set) var lastSequence: UInt64 = 0

    /// An empty outbox of `capacity` messages (at least 1).
    init(capacity: Int) {
        ring = MessageRing(capacity: capacity)
    }

    /// The most messages it holds; one more drops the oldest.
    var capacity: Int { ring.capacity }
    /// Waiting messages, oldest first.
    var waiting: [AppMessage] { ring.elements }

    /// Numbers `event` and appends it, dropping the oldest message when full.
    mutating func append(event: NavigationEvent) {
        lastSequence += 1
        append(.event(InspectorEvent(sequence: lastSequence, event: event)))
    }

    /// Appends `message`, dropping the oldest when full.
    mutating func append(_ message: AppMessage) {
        if ring.append(message) {
            droppedSinceNotice += 1
            droppedTotal += 1
        }
    }

    /// Starts over for a new connection, whose first message is a tree captured now: every
    /// waiting message is dropped (the tree shows the events; replies and trees belong to the
    /// connection that asked for them), and so is the pending `dropped` notice. `droppedTotal`
    /// keeps counting what overflowed. Returns the last event number the tree includes.
    mutating func startOver() -> UInt64 {
        ring.removeAll()
        droppedSinceNotice = 0
        return lastSequence
    }

    /// Counts `count` messages dropped after they were taken (too large to send).
    mutating func countDropped(_ count: Int) {
        droppedSinceNotice += count
        droppedTotal += count
    }

    /// Takes up to `limit` messages to send, oldest first, preceded by a `dropped` notice when
    /// some were dropped since the last one.
    mutating func takeBatch(limit: Int) -> [AppMessage] {
        var batch: [AppMessage] = []
        if droppedSinceNotice > 0 {
            batch.append(.dropped(droppedSinceNotice))
            droppedSinceNotice = 0
        }
        while batch.count < limit, let message = ring.removeFirst() { batch.append(message) }
        return batch
    }
}
