import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way FlowAtlas writes a file: a temporary file created exclusively in the target's
/// own folder, written, flushed to disk, then renamed over the target. A killed process leaves
/// the old file or the new one, never half of one.
///
/// It refuses (without touching anything) to replace what is not a regular file (a symlink, a
/// FIFO, a device, a folder), and with `within:` it refuses any path that leaves that folder or
/// passes through a symbolic link below it. Temporary names carry the process id, so only a dead
/// process's leftovers are ever cleaned (`removeStaleTemporaryFiles(in:)`).
public struct SafeFileWriter: Sendable {
    /// Writes bytes to a descriptor, like POSIX `write`: the count written (perhaps fewer than
    /// were given), or -1 with `errno` set. A test double can fail it (ENOSPC) or write part of
    /// the bytes through `systemWrite(_:_:)`.
    public typealias WriteBytes = @Sendable (_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int

    let writeBytes: WriteBytes

    /// A writer; `writeBytes` is for tests that simulate a full disk.
    public init(writeBytes: @escaping WriteBytes) {
        self.writeBytes = writeBytes
    }

    /// A writer that writes with POSIX `write`.
    public init() {
        writeBytes = Self.systemWrite
    }

    /// POSIX `write` of `bytes` to `descriptor`: the count written (perhaps fewer than
    /// `bytes.count`), or -1 with `errno` set. What the standard writer writes with.
    public static func systemWrite(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int {
        POSIXWrite.write(descriptor, bytes)
    }

    /// The standard writer.
    public static let standard = SafeFileWriter()

    /// Writes `text` to `url`, creating missing folders; see the type's rules.
    public func write(_ text: String, to url: URL, within root: URL? = nil, display: String? = nil) throws(WriteError) {
        try write(text, to: url, within: root, rootName: "the snapshot folder", display: display)
    }

    /// Writes `text` to `url`, creating missing folders; see the type's rules. `rootName` names
    /// `root` in messages ("the docs folder").
    public func write(_ text: String, to url: URL, within root: URL?, rootName: String, display: String? = nil) throws(WriteError) {
        let name = display ?? url.path
        let folder = url.deletingLastPathComponent()
        try Self.checkPath(url, within: root, rootName: rootName, display: name)
        try Self.checkTarget(url, display: name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: name, reason: "cannot create its folder: \(FileProblem.describe(error))")
        }
        // Creating folders may have raced with a link being planted: check again.
        try Self.checkPath(url, within: root, rootName: rootName, display: name)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: name, reason: FileProblem.describe(errno)) }
        var failure: Int32?
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = writeBytes(descriptor, bytes)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            if written == 0 {
                failure = EIO
                break
            }
            bytes = bytes.dropFirst(written)
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary.path)
            throw WriteError(path: name, reason: FileProblem.describe(failure))
        }
        // The target may have become something else meanwhile; never rename over it then.
        do { try Self.checkTarget(url, display: name) } catch {
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = FileProblem.describe(errno)
            unlink(temporary.path)
            throw WriteError(path: name, reason: reason)
        }
    }

    /// Refuses a target that exists and is not a regular file (a symlink included).
    static func checkTarget(_ url: URL, display: String) throws(WriteError) {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: throw WriteError(path: display, reason: "is a symbolic link (expected a regular file or no file; FlowAtlas does not write through links)")
        case S_IFDIR: throw WriteError(path: display, reason: "is a directory (expected a regular file or no file)")
        case S_IFIFO: throw WriteError(path: display, reason: "is a FIFO (expected a regular file or no file)")
        case S_IFSOCK: throw WriteError(path: display, reason: "is a socket (expected a regular file or no file)")
        default: throw WriteError(path: display, reason: "is a device (expected a regular file or no file)")
        }
    }

    /// With `root`, refuses a path outside it or through a symbolic link below it.
    static func checkPath(_ url: URL, within root: URL?, rootName: String = "the snapshot folder", display: String) throws(WriteError) {
        guard let root else { return }
        let rootComponents = root.standardizedFileURL.pathComponents
        let components = url.standardizedFileURL.pathComponents
        guard components.count > rootComponents.count, Array(components.prefix(rootComponents.count)) == rootComponents else {
            throw WriteError(path: display, reason: "is outside \(root.path) (expected a path inside \(rootName))")
        }
        var path = root.standardizedFileURL
        for component in components.dropFirst(rootComponents.count).dropLast() {
            path.appendPathComponent(component)
            var info = stat()
            guard lstat(path.path, &info) == 0 else { return }
            if info.st_mode & S_IFMT == S_IFLNK {
                throw WriteError(path: display, reason: "\(path.path) is a symbolic link (expected a real folder inside \(rootName))")
            }
            if info.st_mode & S_IFMT != S_IFDIR {
                throw WriteError(path: display, reason: "\(path.path) is not a folder")
            }
        }
    }

    /// Whether `url` is a regular file reached without symbolic links below `root` (for reading
    /// pending files: a `.txt.new` that is a link is never read).
    package static func isPlainFile(_ url: URL, within root: URL) -> Bool {
        do { try checkPath(url, within: root, display: url.path) } catch { return false }
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Removes temporary files in `folder` that a dead process left (`.<name>.tmp-<pid>-<n>`);
    /// a running process's temporaries are left alone.
    package static func removeStaleTemporaryFiles(in folder: URL) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(".") {
            guard let marker = name.range(of: ".tmp-", options: .backwards) else { continue }
            let pidText = name[marker.upperBound...].prefix { $0 != "-" }
            guard let pid = Int32(pidText), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder.appendingPathComponent(name).path) }
        }
    }
}
