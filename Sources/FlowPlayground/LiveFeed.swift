import FlowCore
import FlyingFox

/// The pages connected over WebSocket (`/api/live`): each gets the state when it connects and
/// again after every change, whoever made it (another tab, a script).
final class LiveFeed: WSMessageHandler, Sendable {
    private let clients = LockedValue<[Int: AsyncStream<WSMessage>.Continuation]>([:])
    private let nextID = LockedValue(0)
    /// The state as JSON, for a page that has just connected.
    private let current: @Sendable () async -> String

    init(current: @escaping @Sendable () async -> String) {
        self.current = current
    }

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let id = nextID.withLock { id in
            id += 1
            return id
        }
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(8))
        clients.withLock { $0[id] = continuation }
        continuation.yield(.text(await current()))
        // The page sends nothing; when it goes, so does its entry.
        Task { [weak self] in
            for await _ in client {}
            continuation.finish()
            _ = self?.clients.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `json` to every connected page.
    func broadcast(_ json: String) {
        clients.withLock { clients in
            for continuation in clients.values { continuation.yield(.text(json)) }
        }
    }

    /// How many pages are connected.
    var count: Int { clients.withLock { $0.count } }
}
