import FlowCore
import FlowReport
import FlowScenarios
import FlyingFox
import FlyingSocks
import Foundation

/// `flowatlas serve`: the playground over HTTP, on FlyingFox behind `RequestGate`.
///
/// `GET /` is the page; `GET /playground.js` and `/playground.css` its script and style;
/// `GET /api/config` the palette; `GET /api/state` the state; `POST /api/command` runs one
/// `PlaygroundCommand`; `/api/live` is a WebSocket that pushes the state after every change.
/// Every request passes `RequestGuard` first (host, origin, token, sizes, duplicates), twice: at
/// the gate, which reads the head with limits before FlyingFox parses anything, and here, on what
/// FlyingFox parsed. Responses forbid inline script (`Content-Security-Policy`), so even a value
/// that escaped escaping could not run.
public final class PlaygroundServer: Sendable {
    private let server: HTTPServer
    private let address: any SocketAddress
    private let host: String
    private let requestedPort: UInt16
    private let playground: PlaygroundHost
    private let feed: LiveFeed
    private let rules = LockedValue<RequestGuard?>(nil)
    private let gate = LockedValue<RequestGate?>(nil)
    /// The run's token: the page has it, and `--inspect` prints it for the apps.
    public let token: String
    /// The inspector's paths, with `inspect`.
    private let inspector: InspectorRoutes?
    /// The private folder of FlyingFox's Unix socket (mode 0700), named after this process.
    private let folder: URL
    private let inner: sockaddr_un

    /// A server for `app` on `host` (127.0.0.1 unless the user chose another) and `port` (0: any
    /// free port). It does not listen until `start()`.
    ///
    /// - Throws: `PlaygroundFailure` when `host` is not a numeric IPv4 or IPv6 address.
    /// `chosen` replaces the random token (an app that keeps its token across runs of the server).
    ///
    /// With `inspect`, it also accepts running apps (FlowInspector) below `/inspector`, with a page
    /// each below `/inspect` (`InspectorRoutes`).
    public init(
        app: any AtlasApp, apps: ScenarioApps, store: SnapshotStore, overwrite: Bool, host: String = "127.0.0.1", port: UInt16, inspect: Bool = false,
        token chosen: String? = nil
    ) throws {
        if let chosen, let problem = Self.problem(withToken: chosen) { throw PlaygroundFailure(400, problem) }
        do {
            address = host.contains(":") ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw PlaygroundFailure(400, "--host '\(host)' is not an IP address (expected 127.0.0.1, ::1 or another address of this machine)")
        }
        self.host = host
        requestedPort = port
        token = chosen ?? Self.makeToken()
        let playground = PlaygroundHost(app: app, apps: apps, store: store, overwrite: overwrite)
        self.playground = playground
        feed = LiveFeed { await playground.stateJSON }
        inspector = inspect ? InspectorRoutes(hub: InspectorHub(apps: apps, store: store, overwrite: overwrite), token: token) : nil
        folder = InnerSocket.folder()
        inner = .unix(path: folder.appendingPathComponent("s").path)
        server = HTTPServer(config: HTTPServer.Configuration(address: inner, logger: .disabled))
    }

    /// Starts listening and returns the page's URL (with the port chosen when 0 was asked for).
    ///
    /// - Throws: at once, without waiting, a `PlaygroundFailure` whose message names the address
    ///   and the cause when it cannot listen there: the address is in use, or is not one of this
    ///   machine's.
    public func start() async throws -> URL {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let gate = try RequestGate(address: address, shown: "\(shownHost):\(requestedPort)", inner: inner) { [self] in await self.respond(to: $0) }
        let port = gate.port
        let rules = RequestGuard(hosts: RequestGuard.hosts(host: host, port: port), token: token)
        self.rules.withLock { $0 = rules }
        self.gate.withLock { $0 = gate }
        do {
            try InnerSocket.prepare(folder)
            await server.appendRoute("*") { [self] request in await self.respond(to: request) }
            // Listening, or the reason it could not: whichever comes first.
            let running = server
            let (outcomes, outcome) = AsyncStream<Result<Void, any Error>>.makeStream(bufferingPolicy: .bufferingNewest(2))
            Task {
                do {
                    try await running.run()
                    outcome.yield(.failure(PlaygroundFailure(503, "the playground's server stopped while starting")))
                } catch {
                    outcome.yield(.failure(error))
                }
            }
            Task {
                do {
                    try await running.waitUntilListening(timeout: 10)
                    outcome.yield(.success(()))
                } catch {
                    outcome.yield(.failure(error))
                }
            }
            for await first in outcomes {
                do { try first.get() } catch let failure as PlaygroundFailure { throw failure } catch {
                    throw PlaygroundFailure(503, "could not start the playground's server on \(folder.path)/s: \(error.localizedDescription)")
                }
                break
            }
            try await gate.start(rules: rules)
        } catch {
            await stop()
            throw error
        }
        return URL(string: "http://\(shownHost):\(port)/")!
    }

    /// Stops listening, and removes the private socket's folder.
    public func stop() async {
        await gate.withLock { $0 }?.stop()
        await server.stop(timeout: 1)
        try? FileManager.default.removeItem(at: folder)
    }

    private func respond(to request: HTTPRequest) async -> HTTPResponse {
        let isLive = request.path == "/api/live"
        let facts = RequestGuard.Request(
            method: request.method.rawValue, target: request.target.rawValue, path: request.path,
            headers: request.headers.map { (name: $0.key.rawValue, value: $0.value) },
            needsToken: RequestGuard.needsToken(method: request.method.rawValue, path: request.path), queryToken: isLive ? request.query["token"] : nil)
        guard let rules = rules.withLock({ $0 }) else { return failure(PlaygroundFailure(503, "the playground is starting")) }
        if let refusal = rules.refusal(of: facts) { return failure(refusal) }
        if let inspector, InspectorRoutes.serves(request.path) {
            guard let body = await Self.body(of: request) else {
                return failure(PlaygroundFailure(413, "the body is larger than \(RequestGuard.maxBody(path: request.path)) bytes"))
            }
            guard let answer = await inspector.respond(to: request, body: body) else {
                return failure(PlaygroundFailure(404, "nothing at \(String(request.path.prefix(80)).debugDescription) for \(request.method.rawValue)"))
            }
            return HTTPResponse(
                statusCode: HTTPStatusCode(answer.status, phrase: answer.status == 200 ? "OK" : "Refused"), headers: Self.headers(type: answer.type),
                body: answer.body)
        }
        switch (request.method, request.path) {
        case (.GET, "/"): return text(PlaygroundPage.html(token: token), type: "text/html; charset=utf-8")
        case (.GET, "/playground.js"): return text(PlaygroundPage.script, type: "text/javascript; charset=utf-8")
        case (.GET, "/playground.css"): return text(PlaygroundPage.style, type: "text/css; charset=utf-8")
        case (.GET, "/api/config"): return text(await playground.configJSON, type: "application/json")
        case (.GET, "/api/state"): return text(await playground.stateJSON, type: "application/json")
        case (.GET, "/api/live"):
            do {
                return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: feed)).handleRequest(request)
            } catch {
                return failure(PlaygroundFailure(400, "not a WebSocket handshake (expected GET /api/live with Upgrade: websocket)"))
            }
        case (.POST, "/api/command"):
            guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
                return failure(PlaygroundFailure(415, "the body must be JSON (expected Content-Type: application/json)"))
            }
            guard let body = await Self.body(of: request) else {
                return failure(PlaygroundFailure(413, "the body is larger than \(RequestGuard.maxBody(path: request.path)) bytes"))
            }
            let (status, json, changed) = await playground.handle(body)
            if changed { feed.broadcast(await playground.stateJSON) }
            return text(json, type: "application/json", status: status)
        case (_, "/"), (_, "/playground.js"), (_, "/playground.css"), (_, "/api/config"), (_, "/api/state"), (_, "/api/live"), (_, "/api/command"):
            return failure(
                PlaygroundFailure(405, "\(request.method.rawValue) \(request.path) is not served (expected \(request.path == "/api/command" ? "POST" : "GET"))")
            )
        default:
            return failure(PlaygroundFailure(404, "nothing at \(String(request.path.prefix(80)).debugDescription) (expected /, /api/state or /api/command)"))
        }
    }

    /// The body, read up to the limit (a body without Content-Length is read in chunks); `nil` past it.
    private static func body(of request: HTTPRequest) async -> Data? {
        var data = Data()
        do {
            for try await chunk in request.bodySequence {
                data.append(chunk)
                if data.count > RequestGuard.maxBody(path: request.path) { return nil }
            }
        } catch {
            return Data()
        }
        return data
    }

    private func text(_ body: String, type: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(statusCode: HTTPStatusCode(status, phrase: status == 200 ? "OK" : "Refused"), headers: Self.headers(type: type), body: Data(body.utf8))
    }

    private func failure(_ failure: PlaygroundFailure) -> HTTPResponse {
        text(HTMLText.scriptJSON(["error": failure.message]), type: "application/json", status: failure.status)
    }

    private static func headers(type: String) -> HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in responseHeaders(type: type) { headers[HTTPHeader(name)] = value }
        return headers
    }

    /// Every response's headers, the gate's refusals included: its type, no caching, no sniffing,
    /// no referrer, no framing, and no script or style but the page's own files.
    static func responseHeaders(type: String) -> KeyValuePairs<String, String> {
        [
            "Content-Type": type,
            "Cache-Control": "no-store",
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "no-referrer",
            "X-Frame-Options": "DENY",
            "Content-Security-Policy":
                "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        ]
    }

    /// Why `token` cannot be a run's token: fewer than 32 characters, or one that is not a letter,
    /// a digit, `-` or `_` (it travels in a header and a URL).
    static func problem(withToken token: String) -> String? {
        guard token.utf8.count >= 32, token.utf8.count <= 128 else {
            return "the token has \(token.utf8.count) characters (expected 32 to 128, as random as the run's own)"
        }
        guard token.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x2D || $0 == 0x5F })
        else {
            return "the token has a character other than a letter, a digit, - or _"
        }
        return nil
    }

    /// 128 random bits as hex.
    private static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(generator.next() as UInt32, radix: 16).leftPadded(to: 8) }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
