import FlowCore
import FlowInspectorProtocol
import Testing

@testable import FlowInspector

/// The app's queue: bounded, dropping the oldest and counting what it dropped, numbering events.
@Suite("Inspector queue")
struct InspectorOutboxTests {
    /// `count` events of the shop app (push and pop of `list`, alternately).
    static func events(_ count: Int) -> [NavigationEvent] {
        let shop = ShopCoordinator()
        let recorder = NavigationRecorder()
        shop.addObserver(recorder)
        while recorder.events.count < count {
            if recorder.events.count.isMultiple(of: 2) { shop.navigate(to: ShopRoute.list) } else { shop.pop() }
        }
        return Array(recorder.events.prefix(count))
    }

    static func sequences(_ messages: [AppMessage]) -> [UInt64] {
        messages.compactMap { if case let .event(event) = $0 { event.sequence } else { nil } }
    }

    @Test("events are numbered from 1 in the order they came and taken oldest first")
    func numbersAndOrder() {
        var outbox = InspectorOutbox(capacity: 10)
        let events = Self.events(3)
        for event in events { outbox.append(event: event) }
        let batch = outbox.takeBatch(limit: 10)
        #expect(batch == events.enumerated().map { .event(InspectorEvent(sequence: UInt64($0.offset + 1), event: $0.element)) })
        #expect(outbox.takeBatch(limit: 10).isEmpty)
    }

    @Test("a full queue drops its oldest, counts them, and reports them in a notice before the rest")
    func dropOldestAndCount() {
        var outbox = InspectorOutbox(capacity: 4)
        for event in Self.events(10) { outbox.append(event: event) }
        #expect(outbox.droppedTotal == 6)
        #expect(Self.sequences(outbox.waiting) == [7, 8, 9, 10])
        let batch = outbox.takeBatch(limit: 100)
        #expect(batch.first == .dropped(6))
        #expect(Self.sequences(batch) == [7, 8, 9, 10])
        for event in Self.events(5) { outbox.append(event: event) }
        #expect(outbox.takeBatch(limit: 100).first == .dropped(1), "the notice counts what was dropped since the last one")
        #expect(outbox.droppedTotal == 7)
        #expect(outbox.takeBatch(limit: 100).isEmpty)
    }

    @Test("a batch takes at most its limit, and the rest stay in order")
    func batchLimit() {
        var outbox = InspectorOutbox(capacity: 100)
        for event in Self.events(5) { outbox.append(event: event) }
        #expect(Self.sequences(outbox.takeBatch(limit: 2)) == [1, 2])
        #expect(Self.sequences(outbox.takeBatch(limit: 2)) == [3, 4])
        #expect(Self.sequences(outbox.takeBatch(limit: 2)) == [5])
    }

    @Test("a new connection starts the queue over: what waited is gone, the notice too, and later events follow the tree's number")
    func startOver() {
        var outbox = InspectorOutbox(capacity: 2)
        let events = Self.events(5)
        for event in events.prefix(3) { outbox.append(event: event) }
        outbox.append(.reply(InspectorReply(request: 1, outcome: .applied(true))))
        #expect(outbox.droppedTotal == 2)
        #expect(outbox.startOver() == 3)
        for event in events.suffix(2) { outbox.append(event: event) }
        let batch = outbox.takeBatch(limit: 100)
        #expect(Self.sequences(batch) == [4, 5])
        #expect(batch.count == 2, "no dropped notice and no reply of the old connection: \(batch)")
        #expect(outbox.droppedTotal == 2, "the session's total still counts what overflowed")
    }

    @Test("the ring keeps order across wrap-around, and empties")
    func ringWrapsAround() {
        var ring = MessageRing(capacity: 3)
        var overwritten = 0
        for count in 1...7 where ring.append(.dropped(count)) { overwritten += 1 }
        #expect(overwritten == 4)
        #expect(ring.elements == [.dropped(5), .dropped(6), .dropped(7)])
        #expect(ring.removeFirst() == .dropped(5))
        let overwrote = ring.append(.dropped(8))
        #expect(!overwrote)
        #expect(ring.elements == [.dropped(6), .dropped(7), .dropped(8)])
        ring.removeAll()
        #expect(ring.isEmpty && ring.elements.isEmpty)
    }

    @Test("the backoff doubles up to its limit and starts again after a connection")
    func backoff() {
        var backoff = InspectorBackoff(first: .milliseconds(100), limit: .milliseconds(500))
        let waits = [backoff.take(), backoff.take(), backoff.take(), backoff.take()]
        #expect(waits == [.milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(500)])
        backoff.reset()
        let again = backoff.take()
        #expect(again == .milliseconds(100))
    }
}
