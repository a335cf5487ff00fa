import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The disk as `lstat` sees it: every entry's kind, a link's target, a regular file's bytes.
/// Never opens a FIFO or follows a link, so it is safe on hostile folders.
package struct DiskState: Equatable, CustomStringConvertible {
    package var entries: [String: String]

    package init(_ folder: URL) {
        entries = [:]
        let base = folder.path
        var stack = [""]
        while let relative = stack.popLast() {
            let path = relative.isEmpty ? base : base + "/" + relative
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(base + "/" + child, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    entries[child] = "dir"
                    stack.append(child)
                case S_IFLNK: entries[child] = "link -> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: base + "/" + child)) ?? "?")
                case S_IFREG:
                    entries[child] =
                        "file " + String(decoding: FileManager.default.contents(atPath: base + "/" + child) ?? Data(), as: UTF8.self).hashValue.description
                case S_IFIFO: entries[child] = "fifo"
                default: entries[child] = "other"
                }
            }
        }
    }

    package var description: String { entries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n") }
}
