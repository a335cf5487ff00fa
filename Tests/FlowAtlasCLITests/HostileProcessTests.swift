import FlowAtlasTestSupport
import FlowScenarios
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What only a real `flowatlas` process shows: a writer's temporaries are told apart by process
/// id (this test process is another, live one), and standard output on a full device.
@Suite("Hostile filesystems, with the shipped binary")
struct HostileProcessTests {
    @Test("record removes only temporaries of dead processes, never a running writer's")
    func staleTemporariesOfDeadProcessesOnly() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let folder = snap.appendingPathComponent("ocean-abyss")
            let live = folder.appendingPathComponent(".abyss.txt.tmp-\(getpid())-7")
            let dead = folder.appendingPathComponent(".abyss.txt.tmp-999999-7")
            try Support.write("half", to: live)
            try Support.write("half", to: dead)
            let result = try await Support.flowatlas(["record", "--snapshots", snap.path], in: root)
            #expect(result.status == 0, "\(result)")
            #expect(FileManager.default.fileExists(atPath: live.path), "this test process is alive: its temporary stays")
            #expect(!FileManager.default.fileExists(atPath: dead.path))
        }
    }

    @Test(
        "with standard output on a full device every command exits 2 with the reason on stderr",
        arguments: [
            ["check"], ["run", "ocean-abyss"], ["review"], ["render", "hierarchy"], ["trace", "OceanRoute.abyss"],
            ["explore", "--max-depth", "0"], ["demo"], ["--help"],
        ])
    func fullStandardOutput(arguments: [String]) async throws {
        guard FileManager.default.isWritableFile(atPath: "/dev/full") else { return }
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            try Support.write(
                try Support.read(snap.appendingPathComponent("ocean-abyss/abyss.txt")), to: snap.appendingPathComponent("ocean-abyss/abyss.txt.new"))
            let takesSnapshots = !["--help", "demo", "explore"].contains(arguments[0])
            let process = try Support.makeProcess(
                arguments + (takesSnapshots ? ["--snapshots", snap.path] : []),
                in: root, environment: [:])
            let errURL = root.appendingPathComponent("stderr")
            FileManager.default.createFile(atPath: errURL.path, contents: nil)
            let err = try FileHandle(forWritingTo: errURL)
            process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            process.standardError = err
            let status = try await Support.runToEnd(process)
            try err.close()
            #expect(status == 2, "\(arguments)")
            #expect(try Support.read(errURL).contains("error: cannot write to standard output: no space left on device"), "\(arguments)")
        }
    }
}
