import FlowCore
import FlowReport
import FlyingFox
import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The playground's front door: it accepts every TCP connection itself, reads each request's head
/// with `HeadReader`'s limits and its body up to `RequestGuard.maxBody(path:)`, refuses what breaks a
/// limit or a `RequestGuard` rule, and answers the rest through the server's handler. Only the
/// live feed's WebSocket goes on to FlyingFox, which listens on a Unix socket in a folder only
/// this user can open.
///
/// Why it exists: FlyingFox 0.27.1 reads a line one byte at a time and after each byte tests
/// `buffer.suffix(1) == [LF]` (`collectStrings(separatedBy:)`, AsyncSequence+Extensions.swift).
/// That `suffix` resolves to `Sequence.suffix`, which walks the whole buffer, so a line of n bytes
/// costs O(n²) (10 KB: 2.2 s, 40 KB: 36 s in a debug build), with no limit on a line, on the
/// number of headers or on their size; a repeated header keeps its last value. Its reader and its
/// connection handling are internal and not configurable, so the bound sits in front of FlyingFox
/// (no fork of its sources). Passing every accepted request on to FlyingFox was tried first: each
/// then crossed two event loops, and what passed still met FlyingFox's reader (a 2 KB target).
///
/// Contract:
/// - Every read is bounded before anything parses it: a head by `HeadReader`'s limits and by
///   `headTime` from its first byte (408 past it); an idle connection is closed after `idleTime`;
///   a body by `RequestGuard.maxBody` and `bodyTime`; open connections by `maxConnections` (503).
///   A response the client does not read within `writeTime` ends the connection.
/// - A refusal is answered at once, with its status and `{"error": …}`, and the connection closed.
/// - A request that passes gets FlyingFox's `HTTPRequest` with every header and the body, and
///   its `HTTPResponse` is written with `Content-Length`; the connection stays open unless the
///   request asked to close it.
/// - FlyingFox gets only `GET /api/live` with `Upgrade`, re-written short (its reader's cost
///   stays small): `/api/live?token=…`, only the `RequestGuard.forwarded` headers (each once, at
///   most 128 bytes), `Connection: Upgrade, close`; then both ways are relayed until either closes.
/// - `Transfer-Encoding` is refused (501): a body needs `Content-Length`.
final class RequestGate: Sendable {
    static let idleTime = 60
    static let headTime = 10
    static let bodyTime = 10
    static let writeTime = 10
    static let maxConnections = 512

    /// The port the gate listens on (the one chosen when 0 was asked for).
    let port: UInt16
    private let listener: Socket
    private let inner: sockaddr_un
    /// Its own event loop, taking up to 256 ready sockets a turn (FlyingFox's default takes 20).
    private let pool: any AsyncSocketPool = {
        #if canImport(Darwin)
            SocketPool.kQueue(maxEvents: 256)
        #else
            SocketPool.ePoll(maxEvents: 256)
        #endif
    }()
    private let open = LockedValue(0)
    private let task = LockedValue<Task<Void, Never>?>(nil)
    private let respond: @Sendable (HTTPRequest) async -> HTTPResponse

    /// Binds and listens on `address` now, so a failure is known before anything waits: the
    /// address in use, or not one of this machine's, is a `PlaygroundFailure` naming it.
    /// `inner` is where FlyingFox listens; `respond` answers every request but the live feed's.
    init(address: some SocketAddress, shown: String, inner: sockaddr_un, respond: @escaping @Sendable (HTTPRequest) async -> HTTPResponse) throws {
        let socket = try Socket(domain: Int32(type(of: address).family))
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen()
            if case let .ip4(_, bound) = try socket.sockname() {
                port = bound
            } else if case let .ip6(_, bound) = try socket.sockname() {
                port = bound
            } else {
                port = 0
            }
        } catch {
            try? socket.close()
            throw Self.listenFailure(error, shown: shown)
        }
        listener = socket
        self.inner = inner
        self.respond = respond
    }

    /// Why listening on `shown` failed, in one line that names the address.
    static func listenFailure(_ error: any Error, shown: String) -> PlaygroundFailure {
        guard case let .failed(_, code, _)? = error as? SocketError else {
            return PlaygroundFailure(503, "could not listen on \(shown): \(error.localizedDescription)")
        }
        return listenFailure(code: code, shown: shown)
    }

    /// Why listening on `shown` failed with the error number `code`: in use, not an address of
    /// this machine, a privileged port, or the system's words for another cause.
    static func listenFailure(code: Int32, shown: String) -> PlaygroundFailure {
        let host = shown.hasPrefix("[") ? String(shown.dropFirst().prefix { $0 != "]" }) : String(shown.prefix { $0 != ":" })
        let reason =
            switch code {
            case EADDRINUSE: "the address is in use (another program listens there; choose another --port, or --port 0 for any free one)"
            case EADDRNOTAVAIL: "\(host) is not an address of this machine (expected 127.0.0.1, ::1 or the address of one of its interfaces)"
            case EACCES: "permission denied (a port below 1024 needs privileges; choose another --port)"
            default: String(cString: strerror(code))
            }
        return PlaygroundFailure(503, "could not listen on \(shown): \(reason)")
    }

    /// Starts accepting connections, each served in its own task, until `stop()`.
    func start(rules: RequestGuard) async throws {
        try await pool.prepare()
        let accepting = try AsyncSocket(socket: listener, pool: pool)
        let running = Task { [self, pool] in
            await withDiscardingTaskGroup { group in
                group.addTask { try? await pool.run() }
                while !Task.isCancelled {
                    let client: AsyncSocket
                    do { client = try await accepting.accept() } catch {
                        // Out of descriptors, or a connection reset before it was accepted: keep accepting.
                        try? await Task.sleep(nanoseconds: 10_000_000)
                        continue
                    }
                    let admitted = open.withLock { count -> Bool in
                        guard count < Self.maxConnections else { return false }
                        count += 1
                        return true
                    }
                    group.addTask {
                        defer { try? client.close() }
                        guard admitted else { return await Self.refuse(client, PlaygroundFailure(503, "too many open connections")) }
                        await self.serve(client, rules: rules)
                        self.open.withLock { $0 -= 1 }
                    }
                }
                group.cancelAll()
            }
        }
        task.withLock { $0 = running }
    }

    /// Stops accepting, ends every connection, and closes the listening socket.
    func stop() async {
        let running = task.withLock { task in
            defer { task = nil }
            return task
        }
        running?.cancel()
        await running?.value
        try? listener.close()
    }

    /// One client connection: requests in turn until it closes, asks to, upgrades, or is refused.
    private func serve(_ client: AsyncSocket, rules: RequestGuard) async {
        var pending: [UInt8] = []
        while true {
            guard let outcome = try? await Self.readHead(client, after: pending) else { return }
            let head: RequestHead
            switch outcome {
            case .needsMore: return
            case let .refused(failure): return await Self.refuse(client, failure)
            case let .head(read, rest):
                head = read
                pending = rest
            }
            if let failure = Self.refusal(of: head, rules: rules) { return await Self.refuse(client, failure) }
            let length = head.values("content-length").first.flatMap { Int($0) } ?? 0
            var body = Array(pending.prefix(length))
            pending = Array(pending.dropFirst(length))
            let deadline = ContinuousClock.now + .seconds(Self.bodyTime)
            while body.count < length {
                let read: [UInt8]?
                do { read = try await Self.read(client, atMost: length - body.count, until: deadline) } catch { return }  // the client closed
                guard let bytes = read else { return await Self.refuse(client, PlaygroundFailure(408, "the body did not arrive within \(Self.bodyTime) s")) }
                body += bytes
            }
            if head.path == "/api/live" && !head.values("upgrade").isEmpty { return await live(head, client: client, pending: pending) }
            let closing = !head.keepsAlive
            let answer = await Self.encode(await respond(head.request(body: body)), closing: closing)
            guard await Self.write(answer, to: client), !closing else { return }
        }
    }

    /// `response` as bytes: its status line and headers, `Content-Length`, and `Connection: close`
    /// when the connection ends after it.
    static func encode(_ response: HTTPResponse, closing: Bool) async -> Data {
        let body = (try? await response.bodyData) ?? Data()
        var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for (name, value) in response.headers where ![HTTPHeader.contentLength, .connection, .transferEncoding].contains(name) {
            head += "\(name.rawValue): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\n" + (closing ? "Connection: close\r\n" : "") + "\r\n"
        return Data(head.utf8) + body
    }

    /// Writes `data` to `client`, at once when it takes it, else within `writeTime`; `false` when it did not.
    static func write(_ data: Data, to client: AsyncSocket) async -> Bool {
        let sent = (try? client.socket.write(data)) ?? data.startIndex
        guard sent < data.endIndex else { return true }
        let rest = data[sent...]
        return (try? await within(.seconds(writeTime)) { try await client.write(rest) }) != nil
    }

    /// The next head: `nil` when the connection closed or stayed idle for `idleTime`; a 408 when
    /// its first byte came but not the rest within `headTime`.
    private static func readHead(_ client: AsyncSocket, after pending: [UInt8]) async throws -> HeadReader.Outcome? {
        var reader = HeadReader()
        var outcome = pending.isEmpty ? .needsMore : reader.feed(pending)
        var deadline = ContinuousClock.now + .seconds(pending.isEmpty ? idleTime : headTime)
        var started = !pending.isEmpty
        while case .needsMore = outcome {
            guard let bytes = try await read(client, atMost: 65_536, until: deadline) else {
                return started ? .refused(PlaygroundFailure(408, "the request head did not arrive within \(headTime) s")) : nil
            }
            if !started {
                started = true
                deadline = .now + .seconds(headTime)
            }
            outcome = reader.feed(bytes)
        }
        return outcome
    }

    /// At most `count` bytes: at once when some are waiting (no timer), else the next to arrive
    /// before `deadline`; `nil` past it.
    ///
    /// - Throws: `SocketError.disconnected` when the peer closed.
    static func read(_ socket: AsyncSocket, atMost count: Int, until deadline: ContinuousClock.Instant) async throws -> [UInt8]? {
        do { return try socket.socket.read(atMost: count) } catch SocketError.blocked {}
        let left = deadline - .now
        guard left > .zero else { return nil }
        return try await within(left) { try await socket.read(atMost: count) }
    }

    /// What `RequestGuard` says of `head` (with the path and the token as the gate reads them), or
    /// a 501 for `Transfer-Encoding`.
    static func refusal(of head: RequestHead, rules: RequestGuard) -> PlaygroundFailure? {
        let isLive = head.path == "/api/live"
        let facts = RequestGuard.Request(
            method: head.method, target: head.target, path: String(head.path), headers: head.headers.map { (name: $0.name, value: $0.value) },
            needsToken: RequestGuard.needsToken(method: String(head.method), path: String(head.path)), queryToken: isLive ? head.queryToken : nil)
        if let refusal = rules.refusal(of: facts) { return refusal }
        if !head.values("transfer-encoding").isEmpty {
            return PlaygroundFailure(501, "Transfer-Encoding is not served (expected a body with Content-Length)")
        }
        return nil
    }

    /// The live feed's request as FlyingFox gets it, all of it short: `/api/live` with the token
    /// and no other query, the forwarded headers, `Connection: Upgrade, close`.
    static func forwardedHead(_ head: RequestHead) -> String {
        let names = Set(RequestGuard.forwarded.map { $0.lowercased() })
        let token = head.queryToken?.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        var text = "\(head.method) /api/live?token=\(token) \(head.version)\r\n"
        for header in head.headers where names.contains(header.name.lowercased()) { text += "\(header.name): \(header.value)\r\n" }
        return text + "Connection: Upgrade, close\r\n\r\n"
    }

    /// Passes the live feed's request to FlyingFox, then relays both ways until either side closes.
    private func live(_ head: RequestHead, client: AsyncSocket, pending: [UInt8]) async {
        guard let server = await connectInner() else { return await Self.refuse(client, PlaygroundFailure(503, "the playground is not running")) }
        defer { try? server.close() }
        guard (try? await server.write(Data(Self.forwardedHead(head).utf8))) != nil else { return }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { try? await Self.relay(from: server, to: client) }
            group.addTask {
                if !pending.isEmpty { try? await server.write(Data(pending)) }
                try? await Self.relay(from: client, to: server)
            }
            await group.next()
            group.cancelAll()
        }
    }

    /// A connection to FlyingFox, or `nil` when it cannot be made within 5 s.
    private func connectInner() async -> AsyncSocket? {
        guard let socket = try? Socket(domain: Int32(AF_UNIX)), let server = try? AsyncSocket(socket: socket, pool: pool) else { return nil }
        for _ in 0..<500 {
            do {
                try socket.connect(to: inner)
                return server
            } catch SocketError.blocked {
                try? await Task.sleep(nanoseconds: 10_000_000)  // its queue of connections is full
            } catch {
                break
            }
        }
        try? socket.close()
        return nil
    }

    /// Copies `source` to `destination` until `source` ends.
    private static func relay(from source: AsyncSocket, to destination: AsyncSocket) async throws {
        while true {
            let bytes: [UInt8]
            do {
                do { bytes = try source.socket.read(atMost: 65_536) } catch SocketError.blocked { bytes = try await source.read(atMost: 65_536) }
            } catch SocketError.disconnected {
                return
            }
            try await destination.write(Data(bytes))
        }
    }

    /// Answers `failure` and closes the sending side, then reads and drops what the client still
    /// sends (at most 256 KB, for at most a second and a half in all), so that closing does not
    /// reset the connection before the client has read the answer.
    static func refuse(_ client: AsyncSocket, _ failure: PlaygroundFailure) async {
        let deadline = ContinuousClock.now + .milliseconds(1_500)
        let answer = response(failure)
        let sent = (try? client.socket.write(answer)) ?? answer.startIndex
        if sent < answer.endIndex { _ = try? await within(deadline - .now) { try await client.write(answer[sent...]) } }
        _ = shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
        var dropped = 0
        while dropped < 262_144, let bytes = try? await read(client, atMost: 65_536, until: deadline) { dropped += bytes.count }
    }

    /// `failure` as a whole HTTP response, with the playground's headers and `Connection: close`.
    static func response(_ failure: PlaygroundFailure) -> Data {
        let body = HTMLText.scriptJSON(["error": failure.message])
        var head = "HTTP/1.1 \(failure.status) Refused\r\n"
        for (name, value) in PlaygroundServer.responseHeaders(type: "application/json") { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
        return Data((head + body).utf8)
    }

    /// `work`'s result, or `nil` when it takes longer than `time` (it is cancelled then).
    static func within<T: Sendable>(_ time: Duration, _ work: @escaping @Sendable () async throws -> T) async throws -> T? {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(for: time)
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }
}
