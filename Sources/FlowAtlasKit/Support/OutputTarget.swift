import ArgumentParser
import FlowReport
import FlowScenarios
import Foundation

/// The checks every output option (`-o`, `--output`, `--report`) gets before its command does
/// any work: not empty, not one of the snapshot folder's own files (unless `--force`), and
/// nothing in the way (a folder, a FIFO or a link where a file goes; a file where a folder goes).
enum OutputTarget {
    /// The message for an empty `option`.
    static func emptyPath(_ option: String, expected: String) -> String {
        "\(option) is an empty path (expected \(expected))"
    }

    /// Refuses the file `path` when writing it would replace one of `store`'s own files (unless
    /// `force`), or when something that is not a regular file is in its place.
    static func check(file path: String, against store: SnapshotStore, force: Bool) throws {
        let url = URL(fileURLWithPath: path)
        if !force, let problem = store.overwriteProblem(writing: url) {
            throw UsageFailure(description: "error: cannot write \(path): \(problem); --force writes it anyway")
        }
        try SafeFileWriter.checkTarget(url, display: path)
        do {
            try OutputFolder(folder: url.deletingLastPathComponent(), name: "output").checkWritable()
        } catch {
            throw WriteError(path: path, reason: error.reason)
        }
    }

    /// Refuses the report folder `path` for the scenarios named `names` before anything runs:
    /// inside the scenario folder (unless `force`), not a folder, not writable, or with a link,
    /// a FIFO or a folder where one of the report's files goes (`ReportWriter.check`).
    static func check(reportFolder path: String, scenarios names: [String], against store: SnapshotStore, force: Bool) throws {
        let url = URL(fileURLWithPath: path)
        try checkFolder(path, against: store, force: force)
        try ReportWriter.check(folder: url, scenarios: names)
    }

    /// Refuses the folder `path` when it is the scenario folder or inside it (unless `force`).
    static func checkFolder(_ path: String, against store: SnapshotStore, force: Bool) throws {
        if !force, let problem = store.overwriteProblem(writingInto: URL(fileURLWithPath: path)) {
            throw UsageFailure(description: "error: cannot write into \(path): \(problem); --force writes it anyway")
        }
    }
}
