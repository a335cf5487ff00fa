import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder a command writes many files into (`docs --output`, `report -o`, `check --report`),
/// looked at without following links. Every path the command would write or delete is checked
/// (`plan(writing:cleaning:)`) before anything changes, so a symbolic link, a FIFO, a device or
/// a folder in the way refuses the whole run and leaves everything as it was (`record` refuses a
/// linked snapshot folder the same way). The files are then written one by one through
/// `SafeFileWriter` (a temporary file, then a rename), which checks each target again.
package struct OutputFolder {
    /// The folder.
    package let folder: URL
    /// What the folder holds and which command writes it, for messages: `docs`, `report`.
    package let name: String

    /// The folder `name` (`docs`, `report`) at `folder`.
    package init(folder: URL, name: String) {
        self.folder = folder
        self.name = name
    }

    /// What is at a path, without following a link.
    package enum Entry: Equatable {
        case missing, file, folder, link, fifo, socket, device

        /// `a FIFO`, for messages.
        package var described: String {
            switch self {
            case .missing: "nothing"
            case .file: "a regular file"
            case .folder: "a directory"
            case .link: "a symbolic link"
            case .fifo: "a FIFO"
            case .socket: "a socket"
            case .device: "a device"
            }
        }
    }

    /// What is at `relative` below the folder (the folder itself when `nil`).
    package func entry(_ relative: String?) -> Entry {
        var info = stat()
        guard lstat(url(relative).path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        case S_IFIFO: return .fifo
        case S_IFSOCK: return .socket
        default: return .device
        }
    }

    /// The URL of `relative` below the folder (the folder itself when `nil`).
    package func url(_ relative: String?) -> URL { relative.map { folder.appendingPathComponent($0) } ?? folder }

    /// `relative`'s path as messages show it (`DisplayPath`).
    package func display(_ relative: String?) -> String { DisplayPath.of(url(relative)) }

    /// Why the folder itself cannot hold the files, or `nil` when it can (a real folder, or nothing yet).
    package var folderProblem: String? {
        switch entry(nil) {
        case .missing, .folder: nil
        case .link: "is a symbolic link (expected a real folder or no file; \(name) never writes or deletes through links)"
        case let other: "is \(other.described) (expected a folder for the \(name), or no file)"
        }
    }

    /// The first folder on the way to `relative` (itself included when `includingLast`) that is not
    /// a real folder, and what it is; `nil` when the way is clear (folders that do not exist yet are made).
    package func blockedFolder(on relative: String, includingLast: Bool) -> (path: String, entry: Entry)? {
        let components = relative.split(separator: "/").map(String.init)
        var path = ""
        for component in includingLast ? components[...] : components.dropLast() {
            path = path.isEmpty ? component : "\(path)/\(component)"
            switch entry(path) {
            case .folder: continue
            case .missing: return nil
            case let other: return (path, other)
            }
        }
        return nil
    }

    /// Checks everything writing `paths` and cleaning `generatedFolders` would touch, and returns
    /// the leftover pictures (in those folders, not among `paths`) to delete. Throws, changing
    /// nothing, at the first path that is a link, lies under a link, or is not a regular file, or
    /// when the folder cannot be created or written into (`checkWritable()`).
    package func plan(writing paths: [String], cleaning generatedFolders: [String] = []) throws(WriteError) -> [String] {
        if let problem = folderProblem { throw WriteError(path: display(nil), reason: problem) }
        for path in paths + generatedFolders {
            let isFolder = generatedFolders.contains(path)
            if let (blocked, entry) = blockedFolder(on: path, includingLast: isFolder) {
                throw WriteError(path: display(path), reason: blockedReason(display(blocked), entry))
            }
            guard !isFolder else { continue }
            switch entry(path) {
            case .missing, .file: continue
            case .link:
                throw WriteError(path: display(path), reason: "is a symbolic link (expected a regular file or no file; \(name) never writes through links)")
            case let other: throw WriteError(path: display(path), reason: "is \(other.described) (expected a regular file or no file)")
            }
        }
        let produced = Set(paths)
        var leftovers: [String] = []
        for subfolder in generatedFolders where entry(subfolder) == .folder {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url(subfolder).path)) ?? []
            for name in names.sorted() where name.hasSuffix(".svg") && !produced.contains("\(subfolder)/\(name)") {
                let path = "\(subfolder)/\(name)"
                switch entry(path) {
                case .file: leftovers.append(path)
                case .missing: continue
                case let other:
                    throw WriteError(
                        path: display(path), reason: "is \(other.described) (expected a regular file: a picture an earlier \(self.name) run generated)")
                }
            }
        }
        try checkWritable()
        return leftovers
    }

    /// Checks that the folder can be created (when missing) and written into, by trying: the
    /// missing folders on the way and an exclusive temporary file inside are created, then
    /// removed, so nothing is left. What a path's permissions say is not enough (`/proc/x` looks
    /// writable to root and is not).
    package func checkWritable() throws(WriteError) {
        var missing: [URL] = []
        var current = folder.standardizedFileURL
        var info = stat()
        // Folders above the output may be links (only what is below it is never followed).
        while stat(current.path, &info) != 0 {
            missing.append(current)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        var created: [URL] = []
        defer { for made in created.reversed() { rmdir(made.path) } }
        for url in missing.reversed() {
            guard mkdir(url.path, 0o755) == 0 else {
                // ENOENT with an existing parent: a file system that makes no folders (`/proc`).
                let reason = errno == ENOENT ? "the file system makes no folders there" : FileProblem.describe(errno)
                throw WriteError(
                    path: display(nil), reason: "cannot create the folder \(DisplayPath.of(url)): \(reason) (expected a folder that exists or can be created)")
            }
            created.append(url)
        }
        let probe = folder.appendingPathComponent(".flowatlas-probe-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(probe.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(path: display(nil), reason: "cannot write into it: \(FileProblem.describe(errno)) (expected a folder files can be written into)")
        }
        close(descriptor)
        unlink(probe.path)
    }

    /// Why a folder on the way cannot be written into.
    package func blockedReason(_ folder: String, _ entry: Entry) -> String {
        entry == .link
            ? "\(folder) is a symbolic link (expected a real folder inside the \(name) folder; \(name) never writes or deletes through links)"
            : "\(folder) is \(entry.described) (expected a folder)"
    }
}
