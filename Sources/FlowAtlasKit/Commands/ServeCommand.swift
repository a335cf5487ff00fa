import ArgumentParser
import FlowPlayground
import FlowScenarios
import Foundation

/// `serve [--port N] [--host H] [--inspect]`: the live playground over an app, until interrupted;
/// with `--inspect`, running apps connect to it too (FlowInspector), each with its own page.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Drive your app by hand in a browser: routes, deep links, gestures, undo and time travel; Record writes a scenario.",
        discussion: """
            Listens on 127.0.0.1 unless --host is given, answers only requests addressed to that host and sent by its own \
            page (Host, Origin and a per-run token are checked), and writes only Snapshots/scenarios/NAME.yaml, never over \
            an existing file unless --force. Stop it with Ctrl-C.

            With --inspect, running apps that use FlowInspector connect to the printed inspector URL with the printed \
            token; /inspect lists them, each with a page: its live screen, hierarchy and events, links opened and traced \
            in the app, Record, and drift (the app's steps replayed in a fresh copy of the adapter of the same name). FLOWATLAS_TOKEN, when set, is the run's token \
            (32 to 128 letters, digits, - or _), so an app keeps its token across runs.
            """
    )

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var apps: AppOptions
    @Option(help: "The port to listen on (0: any free port, printed).") var port: UInt16 = 8765
    @Option(help: "The address to listen on. Anything but a loopback address exposes your app to the network.") var host: String = "127.0.0.1"
    @Flag(help: "Let Record's Save replace an existing scenario file.") var force = false
    @Flag(help: "Accept running apps (FlowInspector) with this run's token, each with its own page below /inspect.") var inspect = false

    func run() throws {
        let app = try apps.selected()
        let server: PlaygroundServer
        do {
            server = try PlaygroundServer(
                app: app, apps: Atlas.running.apps, store: options.store, overwrite: force, host: host, port: port, inspect: inspect,
                token: ProcessInfo.processInfo.environment["FLOWATLAS_TOKEN"])
        } catch let failure as PlaygroundFailure {
            throw UsageFailure(description: "error: \(failure.message)")
        }
        let started = Started()
        Task {
            do {
                let url = try await server.start()
                started.finish(.success(url))
            } catch {
                started.finish(.failure(error))
            }
        }
        switch started.wait() {
        case let .success(url):
            var lines = ["FlowAtlas playground for app '\(app.name)': \(url.absoluteString)"]
            if inspect {
                lines.append(
                    "Inspector: running apps connect to \(url.absoluteString)inspector with token \(server.token); their pages: \(url.absoluteString)inspect")
            }
            Console().out((lines + ["Stop it with Ctrl-C."]).joined(separator: "\n"))
        case let .failure(failure as PlaygroundFailure):
            throw UsageFailure(description: "error: \(failure.message)")
        case let .failure(error):
            throw UsageFailure(description: "error: could not listen on \(host):\(port): \(error) (expected a free port; try --port 0)")
        }
        // Serve until the process is interrupted.
        while true { sleep(3600) }
    }

    /// The outcome of starting, handed from the server's task to the command's thread.
    private final class Started: @unchecked Sendable {
        private let semaphore = DispatchSemaphore(value: 0)
        private var result: Result<URL, any Error>?
        func finish(_ outcome: Result<URL, any Error>) {
            result = outcome
            semaphore.signal()
        }
        func wait() -> Result<URL, any Error> {
            semaphore.wait()
            return result!
        }
    }
}
