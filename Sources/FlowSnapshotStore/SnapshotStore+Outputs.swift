import FlowText
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an output (`-o`, `--output`, `--report`) must not replace: the snapshot folder's own files.
extension SnapshotStore {
    /// Why writing the file `url` would replace one of this snapshot folder's own files, or `nil`
    /// when it would not. The folder's own files are everything in its scenario folder
    /// (`scenarios/`), and its references and pending results (`<scenario>/<checkpoint>.txt` and
    /// `.txt.new`); an existing regular file anywhere that starts with FlowAtlas's snapshot or
    /// trace header is a reference too (of some snapshot folder). Folders are compared by
    /// identity, so a link, `..` or another spelling of the path leads to the same answer.
    ///
    /// Commands refuse such an output unless `--force` is given (`save -o
    /// Snapshots/scenarios/ocean-abyss.yaml` would replace the scenario with a saved state).
    public func overwriteProblem(writing url: URL) -> String? {
        let target = url.standardizedFileURL
        if let problem = overwriteProblem(writingInto: target.deletingLastPathComponent()) { return problem }
        let parent = target.deletingLastPathComponent()
        let name = target.lastPathComponent
        if name.hasSuffix(".txt") || name.hasSuffix(".txt.new"), Self.isSameFolder(parent.deletingLastPathComponent(), directory) {
            let kind = name.hasSuffix(".txt") ? "a reference snapshot" : "a pending snapshot"
            return "is \(kind) of the snapshot folder \(DisplayPath.of(directory)) (expected an output outside its scenario files and references)"
        }
        if Self.startsWithSnapshotHeader(target) {
            return "is a FlowAtlas snapshot file, as its first line says (expected an output that is not a scenario file or a reference)"
        }
        return nil
    }

    /// Why writing files into `folder` would write among this snapshot folder's scenario files
    /// (the folder is the scenario folder or inside it), or `nil` when it would not.
    public func overwriteProblem(writingInto folder: URL) -> String? {
        let scenarios = scenariosFolder.standardizedFileURL
        var ancestor = folder.standardizedFileURL
        while true {
            if Self.isSameFolder(ancestor, scenarios) || ancestor.pathComponents == scenarios.pathComponents {
                return "is inside the scenario folder \(DisplayPath.of(scenarios)) (expected an output outside the scenario files and references)"
            }
            let parent = ancestor.deletingLastPathComponent()
            if parent.path == ancestor.path { return nil }
            ancestor = parent
        }
    }

    /// Whether `a` and `b` are one existing folder (links followed).
    static func isSameFolder(_ a: URL, _ b: URL) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(a.path, &first) == 0, stat(b.path, &second) == 0 else { return false }
        return first.st_mode & S_IFMT == S_IFDIR && first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Whether `url` is a regular file (not a link) that starts with FlowAtlas's snapshot or trace header.
    static func startsWithSnapshotHeader(_ url: URL) -> Bool {
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let handle = FileHandle(forReadingAtPath: url.path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 64)) ?? Data(), as: UTF8.self)
        return head.hasPrefix(TreeSnapshot.versionLine) || head.hasPrefix(TraceText.versionLine)
    }
}
