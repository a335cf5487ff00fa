import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File-system failures in words a user reads: "permission denied", "no space left on device".
package enum FileProblem {
    /// The reason for `code` (an `errno`).
    package static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "does not exist"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory"
        case ENOTDIR: "a part of the path is not a directory"
        case ENOSPC: "no space left on device"
        case EDQUOT: "disk quota exceeded"
        case EROFS: "read-only file system"
        case ENAMETOOLONG: "the name is too long for the file system"
        case ELOOP: "too many symbolic links"
        case EEXIST: "already exists"
        case EIO: "input/output error"
        case EFBIG: "file too large"
        case EPIPE: "the reader went away (broken pipe)"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The reason for a Foundation error, without its domain and code.
    package static func describe(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return describe(Int32(underlying.code))
        }
        if ns.domain == NSPOSIXErrorDomain { return describe(Int32(ns.code)) }
        switch CocoaError.Code(rawValue: ns.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "does not exist"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on device"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: return "invalid file name"
        default: return ns.localizedDescription
        }
    }
}
