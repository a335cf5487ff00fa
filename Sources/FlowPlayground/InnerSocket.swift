import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where FlyingFox listens behind `RequestGate`: a Unix socket `s` in a new folder of the temporary
/// directory, `flowatlas-serve-PID-RANDOM`, that only this user can open (mode 0700), so no other
/// user reaches FlyingFox without passing the gate's limits.
///
/// A folder whose process no longer runs (a `serve` ended by Ctrl-C) is removed when the next one starts.
enum InnerSocket {
    static let prefix = "flowatlas-serve-"

    /// A new folder's location (not created yet), in the temporary directory, or in /tmp when that
    /// would make the socket's path too long (a socket path has at most 104 bytes on macOS).
    static func folder() -> URL {
        let name = "\(prefix)\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 16))"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        return folder.path.utf8.count <= 96 ? folder : URL(fileURLWithPath: "/tmp").appendingPathComponent(name)
    }

    /// Removes folders of processes that ended, then creates `folder` with mode 0700.
    ///
    /// - Throws: `PlaygroundFailure` when the folder cannot be created, or exists already.
    static func prepare(_ folder: URL) throws {
        let parent = folder.deletingLastPathComponent()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), pid != getpid(), kill(pid, 0) == -1, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
        guard mkdir(folder.path, 0o700) == 0 else {
            throw PlaygroundFailure(503, "could not create \(folder.path) for the playground's socket: \(String(cString: strerror(errno)))")
        }
    }
}
