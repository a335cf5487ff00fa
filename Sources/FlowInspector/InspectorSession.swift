import FlowCore
import Foundation

/// A running app's connection to `flowatlas serve`, made by ``FlowInspector/FlowInspector/connect(_:to:token:app:handlers:capacity:)``.
///
/// It sends the app's tree, then every event with its cause, each of the app's actions (a
/// navigation, a user gesture, a link opened with ``open(_:)``) marked around its events, and a
/// tree again once the main actor is free after events, from a bounded queue that drops the
/// oldest when the server cannot keep up (``droppedCount``); navigation never waits for it. It
/// reconnects with a growing wait while the server is gone; each new connection starts with a
/// fresh tree. ``close()`` ends it: the observer and the action tap are removed and nothing keeps running.
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

    /// Ends the session: stops observing the app and marking its actions (``open(_:)`` still
    /// opens links, unmarked), sends no more trees, cancels every exchange in flight, and stops
    /// reconnecting. Calling it again does nothing.
    @MainActor
    public func close() {
        stateCell.close()
        app.detach()
        task.cancel()
        queue.finishWakeUps()
        transport.invalidate()
    }

    /// Opens the deep link `url` the way the app does, and marks it as one `open` action, so the
    /// server records it as an `open` step: `handlers.open(url)` when the app gave it, else a
    /// navigation from `handlers.linkStart` to `handlers.link(url)`. The navigations the
    /// handler makes are that action's events, not actions of their own. The server's `open`
    /// requests take the same path.
    ///
    /// In a debug build, route the app's own links through it, so that they are recorded as
    /// `open` steps rather than as the navigations they make:
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///     #if DEBUG
    ///     if let inspector { _ = inspector.open(url); return }
    ///     #endif
    ///     _ = deepLinks.open(url)
    /// }
    /// ```
    ///
    /// - Returns: What the handler returned; `false` when the app gave no handler, its link
    ///   resolver names no route for `url` (then nothing is marked), or its root is gone. After
    ///   ``close()`` it still opens the link, unmarked.
    @MainActor
    @discardableResult
    public func open(_ url: URL) -> Bool {
        if case .applied(true) = app.open(url) { return true }
        return false
    }

    /// Returns when the session's network task has ended (after ``close()``, or a refusal).
    public func finished() async { await task.value }
}
