import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowScenarios
import Foundation
import Testing

@testable import FlowPlayground

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server over a real loopback socket, in this process: what the gate refuses before
/// FlyingFox parses anything, what it passes on unchanged, and why it could not listen.
/// (Timings and the load test run against a `flowatlas serve` process: `ServeLoadTests`.)
@Suite("Playground server")
struct PlaygroundServerTests {
    /// Runs `body` with a server for the demo on a free port, then stops it.
    static func withServer(_ body: (PlaygroundServer, UInt16) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = DemoScenarioApp()
        let server = try PlaygroundServer(app: app, apps: ScenarioApps([app]), store: SnapshotStore(directory: folder), overwrite: false, port: 0)
        let url = try await server.start()
        do { try await body(server, UInt16(try #require(url.port))) } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    static func exchange(_ port: UInt16, _ request: [UInt8]) async -> RawHTTP.Answer {
        await RawHTTP.onThread { RawHTTP.exchange(port: port, request) }
    }

    static func token(_ port: UInt16) async throws -> String {
        let page = await exchange(port, RawHTTP.head("GET / HTTP/1.1", port: port))
        return String(try #require(page.text.components(separatedBy: "name=\"flowatlas-token\" content=\"").dropFirst().first).prefix(32))
    }

    @Test("Adversarial: a long request line or header line, many headers, big headers: 414 or 431, FlyingFox never reads them")
    func longLinesAreRefused() async throws {
        try await Self.withServer { _, port in
            for kilobytes in [10, 40, 100] {
                let line = await Self.exchange(port, RawHTTP.head("GET /\(String(repeating: "a", count: kilobytes * 1_024)) HTTP/1.1", port: port))
                #expect(line.status == 414, "\(kilobytes) KB request line: \(line)")
                let header = await Self.exchange(
                    port, RawHTTP.head("GET /api/state HTTP/1.1", port: port, ["X-Big: " + String(repeating: "b", count: kilobytes * 1_024)]))
                #expect(header.status == 431, "\(kilobytes) KB header line: \(header)")
                let many = (0..<(kilobytes * 10)).map { "X-\($0): v" }
                let count = await Self.exchange(port, RawHTTP.head("GET /api/state HTTP/1.1", port: port, many))
                #expect(count.status == 431 && count.text.contains("header lines"), "\(many.count) headers: \(count)")
                let big = (0..<(16 + kilobytes)).map { "X-\($0): " + String(repeating: "c", count: 1_000) }
                let total = await Self.exchange(port, RawHTTP.head("GET /api/state HTTP/1.1", port: port, big))
                #expect(total.status == 431, "16 + \(kilobytes) header lines of 1 KB: \(total)")
            }
            let target = await Self.exchange(port, RawHTTP.head("GET /\(String(repeating: "a", count: RequestGuard.maxTarget)) HTTP/1.1", port: port))
            #expect(target.status == 414 && target.text.contains("\(RequestGuard.maxTarget) bytes"), "\(target)")
            #expect(await Self.exchange(port, RawHTTP.head("GET /api/state HTTP/1.1", port: port)).status == 200)
        }
    }

    @Test(
        "Adversarial: a duplicate Host or Origin is 400, whichever copy is the right one",
        arguments: [
            ["Host: evil.example:80"], ["Origin: http://evil.example", "Origin: http://127.0.0.1:PORT"],
            ["Origin: http://127.0.0.1:PORT", "Origin: http://evil.example"], ["HOST: 127.0.0.1:PORT"],
            ["Origin: http://127.0.0.1:PORT", "origin: http://127.0.0.1:PORT"],
        ])
    func duplicateHostOrOrigin(lines: [String]) async throws {
        try await Self.withServer { _, port in
            let lines = lines.map { $0.replacingOccurrences(of: "PORT", with: String(port)) }
            let token = try await Self.token(port)
            let body = #"{"command":"navigate","route":"AppRoute.tabRoot"}"#
            let request =
                RawHTTP.head(
                    "POST /api/command HTTP/1.1", port: port,
                    lines + ["X-FlowAtlas-Token: \(token)", "Content-Type: application/json", "Content-Length: \(body.utf8.count)"]) + Array(body.utf8)
            let answer = await Self.exchange(port, request)
            #expect(answer.status == 400 && answer.text.contains("times (expected at most once)"), "\(lines): \(answer)")
            let state = await Self.exchange(port, RawHTTP.head("GET /api/state HTTP/1.1", port: port))
            #expect(state.text.contains(#""version":0"#), "the refused command changed nothing")
        }
    }

    @Test(
        "Adversarial: malformed lines are 400 (or 505), not skipped or guessed at",
        arguments: [
            "GET /api/state HTTP/1.1\r\nHost: H\r\nno colon here\r\n\r\n", "GET /api/state HTTP/1.1\r\nHost: H\r\n folded: line\r\n\r\n",
            "GET /api/state HTTP/1.1\r\nHost : H\r\n\r\n", "GET  /api/state HTTP/1.1\r\nHost: H\r\n\r\n", "\u{1}\u{2}garbage\r\n\r\n",
            "GET /api/state HTTP/1.1\r\nHost: H\r\nX-A: a\u{0}b\r\n\r\n", "GET api/state HTTP/1.1\r\nHost: H\r\n\r\n",
            "GET /api/state HTTP/2.0\r\nHost: H\r\n\r\n", "GET /api/state\r\nHost: H\r\n\r\n",
            "GET /api/state HTTP/1.1\r\nHost: H\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        ])
    func malformedLines(request: String) async throws {
        try await Self.withServer { _, port in
            let answer = await Self.exchange(port, Array(request.replacingOccurrences(of: "Host: H", with: "Host: 127.0.0.1:\(port)").utf8))
            let expected = request.contains("HTTP/2.0") ? 505 : request.contains("chunked") ? 501 : 400
            #expect(answer.status == expected, "\(request.debugDescription): \(answer)")
            #expect(answer.text.contains(#"{"error":"#), "\(answer)")
        }
    }

    @Test("what passes the gate is served as before: keep-alive, pipelining, a POST body in pieces, the live feed")
    func passesThrough() async throws {
        try await Self.withServer { _, port in
            let token = try await Self.token(port)
            let answers = await RawHTTP.onThread { () -> [RawHTTP.Answer] in
                guard let fd = RawHTTP.connect(port: port) else { return [] }
                defer { close(fd) }
                let body = Array(#"{"command":"navigate","route":"AppRoute.tabRoot"}"#.utf8)
                let post = RawHTTP.head(
                    "POST /api/command HTTP/1.1", port: port,
                    ["X-FlowAtlas-Token: \(token)", "Content-Type: application/json", "Content-Length: \(body.count)", "User-Agent: test"])
                RawHTTP.send(fd, Array(post) + body.prefix(10))
                usleep(50_000)
                RawHTTP.send(
                    fd, Array(body.dropFirst(10)) + RawHTTP.head("GET /api/state HTTP/1.1", port: port) + RawHTTP.head("GET /nowhere HTTP/1.1", port: port))
                return [RawHTTP.receive(fd), RawHTTP.receive(fd), RawHTTP.receive(fd)]
            }
            #expect(answers.map(\.status) == [200, 200, 404], "\(answers)")
            #expect(answers.dropFirst().first?.text.contains(#""version":1"#) == true)
            let key = Data((0..<16).map { UInt8($0) }).base64EncodedString()
            let live = await Self.exchange(
                port,
                RawHTTP.head(
                    "GET /api/live?token=\(token) HTTP/1.1", port: port,
                    ["Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: \(key)", "Sec-WebSocket-Version: 13"]))
            #expect(live.status == 101, "\(live)")
            let refused = await Self.exchange(port, RawHTTP.head("GET /api/live?token=wrong HTTP/1.1", port: port, ["Upgrade: websocket"]))
            #expect(refused.status == 403, "\(refused)")
        }
    }

    @Test("Adversarial: a port in use, or an address not of this machine, fails at once, naming the address and the cause")
    func bindFailures() async throws {
        try await Self.withServer { _, port in
            let app = DemoScenarioApp()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-bind-\(UUID().uuidString)")
            for (host, cause) in [("127.0.0.1", "the address is in use"), ("192.0.2.1", "192.0.2.1 is not an address of this machine")] {
                let second = try PlaygroundServer(
                    app: app, apps: ScenarioApps([app]), store: SnapshotStore(directory: folder), overwrite: false, host: host, port: port)
                let started = Date()
                let error = await #expect(throws: PlaygroundFailure.self) { _ = try await second.start() }
                #expect(Date().timeIntervalSince(started) < 5, "\(host): it failed at once (it used to wait 10 s)")
                #expect(error?.message.hasPrefix("could not listen on \(host):\(port): \(cause)") == true, "\(String(describing: error))")
            }
        }
    }
}
