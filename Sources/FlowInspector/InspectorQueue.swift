import FlowCore
import FlowInspectorProtocol

/// The outbox behind the one lock of FlowCore, and the wake-up of the connection that sends it:
/// what the navigating thread and the sending task share.
final class InspectorQueue: Sendable {
    private struct Shared {
        var outbox: InspectorOutbox
        /// The sending loop of the current connection, woken by the first append after it took a batch.
        var wake: AsyncStream<Void>.Continuation?
        /// Whether the sender was woken since it last took a batch: one wake-up per batch, not one
        /// per message (waking costs the navigating thread more than queueing).
        var signalled = false

        /// Wakes the sender unless it was woken since its last batch.
        mutating func signal() {
            guard !signalled else { return }
            signalled = true
            wake?.yield()
        }
        /// Whether a tree after events is asked for and not yet appended (`appendRequestedTree(_:)`).
        var treeRequested = false

        /// Asks for a tree after events; `true` when none was asked for yet (the caller schedules it).
        mutating func requestTree() -> Bool {
            if treeRequested { return false }
            treeRequested = true
            return true
        }
    }

    private let shared: LockedValue<Shared>

    /// An empty queue of `capacity` messages.
    init(capacity: Int) { shared = LockedValue(Shared(outbox: InspectorOutbox(capacity: capacity))) }

    /// Numbers and appends `event` (dropping the oldest when full), wakes the sender, and asks for
    /// a tree after it. Never waits for the network: one short lock.
    /// - Returns: `true` when no tree was asked for yet: the caller schedules one
    ///   (`appendRequestedTree(_:)`), so a burst of events asks once.
    @discardableResult
    func append(event: NavigationEvent) -> Bool {
        shared.withLock { shared in
            shared.outbox.append(event: event)
            shared.signal()
            return shared.requestTree()
        }
    }

    /// Appends the message `make` builds from the last event's sequence number (0 before the
    /// first), under the same lock, and wakes the sender; asks for a tree after it when
    /// `requestingTree`.
    /// - Returns: `true` when that asked for a tree none had asked for: the caller schedules it.
    @discardableResult
    func appendAfterLastEvent(requestingTree: Bool = false, _ make: (UInt64) -> AppMessage) -> Bool {
        shared.withLock { shared in
            shared.outbox.append(make(shared.outbox.lastSequence))
            shared.signal()
            return requestingTree && shared.requestTree()
        }
    }

    /// Appends `tree`, the tree asked for after events, as including every event appended so far,
    /// and wakes the sender; the next event asks for another.
    func appendRequestedTree(_ tree: NavigationTree) {
        shared.withLock { shared in
            shared.treeRequested = false
            shared.outbox.append(.tree(InspectorTree(sequence: shared.outbox.lastSequence, tree: tree)))
            shared.signal()
        }
    }

    /// Appends `message` and wakes the sender.
    func append(_ message: AppMessage) {
        shared.withLock { shared in
            shared.outbox.append(message)
            shared.signal()
        }
    }

    /// Appends `tree` as including every event appended so far, and wakes the sender.
    func append(tree: NavigationTree) {
        shared.withLock { shared in
            shared.outbox.append(.tree(InspectorTree(sequence: shared.outbox.lastSequence, tree: tree)))
            shared.signal()
        }
    }

    /// Runs `body` on the outbox under the lock.
    /// Takes up to `limit` messages to send (`InspectorOutbox.takeBatch(limit:)`); the next message
    /// appended wakes the sender again.
    func takeBatch(limit: Int) -> [AppMessage] {
        shared.withLock { shared in
            shared.signalled = false
            return shared.outbox.takeBatch(limit: limit)
        }
    }

    func withOutbox<Result>(_ body: (inout InspectorOutbox) -> Result) -> Result {
        shared.withLock { body(&$0.outbox) }
    }

    /// A new wake-up stream for a connection's sender, replacing (and finishing) the previous one.
    /// It holds one pending wake-up at most: a burst of events wakes the sender once.
    func makeWakeUps() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        shared.withLock { shared in
            shared.wake?.finish()
            shared.wake = continuation
            shared.signalled = true
        }
        continuation.yield()
        return stream
    }

    /// Finishes the current wake-up stream (the session is closing).
    func finishWakeUps() {
        shared.withLock { shared in
            shared.wake?.finish()
            shared.wake = nil
        }
    }
}
