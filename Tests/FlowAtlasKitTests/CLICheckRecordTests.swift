import FlowAtlasTestSupport
import FlowScenarios
import FlowText
import Foundation
import Testing

/// `flowatlas check` and `flowatlas record` in-process: exit codes,
/// diffs, pending files, CI refusal, failed expectations.
@Suite("CLI check and record")
struct CLICheckRecordTests {
    @Test("check passes on the committed references, exit 0, writes nothing")
    func checkPasses() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let before = Support.contents(of: snap)
            let result = Kit.run(["check", "--snapshots", snap.path])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("4 snapshots: 4 matched, 0 differ"))
            #expect(Support.contents(of: snap) == before)
        }
    }

    @Test("check on a mismatch: unified diff with context, .txt.new beside, reference untouched, exit 1")
    func checkMismatch() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let reference = snap.appendingPathComponent("ocean-abyss/rainbow-purple.txt")
            let edited = try Support.read(reference).replacingOccurrences(of: "current: RainbowRoute.purple", with: "current: RainbowRoute.blue")
            try Support.write(edited, to: reference)
            let result = Kit.run(["check", "--snapshots", snap.path])
            #expect(result.status == 1, "\(result)")
            #expect(
                result.stdout.contains(
                    "Snapshot ocean-abyss/rainbow-purple does not match its reference. Pending: \(snap.path)/ocean-abyss/rainbow-purple.txt.new\n"))
            #expect(
                result.stdout.contains(
                    """
                    --- ocean-abyss/rainbow-purple.txt (reference)
                    +++ ocean-abyss/rainbow-purple.txt.new (actual)
                    @@ -17,4 +17,4 @@
                     ## screen
                     tab bar: [Red] | Green | Blue | Yellow | Purple
                     stack: RedRoute.red > RainbowRoute.red > RainbowRoute.orange > RainbowRoute.yellow > RainbowRoute.green > RainbowRoute.blue > RainbowRoute.purple
                    -current: RainbowRoute.blue
                    +current: RainbowRoute.purple

                    """), "\(result)")
            #expect(result.stdout.contains("3 matched, 1 differ"))
            #expect(try Support.read(reference) == edited)
            let pending = snap.appendingPathComponent("ocean-abyss/rainbow-purple.txt.new")
            #expect(try Support.read(pending) == Support.read(Support.committedSnapshots.appendingPathComponent("ocean-abyss/rainbow-purple.txt")))
            // Only the mismatching checkpoint has a pending file.
            #expect(Support.contents(of: snap).keys.filter { $0.hasSuffix(".new") } == ["ocean-abyss/rainbow-purple.txt.new"])
            // check again: still exit 1, the reference is still not overwritten.
            let again = Kit.run(["check", "--snapshots", snap.path])
            #expect(again.status == 1)
            #expect(try Support.read(reference) == edited)
        }
    }

    @Test("check shows trailing whitespace in the diff")
    func checkShowsTrailingWhitespace() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let reference = snap.appendingPathComponent("ocean-abyss/after-back.txt")
            try Support.write(
                try Support.read(reference).replacingOccurrences(of: "current: OceanRoute.deep\n", with: "current: OceanRoute.deep  \n"), to: reference)
            let result = Kit.run(["check", "--snapshots", snap.path, "ocean-abyss"])
            #expect(result.status == 1)
            #expect(result.stdout.contains("\n-current: OceanRoute.deep··\n+current: OceanRoute.deep\n"), "\(result)")
        }
    }

    @Test("check fails when a reference is missing; it writes only the pending file")
    func checkMissingReference() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            try FileManager.default.removeItem(at: snap.appendingPathComponent("ocean-abyss/abyss.txt"))
            let result = Kit.run(["check", "--snapshots", snap.path])
            #expect(result.status == 1, "\(result)")
            #expect(result.stdout.contains("Snapshot ocean-abyss/abyss has no reference."))
            #expect(!FileManager.default.fileExists(atPath: snap.appendingPathComponent("ocean-abyss/abyss.txt").path))
            #expect(FileManager.default.fileExists(atPath: snap.appendingPathComponent("ocean-abyss/abyss.txt.new").path))
        }
    }

    @Test("record writes every reference atomically (no temporary files left), exit 0")
    func recordWrites() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withReferences: false)
            let result = Kit.run(["record", "--snapshots", snap.path])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("4 written, 0 unchanged"))
            let files = Support.contents(of: snap)
            #expect(Set(files.keys) == Set(["scenarios/ocean-abyss.yaml"] + Support.oceanAbyssCheckpoints.map { "ocean-abyss/\($0).txt" }))
            for name in Support.oceanAbyssCheckpoints {
                #expect(
                    files["ocean-abyss/\(name).txt"]
                        == FileManager.default.contents(atPath: Support.committedSnapshots.appendingPathComponent("ocean-abyss/\(name).txt").path))
            }
            let again = Kit.run(["record", "--snapshots", snap.path])
            #expect(again.status == 0)
            #expect(again.stdout.contains("0 written, 4 unchanged"))
        }
    }

    @Test("record is refused under CI: exit 2, nothing written", arguments: ["true", "1", "yes", "TRUE"])
    func recordRefusedUnderCI(_ value: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withReferences: false)
            // A stale reference that record would overwrite, and a pending file it would drop.
            try Support.write("# flowatlas snapshot v1\nstale\n", to: snap.appendingPathComponent("ocean-abyss/abyss.txt"))
            try Support.write("pending\n", to: snap.appendingPathComponent("ocean-abyss/abyss.txt.new"))
            let before = Support.contents(of: snap)
            let result = Kit.run(["record", "--snapshots", snap.path], environment: ["CI": value])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("refusing to record snapshots because CI is set"))
            #expect(Support.contents(of: snap) == before)
        }
    }

    @Test("record is allowed when CI is empty, 0 or false", arguments: ["", "0", "false"])
    func recordAllowedWithoutCI(_ value: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withReferences: false)
            let result = Kit.run(["record", "--snapshots", snap.path], environment: ["CI": value])
            #expect(result.status == 0, "\(result)")
            #expect(Support.contents(of: snap).keys.filter { $0.hasSuffix(".txt") }.count == 4)
        }
    }

    @Test("accept is refused under CI too")
    func acceptRefusedUnderCI() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            try Support.write("# flowatlas snapshot v1\npending\n", to: snap.appendingPathComponent("ocean-abyss/abyss.txt.new"))
            let before = Support.contents(of: snap)
            let result = Kit.run(["accept", "--all", "--snapshots", snap.path], environment: ["CI": "true"])
            #expect(result.status == 2, "\(result)")
            #expect(Support.contents(of: snap) == before)
        }
    }

    @Test("an expectFailure whose inner step succeeds fails check, run and record with exit 1")
    func failedExpectationExitsOne() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
            try Support.write(
                """
                name: wrong
                steps:
                  - open: flowatlas-demo://app/tabRoot
                  - snapshot: tabs
                  - expectFailure: { navigate: GreenRoute.lightGreen, error: navigationFailed }

                """, to: snap.appendingPathComponent("scenarios/wrong.yaml"))
            let run = Kit.run(["run", "--snapshots", snap.path, "wrong"])
            #expect(run.status == 1, "\(run)")
            #expect(
                run.stdout.contains(
                    "FAILED \(snap.path)/scenarios/wrong.yaml:5:5: expectFailure navigationFailed: navigate GreenRoute.lightGreen: expected to fail with navigationFailed, but it succeeded"
                ), "\(run)")
            let record = Kit.run(["record", "--snapshots", snap.path])
            #expect(record.status == 1, "\(record)")
            #expect(!FileManager.default.fileExists(atPath: snap.appendingPathComponent("wrong/tabs.txt").path))
            // Even with a matching reference, check fails on the expectation.
            let tabs = Support.runner.run(try Support.scenario(try Support.read(snap.appendingPathComponent("scenarios/wrong.yaml")))).snapshots[0].text
            try Support.write(tabs, to: snap.appendingPathComponent("wrong/tabs.txt"))
            let check = Kit.run(["check", "--snapshots", snap.path])
            #expect(check.status == 1, "\(check)")
            #expect(check.stdout.contains("1 matched, 0 differ, 1 scenarios with failed expectations"), "\(check)")
        }
    }

    @Test("a plain step that fails fails check with exit 1")
    func failedStepExitsOne() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
            try Support.write(
                "name: plain\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n  - navigate: UnhandledRoute.invalidRoute\n",
                to: snap.appendingPathComponent("scenarios/plain.yaml"))
            let check = Kit.run(["check", "--snapshots", snap.path])
            #expect(check.status == 1, "\(check)")
            #expect(
                check.stdout.contains("FAILED \(snap.path)/scenarios/plain.yaml:4:5: navigate UnhandledRoute.invalidRoute: failed: navigationFailed"),
                "\(check)")
        }
    }
}
