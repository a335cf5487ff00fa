import FlowAtlasTestSupport
import FlowScenarios
import Foundation
import Testing

/// Text goldens in `Tests/FlowDiagramsTests/Goldens`, compared byte for byte.
///
/// Regenerate with `FLOWATLAS_RECORD_GOLDENS=1 swift test --filter FlowDiagramsTests`
/// (refused when `CI` is set). A mismatch names the first differing line and writes the
/// actual text next to a temporary folder so `diff -u` shows the whole change.
enum Golden {
    /// The golden folder.
    static let folder: URL = Support.packageRoot.appendingPathComponent("Tests/FlowDiagramsTests/Goldens")

    /// The variable that switches to recording.
    static let recordVariable = "FLOWATLAS_RECORD_GOLDENS"

    /// Compares `actual` with the golden `name`, or records it when asked to.
    static func assertMatches(_ actual: String, golden name: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name)
        let actualData = Data(actual.utf8)
        let regenerate = "\(recordVariable)=1 swift test --filter FlowDiagramsTests"

        if let flag = environment[recordVariable], !flag.isEmpty, flag != "0" {
            if SnapshotWorkflow.isCI(environment) {
                Issue.record("Refusing to record golden \(name): \(recordVariable) is set while CI=\(environment["CI"] ?? ""). Record locally and commit the goldens.",
                             sourceLocation: sourceLocation)
                return
            }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                if (try? Data(contentsOf: url)) != actualData { try actualData.write(to: url, options: .atomic) }
                Issue.record("Recorded golden \(name) (\(actualData.count) bytes). Unset \(recordVariable) to compare.",
                             severity: .warning, sourceLocation: sourceLocation)
            } catch {
                Issue.record("Cannot record golden \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }

        guard let expectedData = try? Data(contentsOf: url) else {
            Issue.record("No golden at \(url.path). Create it with: \(regenerate)", sourceLocation: sourceLocation)
            return
        }
        guard expectedData != actualData else { return }
        let saved = saveActual(actualData, name: name)
        Issue.record("""
            Golden \(name) differs (expected \(expectedData.count) bytes, got \(actualData.count)).
            \(firstDifference(expected: String(decoding: expectedData, as: UTF8.self), actual: actual))
            Diff: diff -u \(url.path) \(saved ?? "<could not save the actual text>")
            If the change is intended, regenerate: \(regenerate)
            """, sourceLocation: sourceLocation)
    }

    /// Where the two texts first differ, with a few lines of context (escaped, so invisible characters show).
    static func firstDifference(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        var lines = ["First difference at line \(index + 1) (golden has \(old.count) lines, actual \(new.count)):"]
        for context in max(0, index - 2)..<index { lines.append("   \(old[context].debugDescription)") }
        lines.append(" - " + (index < old.count ? old[index].debugDescription : "<end of golden>"))
        lines.append(" + " + (index < new.count ? new[index].debugDescription : "<end of actual>"))
        return lines.joined(separator: "\n")
    }

    /// Writes the actual text to a temporary file for `diff`; returns its path.
    private static func saveActual(_ data: Data, name: String) -> String? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-golden-actual-\(getpid())")
        let url = directory.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return url.path
        } catch {
            return nil
        }
    }
}
