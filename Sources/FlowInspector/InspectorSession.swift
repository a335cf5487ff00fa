import FlowCore

/// A running app's connection to `flowatlas serve`, made by ``FlowInspector/FlowInspector/connect(_:to:token:app:handlers:capacity:)``.
///
/// It sends the app's tree, then every event with its cause, from a bounded queue that drops the
/// oldest when the server cannot keep up (``droppedCount``); navigation never waits for it. It
/// reconnects with a growing wait while the server is gone; each new connection starts with a
/// fresh tree. ``close()`` ends it: the observer is removed and nothing keeps running.
public final class InspectorSession: Sendable {
    /// Where the session stands.
    public enum State: Hashable, Sendable {
        /// Saying hello to the server.
        case connecting
        /// Connected; the server named the connection `session`.
        case connected(session: String)
        /// The server is unreachable or failed; it will try again after a wait.
        case waiting
        /// The server refused the app (a wrong token), or the app's root is gone: it stopped for good.
        case refused(String)
        /// ``close()`` was called.
        case closed
    }

    private let app: InspectorAppSide
    private let queue: InspectorQueue
    private let transport: InspectorTransport
    private let stateCell: InspectorStateCell
    private let task: Task<Void, Never>

    init(app: InspectorAppSide, queue: InspectorQueue, transport: InspectorTransport, stateCell: InspectorStateCell, task: Task<Void, Never>) {
        self.app = app
        self.queue = queue
        self.transport = transport
        self.stateCell = stateCell
        self.task = task
    }

    deinit {
        task.cancel()
        queue.finishWakeUps()
        transport.invalidate()
    }

    /// Where the session stands now.
    public var state: State { stateCell.current }

    /// How many messages the queue has dropped (oldest first) since the session began.
    public var droppedCount: Int { queue.withOutbox { $0.droppedTotal } }

    /// Ends the session: stops observing the app, cancels every exchange in flight, and stops
    /// reconnecting. Calling it again does nothing.
    @MainActor
    public func close() {
        stateCell.close()
        app.detach()
        task.cancel()
        queue.finishWakeUps()
        transport.invalidate()
    }

    /// Returns when the session's network task has ended (after ``close()``, or a refusal).
    public func finished() async { await task.value }
}
