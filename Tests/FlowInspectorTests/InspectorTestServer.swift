import FlowInspectorProtocol
import FlyingFox
import Foundation

/// An in-process inspector server on 127.0.0.1 (FlyingFox), as `serve --inspect` will be in
/// outline: it checks the token, keeps every message in the order it came, and hands out the
/// requests a test queues through a long poll.
final class InspectorTestServer: Sendable {
    /// What the server has received and what it has to send.
    actor Log {
        private(set) var hellos: [InspectorHello] = []
        private(set) var messages: [AppMessage] = []
        private(set) var refusals = 0
        private(set) var polls = 0
        private var pending: [InspectorRequest] = []
        /// How many polls to answer with a body over `InspectorWire.maxBatchBytes`.
        var oversizePolls = 0

        /// How many `messages` requests to answer 429 (too busy), taking nothing of them.
        var busyBatches = 0
        private(set) var busyAnswers = 0

        func setOversizePolls(_ count: Int) { oversizePolls = count }
        func setBusyBatches(_ count: Int) { busyBatches = count }
        func takeBusyBatch() -> Bool {
            guard busyBatches > 0 else { return false }
            busyBatches -= 1
            busyAnswers += 1
            return true
        }
        func takeOversizePoll() -> Bool {
            guard oversizePolls > 0 else { return false }
            oversizePolls -= 1
            return true
        }

        func hello(_ hello: InspectorHello) -> Int {
            hellos.append(hello)
            return hellos.count
        }
        func receive(_ batch: [AppMessage]) { messages.append(contentsOf: batch) }
        func refuse() { refusals += 1 }
        func enqueue(_ request: InspectorRequest) { pending.append(request) }
        func takeRequests() -> [InspectorRequest] {
            polls += 1
            defer { pending.removeAll() }
            return pending
        }

        /// The events received, in order.
        var events: [InspectorEvent] { messages.compactMap { if case let .event(event) = $0 { event } else { nil } } }
        /// The trees received, in order.
        var trees: [InspectorTree] { messages.compactMap { if case let .tree(tree) = $0 { tree } else { nil } } }
        /// The replies received, in order.
        var replies: [InspectorReply] { messages.compactMap { if case let .reply(reply) = $0 { reply } else { nil } } }
    }

    let token: String
    let log = Log()
    private let server: HTTPServer
    private let task: Task<Void, any Error>

    /// Starts listening on 127.0.0.1 at `port` (0: any free port).
    init(token: String = "secret", port: UInt16 = 0) async throws {
        self.token = token
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60, logger: .disabled)
        let (log, token) = (log, token)
        await server.appendRoute("POST /inspector/hello") { request in
            guard request.headers[HTTPHeader(InspectorEndpoint.tokenHeader)] == token else {
                await log.refuse()
                return HTTPResponse(statusCode: .unauthorized)
            }
            guard case let .hello(hello)? = try? InspectorWire.decodeBatch(AppMessage.self, from: await request.bodyData).first, hello.token == token else {
                return HTTPResponse(statusCode: .badRequest)
            }
            let number = await log.hello(hello)
            let welcome = try InspectorWire.encodeBatch([InspectorWelcome(session: "s\(number)")])
            return HTTPResponse(statusCode: .ok, body: welcome)
        }
        await server.appendRoute("POST /inspector/messages") { request in
            guard request.headers[HTTPHeader(InspectorEndpoint.tokenHeader)] == token else { return HTTPResponse(statusCode: .unauthorized) }
            guard let batch = try? InspectorWire.decodeBatch(AppMessage.self, from: await request.bodyData) else {
                return HTTPResponse(statusCode: .badRequest)
            }
            if await log.takeBusyBatch() { return HTTPResponse(statusCode: HTTPStatusCode(429, phrase: "Too Many Requests")) }
            await log.receive(batch)
            return HTTPResponse(statusCode: .noContent)
        }
        await server.appendRoute("GET /inspector/requests") { request in
            guard request.headers[HTTPHeader(InspectorEndpoint.tokenHeader)] == token else { return HTTPResponse(statusCode: .unauthorized) }
            if await log.takeOversizePoll() {
                return HTTPResponse(statusCode: .ok, body: Data(repeating: UInt8(ascii: "x"), count: InspectorWire.maxBatchBytes + 1))
            }
            // A short long poll: up to 0.2 s for a request to come.
            for _ in 0..<20 {
                let requests = await log.takeRequests()
                if !requests.isEmpty { return HTTPResponse(statusCode: .ok, body: try InspectorWire.encodeBatch(requests)) }
                try await Task.sleep(for: .milliseconds(10))
            }
            return HTTPResponse(statusCode: .ok)
        }
        let server = server
        task = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 30)
    }

    /// The port it listens on.
    var port: UInt16 {
        get async {
            guard case let .ip4(_, port)? = await server.listeningAddress else { return 0 }
            return port
        }
    }

    /// The base URL an app is given.
    var url: URL {
        get async { URL(string: "http://127.0.0.1:\(await port)/inspector")! }
    }

    /// Stops listening and drops every connection.
    func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }
}

/// Waits until `condition` holds, checking every 10 ms; `false` after `seconds` (a bound for a
/// failing test, never a measure of speed).
@MainActor
func eventually(within seconds: Double = 30, _ condition: @MainActor () async -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return await condition()
}
