import FlowSnapshotStore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `POSIXWrite`'s invariant: `write(2)` gets the slice's own bytes and count, nothing around them.
@Suite("POSIX write of a slice")
struct POSIXWriteTests {
    @Test("a slice from the middle of an array, written to a pipe, reads back exactly: no byte before or after it")
    func sliceIsWrittenExactly() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let bytes = Array("before|the slice|after".utf8)
        let slice = bytes[7..<16]
        #expect(POSIXWrite.write(ends[1], slice) == slice.count)
        close(ends[1])
        let read = FileHandle(fileDescriptor: ends[0], closeOnDealloc: false).readDataToEndOfFile()
        #expect(String(decoding: read, as: UTF8.self) == "the slice")
        #expect(POSIXWrite.write(-1, slice) == -1 && errno == EBADF)
    }
}
