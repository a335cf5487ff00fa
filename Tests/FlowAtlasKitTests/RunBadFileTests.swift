import FlowAtlasTestSupport
import Foundation
import Testing

/// `run` over a folder with a file it cannot read: the file is reported, the others still run.
@Suite("run with an unreadable scenario file")
struct RunBadFileTests {
    @Test("an unreadable file is reported on one line with file, line and column; the named scenarios still run; exit 2")
    func badFileDoesNotStopTheOthers() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withReferences: false)
            try Support.write("name: bad\nsteps:\n  - jump: OceanRoute.abyss\n", to: snap.appendingPathComponent("scenarios/bad.yaml"))
            let result = Kit.run(["run", "ocean-abyss", "--snapshots", snap.path])
            #expect(result.status == 2, "\(result)")
            let errors = result.stderr.split(separator: "\n")
            #expect(errors.count == 1, "\(result)")
            #expect(
                errors.first?.hasPrefix("\(snap.path)/scenarios/bad.yaml:3:5: error: unknown step 'jump' (expected one of navigate, open,") == true,
                "\(result)")
            #expect(result.stdout.contains("snapshot ocean-abyss/abyss.txt"), "ocean-abyss ran: \(result)")
        }
    }

    @Test("a name no scenario has is reported and the other names still run (exit 2)")
    func unknownNameDoesNotStopTheOthers() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withReferences: false)
            let result = Kit.run(["run", "no-such-scenario", "ocean-abyss", "--snapshots", snap.path])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr == "error: unknown scenario 'no-such-scenario' (expected one of ocean-abyss)\n", "\(result)")
            #expect(result.stdout.contains("snapshot ocean-abyss/abyss.txt"), "\(result)")
        }
    }

    @Test("check stays strict: an unreadable file stops it before anything runs (exit 2), so no reference looks unreferenced")
    func checkStaysStrict() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            try Support.write("name: bad\nsteps:\n  - jump: OceanRoute.abyss\n", to: snap.appendingPathComponent("scenarios/bad.yaml"))
            let result = Kit.run(["check", "--snapshots", snap.path])
            #expect(result.status == 2, "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(result.stderr.hasPrefix("\(snap.path)/scenarios/bad.yaml:3:5: error: unknown step 'jump'"), "\(result)")
        }
    }
}
