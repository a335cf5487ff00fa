import FlowAtlasTestSupport
import Foundation

/// Running the built `flowatlas` as a subprocess.
extension Support {
    /// The `flowatlas` executable built next to this test bundle.
    static func executable() throws -> URL { try FlowAtlasProcess.executable() }

    /// The environment a CLI run gets: the test's own, without CI, NO_COLOR, TERM and
    /// FLOWATLAS_SNAPSHOTS, then `overrides` (a `nil` value removes the variable).
    static func environment(_ overrides: [String: String?]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["CI", "NO_COLOR", "TERM", "FLOWATLAS_SNAPSHOTS", "FORCE_COLOR"] { environment[name] = nil }
        for (name, value) in overrides { environment[name] = value }
        return environment
    }

    /// Runs `flowatlas arguments…` in `directory`, output captured through files (no pipes to drain).
    static func flowatlas(_ arguments: [String], in directory: URL, environment overrides: [String: String?] = [:]) async throws -> CLIResult {
        let result = try await FlowAtlasProcess.run(arguments, in: directory, environment: environment(overrides))
        return CLIResult(
            status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self),
            stderr: String(decoding: result.stderr, as: UTF8.self))
    }

    static func makeProcess(_ arguments: [String], in directory: URL, environment overrides: [String: String?]) throws -> Process {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment(overrides)
        return process
    }

    /// Launches `process` and waits for it without blocking a thread on `waitUntilExit()`.
    static func runToEnd(_ process: Process) async throws -> Int32 { try await FlowAtlasProcess.runToEnd(process).0 }

    static let ansiEscape = "\u{1B}["
}
