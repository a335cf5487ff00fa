import FlowCore
import FlowDemo
import FlowDemoScenarios
import FlowScenarios
import FlowText
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Helpers shared by the test targets. Everything is namespaced under `Support`
/// and free of shared mutable state, so tests can run in parallel.
package enum Support {
    /// The package root (the folder holding Package.swift), found from this file's path.
    package static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    }()

    /// The committed example snapshot folder (read only: always copy what you need).
    package static var committedSnapshots: URL { packageRoot.appendingPathComponent("Snapshots") }

    // MARK: Temporary folders

    /// Runs `body` with a fresh temporary folder that is removed afterwards.
    package static func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowatlas-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try await body(url.resolvingSymlinksInPath())
    }

    /// Creates `<root>/snap/scenarios` with a copy of the committed `ocean-abyss` scenario and,
    /// when `withReferences`, its committed references. Returns the snapshot folder.
    @discardableResult
    package static func makeSnapshotFolder(in root: URL, withOceanAbyss: Bool = true, withReferences: Bool = true) throws -> URL {
        let fm = FileManager.default
        let snap = root.appendingPathComponent("snap", isDirectory: true)
        try fm.createDirectory(at: snap.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        if withOceanAbyss {
            try fm.copyItem(
                at: committedSnapshots.appendingPathComponent("scenarios/ocean-abyss.yaml"),
                to: snap.appendingPathComponent("scenarios/ocean-abyss.yaml"))
            if withReferences {
                let folder = snap.appendingPathComponent("ocean-abyss", isDirectory: true)
                try fm.createDirectory(at: folder, withIntermediateDirectories: true)
                for name in oceanAbyssCheckpoints {
                    try fm.copyItem(
                        at: committedSnapshots.appendingPathComponent("ocean-abyss/\(name).txt"),
                        to: folder.appendingPathComponent("\(name).txt"))
                }
            }
        }
        return snap
    }

    /// The checkpoints of the committed ocean-abyss scenario.
    package static let oceanAbyssCheckpoints = ["rainbow-purple", "abyss", "abyss-again", "after-back"]

    package static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    package static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// Every regular file under `folder` (hidden ones included), relative path -> bytes.
    package static func contents(of folder: URL) -> [String: Data] { FlowAtlasProcess.files(under: folder) }

    // MARK: In-process runs

    package static var parser: ScenarioParser { ScenarioParser(apps: [DemoScenarioApp()]) }
    package static var runner: ScenarioRunner { ScenarioRunner(app: DemoScenarioApp()) }

    /// Parses `yaml` as a scenario (the test fails on a parse error).
    package static func scenario(_ yaml: String, file: String = "test.yaml") throws -> Scenario {
        try parser.parse(yaml, file: file)
    }

    /// The parse error for `yaml`, or `nil` if it parsed.
    package static func parseError(_ yaml: String, file: String = "bad.yaml") -> ScenarioError? {
        do {
            _ = try parser.parse(yaml, file: file)
            return nil
        } catch {
            return error
        }
    }

    /// A fresh demo app, logged in (on the tab flow).
    package static func loggedInApp() -> AppCoordinator {
        let app = DemoApp.make()
        app.navigate(to: AppRoute.tabRoot)
        return app
    }

    /// Whether `text` is one complete, well-formed snapshot.
    package static func isCompleteSnapshot(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard text.hasSuffix("\n"), !text.contains("\r"), lines.first == Substring(TreeSnapshot.versionLine),
            let tree = lines.firstIndex(of: "## tree"), let screen = lines.firstIndex(of: "## screen"), tree < screen,
            lines[tree + 1].hasPrefix("AppCoordinator<AppRoute>"),
            let last = lines.dropLast().last, last.hasPrefix("current: ")
        else { return false }
        return true
    }
}
