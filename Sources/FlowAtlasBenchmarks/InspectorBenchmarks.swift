import FlowCore
import FlowDemo
import FlowDemoScenarios
import FlowInspector
import FlowPlayground
import FlowScenarios
import Foundation

/// Issue 47's figures: what FlowInspector costs an app's navigation, and how soon `serve --inspect`
/// has what the app did.
///
/// - Overhead: two copies of the demo side by side, one connected to a `serve --inspect` in this
///   process, one not; interleaved samples of 500 push + pop round trips each (1,000 events), 10
///   of them with the inspector (10,000 events). The figure is the difference of the medians per
///   event, against ≤ 5 µs.
/// - Currency: one navigation of the connected app, then the page's state asked for until its
///   event log has it: the time from the navigation's return, against ≤ 100 ms.
///
/// Runs on the main thread, which is the app's main actor: between samples it turns the main run
/// loop, as an app's would, so the session captures its trees.
enum InspectorBenchmarks {
    @MainActor
    static func run(into report: inout Report) -> Bool {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-inspect-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = DemoScenarioApp()
        let server = try! PlaygroundServer(
            app: app, apps: ScenarioApps([app]), store: SnapshotStore(directory: folder), overwrite: false, port: 0, inspect: true)
        let url = turning { try await server.start() }
        defer { _ = turning { await server.stop() } }
        let port = UInt16(url.port!)
        let plain = app.makeRoot()
        let inspected = app.makeRoot()
        let counter = NavigationRecorder()
        inspected.addObserver(counter)
        let session = try! FlowInspector.connect(inspected, to: url.appendingPathComponent("inspector"), token: server.token, app: app.name)
        defer { session.close() }
        turn(until: { if case .connected = session.state { true } else { false } })
        let id = appID(port: port, token: server.token)
        for root in [plain, inspected] { precondition(root.navigate(to: DemoRoutes.tabRoot)) }
        let roundTrips = 500
        func sample(_ root: any AnyCoordinator) -> Double {
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                for _ in 0..<roundTrips {
                    precondition(root.visibleCoordinator.navigate(to: DemoRoutes.lightRed))
                    precondition(root.visibleCoordinator.navigate(to: DemoRoutes.red))
                }
            }
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
        var without: [Double] = []
        var with: [Double] = []
        for _ in 0..<10 {
            without.append(sample(plain))
            with.append(sample(inspected))
            // The app's main actor idles between bursts, as an app's does: the session sends its tree.
            turn(for: .milliseconds(30))
        }
        let events = Double(roundTrips * 2)
        let withMedian = Measurement(name: "with", samples: with.sorted())
        let withoutMedian = Measurement(name: "without", samples: without.sorted())
        let overhead = (withMedian.median - withoutMedian.median) / events
        // The flood drained: from the last sample's end, until the page's state shows its last event.
        let last = "#\(counter.events.count) "
        let drainStart = ContinuousClock.now
        turn(until: { stateLog(port: port, token: server.token, id: id).contains(last) }, pollEvery: .milliseconds(1))
        let drain = ContinuousClock.now - drainStart
        // Currency: each probe is one navigation, then the state polled until its log shows the event.
        var latencies: [Double] = []
        var flip = false
        for _ in 0..<20 {
            turn(for: .milliseconds(20))
            flip.toggle()
            precondition(inspected.visibleCoordinator.navigate(to: flip ? DemoRoutes.lightRed : DemoRoutes.red))
            let expected = "#\(counter.events.count) "
            let start = ContinuousClock.now
            turn(until: { stateLog(port: port, token: server.token, id: id).contains(expected) }, pollEvery: .milliseconds(1))
            let elapsed = ContinuousClock.now - start
            latencies.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        let currency = Measurement(name: "currency", samples: latencies.sorted())
        let overheadMet = overhead <= 5e-6
        let currencyMet = currency.percentile(0.9) <= 0.1
        report.table(
            ["measure", "measured", "target", "met?"],
            [
                [
                    "500 push + pop round trips (1,000 events), without the inspector", withoutMedian.summary, "", "",
                ],
                [
                    "the same, connected to `serve --inspect` (10 samples: 10,000 events)", withMedian.summary, "", "",
                ],
                [
                    "inspector overhead per event (difference of the medians / 1,000)", Measurement.format(max(0, overhead)), "≤ 5 µs",
                    overheadMet ? "yes" : "NO",
                ],
                [
                    "from a navigation to the page's state showing its event (20 probes)", currency.summary, "p90 ≤ 100 ms",
                    currencyMet ? "yes" : "NO",
                ],
                [
                    "after the 10,000 events (and their markers), until the page's state shows the last",
                    Measurement.format(
                        Double(drain.components.seconds) + Double(drain.components.attoseconds) * 1e-18), "", "",
                ],
            ])
        report.emit("Dropped by the app's queue: \(session.droppedCount). Every inspector target: \(overheadMet && currencyMet ? "met" : "MISSED")")
        inspected.removeObserver(counter)
        return overheadMet && currencyMet
    }

    /// The id of the only connected app.
    private static func appID(port: UInt16, token: String) -> String {
        let list = LoopbackHTTP.request(port: port, method: "GET", path: "/api/inspect/apps", body: nil, token: token)
        return String(list.split(separator: "\"id\":\"")[1].prefix(16))
    }

    private static func stateLog(port: UInt16, token: String, id: String) -> String {
        LoopbackHTTP.request(port: port, method: "GET", path: "/api/inspect/\(id)/state", body: nil, token: token)
    }

    /// Runs `work` on the concurrency pool while this thread turns the main run loop (the main actor's
    /// queue) until it is done.
    @MainActor
    static func turning<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) -> T {
        let box = LockedBox<Result<T, any Error>>()
        Task.detached {
            do { box.set(.success(try await work())) } catch { box.set(.failure(error)) }
        }
        turn(until: { box.get() != nil })
        return try! box.get()!.get()
    }

    /// Turns the main run loop until `done`, for at most 30 s.
    @MainActor
    static func turn(until done: () -> Bool, pollEvery step: Duration = .milliseconds(2)) {
        let deadline = ContinuousClock.now + .seconds(30)
        while !done() {
            precondition(ContinuousClock.now < deadline, "the inspector benchmark waited 30 s")
            RunLoop.main.run(until: Date().addingTimeInterval(Double(step.components.attoseconds) * 1e-18 + Double(step.components.seconds)))
        }
    }

    /// Turns the main run loop for `time`.
    @MainActor
    static func turn(for time: Duration) {
        let end = ContinuousClock.now + time
        turn(until: { ContinuousClock.now >= end })
    }

    private final class LockedBox<T>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: T?
        func set(_ newValue: T) { lock.withLock { value = newValue } }
        func get() -> T? { lock.withLock { value } }
    }
}

/// The demo's routes the benchmark navigates between.
private enum DemoRoutes {
    static let tabRoot = AppRoute.tabRoot
    static let lightRed = RedRoute.lightRed
    static let red = RedRoute.red
}
