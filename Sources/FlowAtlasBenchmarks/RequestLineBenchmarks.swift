import FlowDemoScenarios
import FlowPlayground
import FlowScenarios
import FlyingFox
import Foundation

/// What a long request line costs `serve` (issue 45): a GET whose request line is 1, 10 or
/// 100 KB, on a new connection, from the request leaving a raw-socket client to the whole answer
/// read back (1 KB: an unknown path, 404; 10 and 100 KB: the gate's 414), and a 2 KB target that
/// is served (`/playground.css?…`, 200). Side by side, FlyingFox 0.27.1 alone, without the gate,
/// on the same lines: its line reader is quadratic (100 KB is run once, and only when 10 KB took
/// under a second).
enum RequestLineBenchmarks {
    static func run(into report: inout Report) -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-line-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = DemoScenarioApp()
        let server = try! PlaygroundServer(app: app, apps: ScenarioApps([app]), store: SnapshotStore(directory: folder), overwrite: false, port: 0)
        let port = UInt16(ServeBenchmarks.blocking { try await server.start() }.port!)
        defer { ServeBenchmarks.blocking { await server.stop() } }
        let bare = HTTPServer(address: try! sockaddr_in.inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
        let barePort = ServeBenchmarks.blocking { () async throws -> UInt16 in
            await bare.appendRoute("*") { _ in HTTPResponse(statusCode: .notFound) }
            Task { try await bare.run() }
            try await bare.waitUntilListening()
            guard case let .ip4(_, port)? = await bare.listeningAddress else { throw CancellationError() }
            return port
        }
        defer { ServeBenchmarks.blocking { await bare.stop(timeout: 1) } }

        var rows: [[String]] = []
        var met = true
        var bareMedian = 0.0
        // (shown size, the target's start, the length of the rest, what `serve` answers)
        let cases = [("1 KB", "/", 1_023, "404"), ("10 KB", "/", 10_239, "414"), ("100 KB", "/", 102_399, "414"), ("2 KB", "/playground.css?", 2_030, "200")]
        for (size, start, length, expected) in cases {
            let path = start + String(repeating: "a", count: length)
            let gated = Harness.measure("request line \(size)", warmup: 3, repetitions: 50) {
                let reply = LoopbackHTTP.request(port: port, method: "GET", path: path, body: nil, token: nil)
                precondition(reply.hasPrefix("HTTP/1.1 \(expected)"), "serve answered a \(size) request line with \(reply.prefix(100))")
            }
            let within = gated.median <= 0.005
            met = met && within
            let what = ["200": "`/playground.css?…`, served (200)", "404": "an unknown path (404)", "414": "refused by the gate (414)"][expected]!
            rows.append(["`serve`: a \(size) request line, request to answer: \(what)", gated.summary, "≤ 5 ms", within ? "yes" : "NO"])
            guard length < 100_000 || bareMedian < 1 else {
                rows.append(["FlyingFox 0.27.1 alone, \(size): not run (10 KB took \(Measurement.format(bareMedian)))", "–", "–", "–"])
                continue
            }
            let unguarded = Harness.measure("bare \(size)", warmup: length < 100_000 ? 1 : 0, repetitions: length < 100_000 ? 5 : 1) {
                _ = LoopbackHTTP.request(port: barePort, method: "GET", path: path, body: nil, token: nil)
            }
            bareMedian = unguarded.median
            rows.append(["FlyingFox 0.27.1 alone (no gate), the same \(size) line", unguarded.summary, "–", "–"])
        }
        report.table(["measure", "measured", "target", "met?"], rows)
        report.emit("Every request-line target: \(met ? "met" : "MISSED")")
        return met
    }
}
