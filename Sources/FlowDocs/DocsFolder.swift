import FlowScenarios
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The docs folder as `docs` finds it, looked at without following links. Every path `docs`
/// would write or delete is checked before anything changes, so a symbolic link, a FIFO, a
/// device or a folder in the way refuses the whole run and leaves everything as it was
/// (`record` refuses a linked snapshot folder the same way).
struct DocsFolder {
    /// The docs folder.
    let folder: URL

    /// What is at a path, without following a link.
    enum Entry: Equatable {
        case missing, file, folder, link, fifo, socket, device

        /// `a FIFO`, for messages.
        var described: String {
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
    func entry(_ relative: String?) -> Entry {
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

    func url(_ relative: String?) -> URL { relative.map { folder.appendingPathComponent($0) } ?? folder }

    func display(_ relative: String?) -> String { ScenarioCatalog.display(url(relative)) }

    /// Why the folder itself cannot hold the docs, or `nil` when it can (a real folder, or nothing yet).
    var folderProblem: String? {
        switch entry(nil) {
        case .missing, .folder: nil
        case .link: "is a symbolic link (expected a real folder or no file; docs never writes or deletes through links)"
        case let other: "is \(other.described) (expected a folder for the docs, or no file)"
        }
    }

    /// The first folder on the way to `relative` (itself included when `includingLast`) that is not
    /// a real folder, and what it is; `nil` when the way is clear (folders that do not exist yet are made).
    func blockedFolder(on relative: String, includingLast: Bool) -> (path: String, entry: Entry)? {
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
    /// nothing, at the first path that is a link, lies under a link, or is not a regular file.
    func plan(writing paths: [String], cleaning generatedFolders: [String]) throws(WriteError) -> [String] {
        if let problem = folderProblem { throw WriteError(path: display(nil), reason: problem) }
        for path in paths + generatedFolders {
            let isFolder = generatedFolders.contains(path)
            if let (blocked, entry) = blockedFolder(on: path, includingLast: isFolder) {
                throw WriteError(path: display(path), reason: Self.blockedReason(display(blocked), entry))
            }
            guard !isFolder else { continue }
            switch entry(path) {
            case .missing, .file: continue
            case .link:
                throw WriteError(path: display(path), reason: "is a symbolic link (expected a regular file or no file; docs never writes through links)")
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
                        path: display(path), reason: "is \(other.described) (expected a regular file: a picture an earlier docs run generated)")
                }
            }
        }
        return leftovers
    }

    /// Why a folder on the way cannot be written into.
    static func blockedReason(_ folder: String, _ entry: Entry) -> String {
        entry == .link
            ? "\(folder) is a symbolic link (expected a real folder inside the docs folder; docs never writes or deletes through links)"
            : "\(folder) is \(entry.described) (expected a folder)"
    }
}
