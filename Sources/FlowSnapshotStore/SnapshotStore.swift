import FlowText
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The snapshot folder: scenario files in `scenarios/`, references at
/// `<scenario>/<checkpoint>.txt`, pending results beside them as `<checkpoint>.txt.new`.
///
/// Every write goes to a temporary file in the same folder and is renamed into place,
/// so a killed process leaves either the old file or the new one, never half of one.
public struct SnapshotStore: Sendable {
    /// The snapshot folder (by default `Snapshots/`).
    public let directory: URL

    /// How files are written (a test double can simulate a full disk).
    public let writer: SafeFileWriter

    /// A store rooted at `directory`.
    public init(directory: URL, writer: SafeFileWriter = .standard) {
        self.directory = directory
        self.writer = writer
    }

    /// One snapshot file's identity.
    public struct Key: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The scenario name.
        public var scenario: String
        /// The checkpoint name.
        public var checkpoint: String
        /// Creates a key.
        public init(scenario: String, checkpoint: String) {
            self.scenario = scenario
            self.checkpoint = checkpoint
        }
        /// `scenario/checkpoint`.
        public var description: String { "\(scenario)/\(checkpoint)" }
        public static func < (lhs: Key, rhs: Key) -> Bool { (lhs.scenario, lhs.checkpoint) < (rhs.scenario, rhs.checkpoint) }
    }

    /// Where the scenario files live.
    public var scenariosFolder: URL { directory.appendingPathComponent("scenarios") }

    /// The scenario files, sorted by path. A missing or unreadable folder is an error naming it.
    public func scenarioFiles() throws(ScenarioError) -> [URL] {
        let folder = scenariosFolder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            let what = FileManager.default.fileExists(atPath: directory.path) ? "is not a folder" : "does not exist"
            throw ScenarioError(
                file: DisplayPath.of(directory), message: "\(what) (expected a snapshot folder with a scenarios/ folder; see --snapshots)")
        }
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ScenarioError(
                file: DisplayPath.of(folder),
                message: "is missing or not a folder (expected the scenario files of \(DisplayPath.of(directory)))")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw ScenarioError(file: DisplayPath.of(folder), message: "cannot be listed: \(FileProblem.describe(error))")
        }
        return names.filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Where the reference for `key` lives.
    public func referenceURL(_ key: Key) -> URL {
        directory.appendingPathComponent(key.scenario).appendingPathComponent(key.checkpoint + ".txt")
    }

    /// Where the pending result for `key` lives.
    public func pendingURL(_ key: Key) -> URL {
        directory.appendingPathComponent(key.scenario).appendingPathComponent(key.checkpoint + ".txt.new")
    }

    /// The committed reference, or `nil` when there is none. A reference that exists but is
    /// not a readable UTF-8 file (a folder, a FIFO, unreadable) is an error saying what it is.
    public func reference(_ key: Key) throws(ScenarioError) -> String? {
        let url = referenceURL(key)
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        return try TextFileReader.read(url, display: DisplayPath.of(url))
    }

    /// The pending result, if there is one and it is a plain file inside the folder (a pending
    /// file that is a symbolic link is never read: accepting it would copy any file into a reference).
    public func pending(_ key: Key) throws(ScenarioError) -> String? {
        let url = pendingURL(key)
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        guard SafeFileWriter.isPlainFile(url, within: directory) else {
            throw ScenarioError(
                file: DisplayPath.of(url),
                message: "is not a regular file inside \(DisplayPath.of(directory)) (expected a pending snapshot written by FlowAtlas)")
        }
        return try TextFileReader.read(url, display: DisplayPath.of(url))
    }

    /// Writes the reference for `key` atomically and drops any pending result.
    public func writeReference(_ text: String, for key: Key) throws(WriteError) {
        try writer.write(text, to: referenceURL(key), within: directory, display: DisplayPath.of(referenceURL(key)))
        removePending(key)
    }

    /// Writes the pending result for `key` atomically (never touches the reference).
    public func writePending(_ text: String, for key: Key) throws(WriteError) {
        try writer.write(text, to: pendingURL(key), within: directory, display: DisplayPath.of(pendingURL(key)))
    }

    /// Removes the pending result for `key`, if any (never through a link out of the folder).
    public func removePending(_ key: Key) {
        let url = pendingURL(key)
        do { try SafeFileWriter.checkPath(url, within: directory, display: url.path) } catch { return }
        unlink(url.path)
    }

    /// Removes temporary files that dead writers left behind; a running writer's are kept.
    public func removeLeftoverTemporaryFiles() {
        let fm = FileManager.default
        for folder in ((try? fm.contentsOfDirectory(atPath: directory.path)) ?? []) where !folder.hasPrefix(".") {
            let path = directory.appendingPathComponent(folder)
            var info = stat()
            guard lstat(path.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            SafeFileWriter.removeStaleTemporaryFiles(in: path)
        }
    }

    /// Every reference file present, sorted.
    public var references: [Key] { files(withSuffix: ".txt") }

    /// Every pending result present, sorted.
    public var pendingKeys: [Key] { files(withSuffix: ".txt.new") }

    /// Replaces the reference with the pending result for `key`.
    public func accept(_ key: Key) throws {
        guard let text = try pending(key) else { throw StoreError.noPending(key) }
        try writeReference(text, for: key)
    }

    /// Deletes the pending result for `key`.
    public func reject(_ key: Key) throws {
        guard try pending(key) != nil else { throw StoreError.noPending(key) }
        removePending(key)
    }

    /// Deletes the reference for `key` (used for unreferenced snapshots), only when it is a
    /// plain file inside the folder that starts with FlowAtlas's header: never anything else.
    /// Returns whether it was deleted.
    @discardableResult
    public func deleteReference(_ key: Key) throws -> Bool {
        let url = referenceURL(key)
        guard SafeFileWriter.isPlainFile(url, within: directory),
            let text = try? TextFileReader.read(url, display: url.path),
            text.hasPrefix(TreeSnapshot.versionLine) || text.hasPrefix(TraceText.versionLine)
        else { return false }
        guard unlink(url.path) == 0 else {
            throw WriteError(path: DisplayPath.of(url), reason: "cannot delete: \(FileProblem.describe(errno))")
        }
        return true
    }

    private func files(withSuffix suffix: String) -> [Key] {
        let fm = FileManager.default
        let folders = ((try? fm.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0 != "scenarios" && !$0.hasPrefix(".") }
        var keys: [Key] = []
        for folder in folders {
            var info = stat()
            guard lstat(directory.appendingPathComponent(folder).path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            let names = (try? fm.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []
            for name in names where name.hasSuffix(suffix) && !name.hasPrefix(".") {
                keys.append(Key(scenario: folder, checkpoint: String(name.dropLast(suffix.count))))
            }
        }
        return keys.sorted()
    }

    /// Store failures.
    public enum StoreError: Error, CustomStringConvertible {
        case noPending(Key)
        public var description: String {
            switch self {
            case let .noPending(key): "no pending snapshot \(key) (expected a \(key.checkpoint).txt.new file)"
            }
        }
    }
}
