import Foundation

/// The snapshot folder: scenario files in `scenarios/`, references at
/// `<scenario>/<checkpoint>.txt`, pending results beside them as `<checkpoint>.txt.new`.
///
/// Every write goes to a temporary file in the same folder and is renamed into place,
/// so a killed process leaves either the old file or the new one, never half of one.
public struct SnapshotStore: Sendable {
    /// The snapshot folder (by default `Snapshots/`).
    public let directory: URL

    /// A store rooted at `directory`.
    public init(directory: URL) { self.directory = directory }

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

    /// The scenario files, sorted by path.
    public var scenarioFiles: [URL] {
        let folder = directory.appendingPathComponent("scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Where the reference for `key` lives.
    public func referenceURL(_ key: Key) -> URL {
        directory.appendingPathComponent(key.scenario).appendingPathComponent(key.checkpoint + ".txt")
    }

    /// Where the pending result for `key` lives.
    public func pendingURL(_ key: Key) -> URL {
        directory.appendingPathComponent(key.scenario).appendingPathComponent(key.checkpoint + ".txt.new")
    }

    /// The committed reference, if there is one.
    public func reference(_ key: Key) -> String? { try? String(contentsOf: referenceURL(key), encoding: .utf8) }

    /// The pending result, if there is one.
    public func pending(_ key: Key) -> String? { try? String(contentsOf: pendingURL(key), encoding: .utf8) }

    /// Writes the reference for `key` atomically and drops any pending result.
    public func writeReference(_ text: String, for key: Key) throws {
        try AtomicFile.write(text, to: referenceURL(key))
        try? FileManager.default.removeItem(at: pendingURL(key))
    }

    /// Writes the pending result for `key` atomically (never touches the reference).
    public func writePending(_ text: String, for key: Key) throws {
        try AtomicFile.write(text, to: pendingURL(key))
    }

    /// Removes the pending result for `key`, if any.
    public func removePending(_ key: Key) {
        try? FileManager.default.removeItem(at: pendingURL(key))
    }

    /// Removes temporary files a killed writer left behind (`.<name>.tmp-<pid>`).
    public func removeLeftoverTemporaryFiles() {
        let fm = FileManager.default
        for folder in ((try? fm.contentsOfDirectory(atPath: directory.path)) ?? []) where !folder.hasPrefix(".") {
            let path = directory.appendingPathComponent(folder)
            for name in (try? fm.contentsOfDirectory(atPath: path.path)) ?? [] where name.hasPrefix(".") && name.contains(".tmp-") {
                try? fm.removeItem(at: path.appendingPathComponent(name))
            }
        }
    }

    /// Every reference file present, sorted.
    public var references: [Key] { files(withSuffix: ".txt") }

    /// Every pending result present, sorted.
    public var pendingKeys: [Key] { files(withSuffix: ".txt.new") }

    /// Replaces the reference with the pending result for `key`.
    public func accept(_ key: Key) throws {
        guard let text = pending(key) else { throw StoreError.noPending(key) }
        try writeReference(text, for: key)
    }

    /// Deletes the pending result for `key`.
    public func reject(_ key: Key) throws {
        guard pending(key) != nil else { throw StoreError.noPending(key) }
        removePending(key)
    }

    /// Deletes the reference for `key` (used for unreferenced snapshots).
    public func deleteReference(_ key: Key) throws {
        try FileManager.default.removeItem(at: referenceURL(key))
    }

    private func files(withSuffix suffix: String) -> [Key] {
        let fm = FileManager.default
        let folders = ((try? fm.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0 != "scenarios" && !$0.hasPrefix(".") }
        var keys: [Key] = []
        for folder in folders {
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

/// Writes files by writing a temporary sibling and renaming it over the target.
public enum AtomicFile {
    /// Writes `text` to `url` atomically, creating the folder if needed.
    public static func write(_ text: String, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }
}
