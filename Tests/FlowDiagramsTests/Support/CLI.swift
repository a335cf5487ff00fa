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

    /// The `flowatlas` binary of this build: `FLOWATLAS_BINARY`, else next to the test bundle,
    /// else the newest `.build*/debug/flowatlas` under the package root.
    static func binary() throws -> URL {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["FLOWATLAS_BINARY"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        var starts: [URL] = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { starts.append(executable) }
        if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first)) }
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<3 {
                let candidate = folder.appendingPathComponent("flowatlas")
                if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
        }
        let root = Fixtures.packageRoot
        let builds = ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasPrefix(".build") }
        let candidates = builds.map { root.appendingPathComponent("\($0)/debug/flowatlas") }
            .filter { fileManager.isExecutableFile(atPath: $0.path) }
        let newest = candidates.max { modified($0) < modified($1) }
        guard let newest else {
            throw FixtureError("no flowatlas binary next to the test bundle or in \(root.path)/.build*/debug; build it with `swift build --build-tests` or set FLOWATLAS_BINARY")
        }
        return newest
    }

    /// Runs `flowatlas arguments…` in `directory`, with stdout and stderr captured to files
    /// (no pipe can fill up) and a termination handler instead of a blocking wait.
    static func run(_ arguments: [String], in directory: URL) async throws -> Result {
        let binary = try binary()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "FLOWATLAS_SNAPSHOTS")
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err

        let (status, reason): (Int32, Process.TerminationReason) = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                continuation.resume(returning: (finished.terminationStatus, finished.terminationReason))
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try out.close()
        try err.close()
        return Result(status: status, reason: reason, stdout: try Data(contentsOf: outURL), stderr: try Data(contentsOf: errURL))
    }

    /// A fresh empty folder under the temporary directory; the caller removes it.
    static func temporaryFolder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every regular file under `folder`, relative path → contents.
    static func tree(at folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return files }
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            files[path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path] = try Data(contentsOf: url)
        }
        return files
    }

    private static func modified(_ url: URL) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
