import FlowCore
import FlowInspectorProtocol
import Foundation

/// Connects a running app's navigation to `flowatlas serve`: for debug builds only.
///
/// ```swift
/// #if DEBUG
/// let inspector = try FlowInspector.connect(appCoordinator, to: URL(string: "http://127.0.0.1:8080/inspector")!, token: token)
/// #endif
/// ```
///
/// The contract:
/// - The app navigates on the main actor (as a SwiftUI or UIKit app does). The session captures
///   the tree and applies the server's requests there, between the app's own navigations.
/// - Events are queued without waiting (one short lock each) and sent from a background task.
/// - The session talks to the URL it is given and to nothing else.
public enum FlowInspector {
    /// Starts a session that sends `root`'s tree and events to the server at `url`, and answers
    /// its requests with `handlers`.
    ///
    /// - Parameters:
    ///   - root: The app's root coordinator, held weakly; the session stops when it is gone.
    ///   - url: The inspector's base URL that `flowatlas serve --inspect` prints (`http` or `https`).
    ///   - token: The server run's token; a server refuses an app without the right one.
    ///   - app: The app's name, matched by the server with an adapter's.
    ///   - handlers: How the app resolves route names and deep links for the server's requests.
    ///   - capacity: The most messages queued while the server is slow or gone; beyond it the
    ///     oldest are dropped and counted.
    /// - Returns: The session, already connecting; keep it, and ``InspectorSession/close()`` it.
    /// - Throws: ``InspectorConnectError`` when `url` is not an `http` or `https` URL with a host.
    @MainActor
    public static func connect(
        _ root: any AnyCoordinator, to url: URL, token: String, app: String = ProcessInfo.processInfo.processName,
        handlers: InspectorHandlers = InspectorHandlers(), capacity: Int = 10_000
    ) throws(InspectorConnectError) -> InspectorSession {
        try connect(root, to: url, token: token, app: app, handlers: handlers, capacity: capacity, backoff: InspectorBackoff())
    }

    /// `connect` with the waits between reconnection attempts chosen (tests).
    @MainActor
    static func connect(
        _ root: any AnyCoordinator, to url: URL, token: String, app: String, handlers: InspectorHandlers, capacity: Int, backoff: InspectorBackoff
    ) throws(InspectorConnectError) -> InspectorSession {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host?.isEmpty == false else {
            throw .unsupportedURL(url.absoluteString)
        }
        let queue = InspectorQueue(capacity: capacity)
        let appSide = InspectorAppSide(root: root, handlers: handlers, queue: queue)
        let transport = InspectorTransport(base: url, token: token)
        let stateCell = InspectorStateCell()
        let connection = InspectorConnection(
            transport: transport, queue: queue, app: appSide, hello: InspectorHello(app: app, token: token), state: stateCell, backoff: backoff)
        let task = Task.detached { await connection.run() }
        return InspectorSession(app: appSide, queue: queue, transport: transport, stateCell: stateCell, task: task)
    }
}
