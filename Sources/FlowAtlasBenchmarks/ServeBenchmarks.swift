import FlowDemoScenarios
import FlowPlayground
import FlowScenarios
import Foundation

/// What `serve` costs a user: a navigate on the demo, from the request leaving a client to the
/// whole response read back (a fresh connection each, as a page's fetch may open), measured
/// against the running server in this process.
enum ServeBenchmarks {
    static func run(into report: inout Report) -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-serve-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = DemoScenarioApp()
        let server = try! PlaygroundServer(app: app, apps: ScenarioApps([app]), store: SnapshotStore(directory: folder), overwrite: false, port: 0)
        let url = blocking { try await server.start() }
        defer { blocking { await server.stop() } }
        let port = UInt16(url.port!)
        let page = LoopbackHTTP.request(port: port, method: "GET", path: "/", body: nil, token: nil)
        let token = String(page.split(separator: "name=\"flowatlas-token\" content=\"")[1].prefix(32))
        _ = command(port: port, token: token, #"{"command":"navigate","route":"AppRoute.tabRoot"}"#)
        // Back and forth between two screens of one stack: each request is one navigate and a moment.
        var flip = false
        let navigate = Harness.measure("serve navigate", warmup: 10, repetitions: 200) {
            flip.toggle()
            let reply = command(
                port: port, token: token, flip ? #"{"command":"navigate","route":"RedRoute.lightRed"}"# : #"{"command":"navigate","route":"RedRoute.red"}"#)
            precondition(reply.hasPrefix("HTTP/1.1 200"), "serve refused a navigate: \(reply.prefix(300))")
        }
        let met = navigate.median <= 0.020
        report.table(
            ["measure", "measured", "target", "met?"],
            [["`serve` on the demo: a navigate, request to response (state JSON with screen and picture)", navigate.summary, "≤ 20 ms", met ? "yes" : "NO"]])
        report.emit("Every serve target: \(met ? "met" : "MISSED")")
        return met
    }

    private static func command(port: UInt16, token: String, _ json: String) -> String {
        LoopbackHTTP.request(port: port, method: "POST", path: "/api/command", body: json, token: token)
    }

    /// Runs `work` on the concurrency pool and waits for it on this thread.
    static func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { box.result = .success(try await work()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try! box.result!.get()
    }

    private final class ResultBox<T>: @unchecked Sendable { var result: Result<T, any Error>? }
}
