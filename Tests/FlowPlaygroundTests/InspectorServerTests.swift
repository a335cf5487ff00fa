import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowInspectorProtocol
import FlowScenarios
import Foundation
import Testing

@testable import FlowPlayground

/// `serve --inspect` over a real loopback socket: every inspector path needs the run's token and
/// this server's Host, the app's batches may be larger than a page's commands only with the token,
/// and without `--inspect` the paths do not exist.
@Suite("Inspector server")
struct InspectorServerTests {
    static let token = "inspector-server-test-token-0123456789"

    static func withServer(inspect: Bool = true, _ body: (UInt16) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-inspect-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = DemoScenarioApp()
        let server = try PlaygroundServer(
            app: app, apps: ScenarioApps([app]), store: SnapshotStore(directory: folder), overwrite: false, port: 0, inspect: inspect, token: token)
        let url = try await server.start()
        do { try await body(UInt16(try #require(url.port))) } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    static func request(_ port: UInt16, _ line: String, _ headers: [String] = [], body: [UInt8] = []) async -> RawHTTP.Answer {
        var bytes = RawHTTP.head(line, port: port, headers + (body.isEmpty ? [] : ["Content-Length: \(body.count)"]))
        bytes += body
        let request = bytes
        return await RawHTTP.onThread { RawHTTP.exchange(port: port, request) }
    }

    static func hello(_ app: String = "demo") throws -> [UInt8] {
        Array(try InspectorWire.encodeBatch([AppMessage.hello(InspectorHello(app: app, token: token))]))
    }

    @Test("an app with the run's token is welcomed; without it, or with another, every inspector path is 403")
    func tokenIsRequired() async throws {
        try await Self.withServer { port in
            let welcomed = await Self.request(port, "POST /inspector/hello HTTP/1.1", ["X-FlowAtlas-Token: \(Self.token)"], body: try Self.hello())
            #expect(welcomed.status == 200 && welcomed.text.contains("\"session\""), "\(welcomed)")
            for line in ["POST /inspector/hello HTTP/1.1", "GET /inspector/requests HTTP/1.1", "GET /api/inspect/apps HTTP/1.1"] {
                for token in [[], ["X-FlowAtlas-Token: wrong-token-0123456789abcdef0123456789"]] {
                    let refused = await Self.request(port, line, token, body: line.hasPrefix("POST") ? try Self.hello() : [])
                    #expect(refused.status == 403, "\(line) \(token): \(refused)")
                }
            }
            let page = await Self.request(port, "GET /inspect HTTP/1.1")
            #expect(page.status == 200 && page.text.contains("name=\"flowatlas-token\""))
            let foreign = await Self.request(port, "GET /api/inspect/apps HTTP/1.1", ["X-FlowAtlas-Token: \(Self.token)", "Origin: http://evil.example"])
            #expect(foreign.status == 403, "\(foreign)")
        }
    }

    @Test("Adversarial: a body over a page's 64 KiB is refused at /api/inspect and without the token, taken at /inspector with it (up to 4 MiB)")
    func bodyLimitsFollowTheToken() async throws {
        try await Self.withServer { port in
            let big = Array(repeating: UInt8(ascii: " "), count: RequestGuard.maxBody + 1)
            let noToken = await Self.request(port, "POST /inspector/messages HTTP/1.1", [], body: big)
            #expect(noToken.status == 403, "\(noToken)")
            let page = await Self.request(
                port, "POST /api/inspect/0123456789abcdef/command HTTP/1.1", ["X-FlowAtlas-Token: \(Self.token)", "Content-Type: application/json"], body: big)
            #expect(page.status == 413, "\(page)")
            // With the token, the batch is read and judged by the protocol: an unknown session, not a size.
            let app = await Self.request(port, "POST /inspector/messages HTTP/1.1", ["X-FlowAtlas-Token: \(Self.token)"], body: big)
            #expect(app.status == 404, "\(app)")
            let tooBig = await Self.request(
                port, "POST /inspector/messages HTTP/1.1", ["X-FlowAtlas-Token: \(Self.token)", "Content-Length: \(InspectorWire.maxBatchBytes + 1)"])
            #expect(tooBig.status == 413, "\(tooBig)")
        }
    }

    @Test("without --inspect the inspector's paths do not exist")
    func offWithoutInspect() async throws {
        try await Self.withServer(inspect: false) { port in
            let hello = await Self.request(port, "POST /inspector/hello HTTP/1.1", ["X-FlowAtlas-Token: \(Self.token)"], body: try Self.hello())
            #expect(hello.status == 404 || hello.status == 415, "\(hello)")
            let page = await Self.request(port, "GET /inspect HTTP/1.1")
            #expect(page.status == 404, "\(page)")
        }
    }

    @Test("a chosen token must be as strong as the run's own: 32 to 128 letters, digits, - or _")
    func chosenTokens() {
        #expect(PlaygroundServer.problem(withToken: "short") != nil)
        #expect(PlaygroundServer.problem(withToken: String(repeating: "a", count: 31)) != nil)
        #expect(PlaygroundServer.problem(withToken: String(repeating: "a", count: 31) + " ") != nil)
        #expect(PlaygroundServer.problem(withToken: String(repeating: "a", count: 129)) != nil)
        #expect(PlaygroundServer.problem(withToken: Self.token) == nil)
    }
}
