import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a text file the user named, reporting what the path really is when it is not a
/// readable UTF-8 regular file (missing, a dangling link, a folder, a FIFO, unreadable, too big).
package enum TextFileReader {
    /// Files larger than this (64 MiB) are refused before reading.
    package static let sizeLimit = 64 * 1024 * 1024
    /// Scenario files larger than this (16 MiB) are refused before reading: a scenario of 100,000
    /// steps is 3 to 6 MB, and composing a file takes about 15 times its size in memory.
    package static let scenarioSizeLimit = 16 * 1024 * 1024

    /// The text of `url`; errors name `display` and say what was expected.
    package static func read(_ url: URL, display: String, limit: Int = sizeLimit) throws(ScenarioError) -> String {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            let code = errno
            var link = stat()
            if lstat(url.path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                switch code {
                case ELOOP: throw ScenarioError(file: display, message: "is a symbolic link loop, or a chain of too many links (expected a readable file)")
                case ENOENT: throw ScenarioError(file: display, message: "is a dangling symbolic link (expected a readable file)")
                default:
                    throw ScenarioError(
                        file: display, message: "is a symbolic link to what cannot be read: \(FileProblem.describe(code)) (expected a readable file)")
                }
            }
            throw ScenarioError(file: display, message: "\(FileProblem.describe(code)) (expected a readable file)")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw ScenarioError(file: display, message: "is a directory (expected a regular file)")
        case S_IFIFO: throw ScenarioError(file: display, message: "is a FIFO (expected a regular file)")
        case S_IFSOCK: throw ScenarioError(file: display, message: "is a socket (expected a regular file)")
        default: throw ScenarioError(file: display, message: "is a device (expected a regular file)")
        }
        guard Int(info.st_size) <= limit else {
            throw ScenarioError(file: display, message: "is \(info.st_size) bytes (expected at most \(limit) bytes)")
        }
        guard access(url.path, R_OK) == 0 else {
            throw ScenarioError(file: display, message: "\(FileProblem.describe(errno)) (expected a readable file)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ScenarioError(file: display, message: "cannot be read: \(FileProblem.describe(error)) (expected a readable file)")
        }
        guard let text = String(validatingUTF8Data: data) else {
            let (line, column) = firstInvalidUTF8(in: data)
            throw ScenarioError(file: display, line: line, column: column, message: "is not valid UTF-8 (expected UTF-8 text)")
        }
        return text
    }

    /// Line and column (1-based, in bytes) of the first byte that is not valid UTF-8.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        let bytes = [UInt8](data)
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length == 0 { return (line, index - lineStart + 1) }
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return (line, index - lineStart + 1)
    }

    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return 0 }
        let slice = Array(bytes[index..<index + length])
        return String(validating: slice, as: UTF8.self) == nil ? 0 : length
    }
}

extension String {
    /// The UTF-8 text of `data`, or `nil` when it is not valid UTF-8 (no replacement characters).
    init?(validatingUTF8Data data: Data) {
        guard let text = String(validating: data, as: UTF8.self) else { return nil }
        self = text
    }
}
