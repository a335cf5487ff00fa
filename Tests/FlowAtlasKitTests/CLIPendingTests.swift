import FlowAtlasTestSupport
import FlowScenarios
import FlowText
import Foundation
import Testing

/// `flowatlas review`, `accept`, `reject` (one and all) and unreferenced snapshots, in-process.
@Suite("CLI review, accept, reject, unreferenced")
struct CLIPendingTests {
    @Test("review shows each pending diff, and a new snapshot in full")
    func review() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try PendingFixture.make(root)
            try FileManager.default.removeItem(at: snap.appendingPathComponent("ocean-abyss/after-back.txt"))
            let check = Kit.run(["check", "--snapshots", snap.path])
            #expect(check.status == 1)
            let before = Support.contents(of: snap)
            let result = Kit.run(["review", "--snapshots", snap.path])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("ocean-abyss/abyss\n--- ocean-abyss/abyss.txt (reference)\n+++ ocean-abyss/abyss.txt.new (actual)\n"), "\(result)")
            #expect(result.stdout.contains("-current: OceanRoute.surface\n+current: OceanRoute.abyss\n"))
            #expect(result.stdout.contains("ocean-abyss/after-back: new snapshot\n# flowatlas snapshot v1\n"))
            #expect(result.stdout.contains("ocean-abyss/rainbow-purple\n"))
            #expect(result.stdout.contains("3 pending."))
            // review only reads.
            #expect(Support.contents(of: snap) == before)
        }
    }

    @Test("review with nothing pending says so")
    func reviewNothing() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let result = Kit.run(["review", "--snapshots", snap.path])
            #expect(result.status == 0)
            #expect(result.stdout == "No pending snapshots.\n")
        }
    }

    @Test("accept one pending snapshot: it becomes the reference, the others stay pending")
    func acceptOne() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try PendingFixture.make(root)
            _ = Kit.run(["check", "--snapshots", snap.path])
            let result = Kit.run(["accept", "--snapshots", snap.path, "ocean-abyss/abyss"])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout == "Accepted \(snap.path)/ocean-abyss/abyss.txt\n")
            #expect(try Support.read(snap.appendingPathComponent("ocean-abyss/abyss.txt")) == PendingFixture.committed("abyss"))
            #expect(PendingFixture.pending(snap) == ["ocean-abyss/rainbow-purple.txt.new"])
            #expect(try Support.read(snap.appendingPathComponent("ocean-abyss/rainbow-purple.txt")) != PendingFixture.committed("rainbow-purple"))
        }
    }

    @Test("accept --all: every pending snapshot becomes its reference and check passes")
    func acceptAll() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try PendingFixture.make(root)
            _ = Kit.run(["check", "--snapshots", snap.path])
            let result = Kit.run(["accept", "--all", "--snapshots", snap.path])
            #expect(result.status == 0, "\(result)")
            #expect(PendingFixture.pending(snap).isEmpty)
            for name in Support.oceanAbyssCheckpoints {
                #expect(try Support.read(snap.appendingPathComponent("ocean-abyss/\(name).txt")) == PendingFixture.committed(name))
            }
            let check = Kit.run(["check", "--snapshots", snap.path])
            #expect(check.status == 0, "\(check)")
        }
    }

    @Test("accept a scenario's name accepts all of its pending snapshots")
    func acceptScenario() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try PendingFixture.make(root)
            _ = Kit.run(["check", "--snapshots", snap.path])
            let result = Kit.run(["accept", "--snapshots", snap.path, "ocean-abyss"])
            #expect(result.status == 0, "\(result)")
            #expect(PendingFixture.pending(snap).isEmpty)
        }
    }

    @Test("reject one pending snapshot: it is deleted, its reference kept")
    func rejectOne() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try PendingFixture.make(root)
            _ = Kit.run(["check", "--snapshots", snap.path])
            let reference = try Support.read(snap.appendingPathComponent("ocean-abyss/rainbow-purple.txt"))
            let result = Kit.run(["reject", "--snapshots", snap.path, "ocean-abyss/rainbow-purple"])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout == "Rejected \(snap.path)/ocean-abyss/rainbow-purple.txt.new\n")
            #expect(PendingFixture.pending(snap) == ["ocean-abyss/abyss.txt.new"])
            #expect(try Support.read(snap.appendingPathComponent("ocean-abyss/rainbow-purple.txt")) == reference)
        }
    }

    @Test("reject --all deletes every pending snapshot and keeps every reference")
    func rejectAll() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try PendingFixture.make(root)
            _ = Kit.run(["check", "--snapshots", snap.path])
            let references = Support.contents(of: snap).filter { $0.key.hasSuffix(".txt") }
            let result = Kit.run(["reject", "--all", "--snapshots", snap.path])
            #expect(result.status == 0, "\(result)")
            #expect(Support.contents(of: snap).filter { !$0.key.hasPrefix("scenarios/") } == references)
            let check = Kit.run(["check", "--snapshots", snap.path])
            #expect(check.status == 1)
        }
    }

    @Test(
        "accept or reject of an unknown name, or of both a name and --all, is bad input (exit 2)",
        arguments: [
            ["accept", "ocean-abyss/nope"], ["reject", "nope"], ["accept", "--all", "ocean-abyss/abyss"], ["reject"],
        ])
    func badSelection(_ arguments: [String]) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try PendingFixture.make(root)
            _ = Kit.run(["check", "--snapshots", snap.path])
            let before = Support.contents(of: snap)
            let result = Kit.run(arguments + ["--snapshots", snap.path])
            #expect(result.status == 2, "\(result)")
            #expect(Support.contents(of: snap) == before)
        }
    }

    @Test("unreferenced snapshots: reported after a full check, never after a filtered one, deleted on request")
    func unreferenced() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let stale = snap.appendingPathComponent("ocean-abyss/renamed-checkpoint.txt")
            let orphan = snap.appendingPathComponent("deleted-scenario/start.txt")
            try Support.write("# flowatlas snapshot v1\n", to: stale)
            try Support.write("# flowatlas snapshot v1\n", to: orphan)

            let filtered = Kit.run(["check", "--snapshots", snap.path, "ocean-abyss"])
            #expect(filtered.status == 0, "\(filtered)")
            #expect(!filtered.stdout.contains("nreferenced"), "\(filtered)")

            let full = Kit.run(["check", "--snapshots", snap.path])
            #expect(full.stdout.contains("Unreferenced snapshot \(snap.path)/ocean-abyss/renamed-checkpoint.txt"), "\(full)")
            #expect(full.stdout.contains("Unreferenced snapshot \(snap.path)/deleted-scenario/start.txt"), "\(full)")
            #expect(FileManager.default.fileExists(atPath: stale.path))

            let refused = Kit.run(["check", "--delete-unreferenced", "--snapshots", snap.path, "ocean-abyss"])
            #expect(refused.status == 2, "\(refused)")
            #expect(FileManager.default.fileExists(atPath: stale.path) && FileManager.default.fileExists(atPath: orphan.path))

            let delete = Kit.run(["check", "--delete-unreferenced", "--snapshots", snap.path])
            #expect(delete.status == 0, "\(delete)")
            #expect(delete.stdout.contains("Deleted unreferenced snapshot \(snap.path)/ocean-abyss/renamed-checkpoint.txt"))
            #expect(!FileManager.default.fileExists(atPath: stale.path))
            #expect(!FileManager.default.fileExists(atPath: orphan.path))
            let left = Support.contents(of: snap).keys.filter { $0.hasSuffix(".txt") }.sorted()
            #expect(left == Support.oceanAbyssCheckpoints.map { "ocean-abyss/\($0).txt" }.sorted())
            let after = Kit.run(["check", "--snapshots", snap.path])
            #expect(after.status == 0)
            #expect(!after.stdout.contains("nreferenced"))
        }
    }
}

/// A copy of ocean-abyss where two references are out of date, so check leaves two pending files.
private enum PendingFixture {
    static func make(_ root: URL) throws -> URL {
        let snap = try Support.makeSnapshotFolder(in: root)
        for (name, old, new) in [
            ("abyss", "current: OceanRoute.abyss", "current: OceanRoute.surface"),
            ("rainbow-purple", "tab bar: [Red]", "tab bar: [Green]"),
        ] {
            let url = snap.appendingPathComponent("ocean-abyss/\(name).txt")
            try Support.write(try Support.read(url).replacingOccurrences(of: old, with: new), to: url)
        }
        return snap
    }

    static func committed(_ name: String) throws -> String {
        try Support.read(Support.committedSnapshots.appendingPathComponent("ocean-abyss/\(name).txt"))
    }

    static func pending(_ snap: URL) -> [String] {
        Support.contents(of: snap).keys.filter { $0.hasSuffix(".txt.new") }.sorted()
    }
}
