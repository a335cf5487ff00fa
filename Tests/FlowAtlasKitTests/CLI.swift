import FlowAtlasTestSupport
import Foundation

/// Runs the built `flowatlas` executable as a subprocess.
enum CLI {
    /// What a run produced.
    struct Result: Sendable {
        var status: Int32
        var reason: Process.TerminationReason
        var stdout: Data
        var stderr: Data
        var stderrText: String { String(decoding: stderr, as: UTF8.self) }
        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The `flowatlas` binary of this build.
    static func binary() throws -> URL { try FlowAtlasProcess.executable() }

    /// Runs `flowatlas arguments…` in `directory` without colour and without a snapshot-folder override.
    static func run(_ arguments: [String], in directory: URL) async throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "FLOWATLAS_SNAPSHOTS")
        let result = try await FlowAtlasProcess.run(arguments, in: directory, environment: environment)
        return Result(status: result.status, reason: result.reason, stdout: result.stdout, stderr: result.stderr)
    }

    /// A fresh empty folder under the temporary directory; the caller removes it.
    static func temporaryFolder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every regular file under `folder`, relative path → contents.
    static func tree(at folder: URL) throws -> [String: Data] { FlowAtlasProcess.files(under: folder) }
}
