#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes handed to POSIX `write(2)`: the one place the file writer (and the command line's
/// console) gives a C call a pointer into Swift memory.
///
/// Invariant: the pointer passed to `write` is the slice's own storage, valid for the length of
/// the call (`withUnsafeBytes`), and the count passed is the slice's: `write` reads no byte
/// outside the slice and keeps no pointer once it returns. `POSIXWriteTests` would catch a
/// breach (a slice from the middle of an array, written to a pipe, reads back exactly).
package enum POSIXWrite {
    /// Writes what `write(2)` takes of `bytes` to `descriptor`.
    ///
    /// - Returns: The number of bytes written (perhaps fewer than `bytes.count`), or -1 with
    ///   `errno` set.
    package static func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
