import FlowInspectorProtocol
import Foundation

/// The session's life on the network: say hello, send the tree, then send the queue and poll for
/// requests until either fails; then wait (backoff) and start again, until the session closes or
/// the server refuses the app.
struct InspectorConnection: Sendable {
    let transport: InspectorTransport
    let queue: InspectorQueue
    let app: InspectorAppSide
    let hello: InspectorHello
    let state: InspectorStateCell
    let backoff: InspectorBackoff

    /// The most messages in one `messages` request.
    static let batchLimit = 1_024
    /// How long the sender waits after a wake-up before it takes a batch, so a burst of
    /// navigations goes out as one request rather than one each (the page's delay grows by as much).
    static let gathering = Duration.milliseconds(5)
    /// The first wait before a batch the server was too busy for (429) is sent again; it doubles
    /// up to `maxBusyWait`.
    static let busyWait = Duration.milliseconds(50)
    static let maxBusyWait = Duration.seconds(1)

    /// Runs until cancelled, refused, or the app's root is gone.
    func run() async {
        var backoff = backoff
        while !Task.isCancelled {
            do throws(InspectorTransportError) {
                try await connectOnce(resetting: &backoff)
            } catch let .refused(reason) {
                state.set(.refused(reason))
                return
            } catch {
                state.set(.waiting)
            }
            if Task.isCancelled { return }
            try? await Task.sleep(for: backoff.take())
        }
    }

    private func connectOnce(resetting backoff: inout InspectorBackoff) async throws(InspectorTransportError) {
        state.set(.connecting)
        let welcome = try await transport.hello(hello)
        guard let tree = await app.treeForConnection() else { throw .refused("the app's root coordinator is gone") }
        try await send([.tree(tree)], session: welcome.session)
        backoff.reset()
        state.set(.connected(session: welcome.session))
        let wakeUps = queue.makeWakeUps()
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await sendQueue(woken: wakeUps, session: welcome.session) }
                group.addTask { try await pollRequests(session: welcome.session) }
                // The first to end ends the connection: a failure, or the session closing.
                defer { group.cancelAll() }
                try await group.next()
            }
        } catch let error as InspectorTransportError {
            throw error
        } catch {
            throw .failed("\(error)")
        }
    }

    /// Sends what is queued each time the queue wakes it, until its wake-ups end.
    private func sendQueue(woken wakeUps: AsyncStream<Void>, session: String) async throws(InspectorTransportError) {
        for await _ in wakeUps {
            try? await Task.sleep(for: Self.gathering)
            while !Task.isCancelled {
                let batch = queue.takeBatch(limit: Self.batchLimit)
                if batch.isEmpty { break }
                try await send(batch, session: session)
            }
        }
    }

    /// Encodes and sends `messages` in batches of at most `InspectorWire.maxBatchBytes`; a message
    /// too large to send is dropped and counted.
    private func send(_ messages: [AppMessage], session: String) async throws(InspectorTransportError) {
        var batch = Data()
        for message in messages {
            guard let line = try? InspectorWire.encode(message) else {
                queue.withOutbox { $0.countDropped(1) }
                continue
            }
            if batch.count + line.count + 1 > InspectorWire.maxBatchBytes {
                try await post(batch, session: session)
                batch.removeAll(keepingCapacity: true)
            }
            batch.append(line)
            batch.append(UInt8(ascii: "\n"))
        }
        if !batch.isEmpty { try await post(batch, session: session) }
    }

    /// Sends one batch; when the server is too busy for it (429), the same batch again after a
    /// growing wait, so nothing is lost and the connection stays.
    private func post(_ batch: Data, session: String) async throws(InspectorTransportError) {
        var wait = Self.busyWait
        while true {
            do throws(InspectorTransportError) {
                return try await transport.send(batch, session: session)
            } catch .busy {
                if Task.isCancelled { throw .failed("the session closed") }
                try? await Task.sleep(for: wait)
                wait = min(wait * 2, Self.maxBusyWait)
            }
        }
    }

    /// Polls for the server's requests and applies each on the main actor, in order.
    private func pollRequests(session: String) async throws(InspectorTransportError) {
        while !Task.isCancelled {
            for request in try await transport.poll(session: session) {
                await app.apply(request)
            }
        }
    }
}
