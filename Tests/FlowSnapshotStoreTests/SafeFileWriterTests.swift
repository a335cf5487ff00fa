import FlowAtlasTestSupport
import FlowSnapshotStore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one writer every file goes through, on a disk that fills up.
@Suite("The safe writer on a full disk")
struct SafeFileWriterTests {
    @Test("a full disk while writing a reference: WriteError naming the file, the old reference intact, no temporary left")
    func fullDiskWhileWriting() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let full = SafeFileWriter { _, _ in
                errno = ENOSPC
                return -1
            }
            let store = SnapshotStore(directory: snap, writer: full)
            let key = SnapshotStore.Key(scenario: "ocean-abyss", checkpoint: "abyss")
            let before = DiskState(root)
            let error = #expect(throws: WriteError.self) { try store.writeReference("new text\n", for: key) }
            #expect(error?.reason == "no space left on device")
            #expect(error?.path.hasSuffix("ocean-abyss/abyss.txt") == true)
            #expect(DiskState(root) == before)
        }
    }

    @Test("a short write (a disk that fills half-way) is completed or fails cleanly, never half a file")
    func shortWrites() async throws {
        try await Support.withTemporaryDirectory { root in
            let target = root.appendingPathComponent("out.txt")
            let halves = SafeFileWriter { descriptor, bytes in SafeFileWriter.systemWrite(descriptor, bytes.prefix(max(1, bytes.count / 2))) }
            let text = String(repeating: "line of text\n", count: 1000)
            try halves.write(text, to: target)
            #expect(try Support.read(target) == text)
        }
    }
}
