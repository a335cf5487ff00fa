import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A write that failed: which file (as the user named it) and why, in words.
public struct WriteError: Error, CustomStringConvertible, Equatable {
    /// The target, as the user named it.
    public var path: String
    /// What went wrong ("permission denied", "is a symbolic link", "no space left on device").
    public var reason: String

    /// A failure to write `path` for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "error: cannot write \(path): \(reason)" }
}
