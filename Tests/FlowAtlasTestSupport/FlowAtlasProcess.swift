import Foundation

/// Runs the built `flowatlas` executable as a subprocess, for the CLI tests of every suite.
public enum FlowAtlasProcess {
    /// What a run produced.
    public struct Result: Sendable {
        public var status: Int32
        public var reason: Process.TerminationReason
        public var stdout: Data
        public var stderr: Data
    }

    /// The package's root folder (the one holding Package.swift).
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
                !url.path.hasSuffix("ClientPackage")
            {
                return url
            }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    }()

    /// The executable was not found.
    public struct Missing: Error, CustomStringConvertible {
        public var looked: [String]
        public var description: String {
            "the flowatlas executable was not found (looked in \(looked.joined(separator: ", "))); build it first with `swift build --build-tests`, or set FLOWATLAS_EXECUTABLE"
        }
    }

    /// The `flowatlas` executable of this build: `FLOWATLAS_EXECUTABLE` (or `FLOWATLAS_BINARY`),
    /// else next to the test bundle, else the newest `.build*/…/debug/flowatlas` of the package.
    public static func executable() throws -> URL {
        let fm = FileManager.default
        let environment = ProcessInfo.processInfo.environment
        for name in ["FLOWATLAS_EXECUTABLE", "FLOWATLAS_BINARY"] {
            if let explicit = environment[name], fm.isExecutableFile(atPath: explicit) { return URL(fileURLWithPath: explicit) }
        }
        var looked: [String] = []
        func candidate(_ folder: URL) -> URL? {
            let url = folder.appendingPathComponent("flowatlas")
            looked.append(folder.path)
            return fm.isExecutableFile(atPath: url.path) ? url : nil
        }
        // The test binary (or bundle) lives in the build folder beside the executable.
        var starts: [URL] = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
        if let main = Bundle.main.executableURL { starts.append(main.resolvingSymlinksInPath()) }
        starts.append(Bundle.main.bundleURL.resolvingSymlinksInPath())
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<4 {
                if let found = candidate(folder) { return found }
                folder.deleteLastPathComponent()
            }
        }
        let builds = ((try? fm.contentsOfDirectory(atPath: packageRoot.path)) ?? []).filter { $0.hasPrefix(".build") }
        var found: [(URL, Date)] = []
        for build in builds {
            let folder = packageRoot.appendingPathComponent(build)
            let subfolders =
                [folder.appendingPathComponent("debug")]
                + ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).map { folder.appendingPathComponent($0).appendingPathComponent("debug") }
            for sub in subfolders {
                if let url = candidate(sub) {
                    found.append((url, ((try? fm.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast))
                }
            }
        }
        if let newest = found.max(by: { $0.1 < $1.1 }) { return newest.0 }
        throw Missing(looked: looked)
    }

    /// Runs `flowatlas arguments…` in `directory` with exactly `environment`, output captured
    /// through files (no pipe can fill up), reaped by a termination handler (never a blocking wait).
    public static func run(_ arguments: [String], in directory: URL, environment: [String: String]) async throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        let capture = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: capture, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: capture) }
        let outURL = capture.appendingPathComponent("stdout")
        let errURL = capture.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let (status, reason) = try await runToEnd(process)
        try out.close()
        try err.close()
        return Result(status: status, reason: reason, stdout: try Data(contentsOf: outURL), stderr: try Data(contentsOf: errURL))
    }

    /// Launches `process` and waits for it without blocking a thread on `waitUntilExit()`.
    public static func runToEnd(_ process: Process) async throws -> (Int32, Process.TerminationReason) {
        try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: (finished.terminationStatus, finished.terminationReason)) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }

    /// Every regular file under `folder` (hidden ones included), relative path -> bytes.
    public static func files(under folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = folder.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return result }
        while let relative = enumerator.nextObject() as? String {
            let path = base + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = FileManager.default.contents(atPath: path) ?? Data()
            }
        }
        return result
    }
}
