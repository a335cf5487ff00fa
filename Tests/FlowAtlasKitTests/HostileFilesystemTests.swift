import FlowAtlasTestSupport
import FlowScenarios
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The commands on hostile snapshot folders and output targets, in-process.
@Suite("Hostile filesystems: nothing passes by accident, nothing is lost")
struct HostileFilesystemTests {
    // MARK: Nothing passes by accident

    @Test(
        "check and record with a mistyped, empty or file --snapshots exit 2 naming the path, and write nothing",
        arguments: ["typo", "empty", "file", "no-scenarios"])
    func missingSnapshotFolder(kind: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let target = root.appendingPathComponent(kind)
            switch kind {
            case "empty": try FileManager.default.createDirectory(at: target.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
            case "file": try Support.write("not a folder", to: target)
            case "no-scenarios": try FileManager.default.createDirectory(at: target.appendingPathComponent("ocean-abyss"), withIntermediateDirectories: true)
            default: break
            }
            let before = DiskState(root)
            for command in ["check", "record"] {
                let result = Kit.run([command, "--snapshots", target.path])
                #expect(result.status == 2, "\(command): \(result)")
                #expect(result.stderr.contains(target.path) || result.stderr.contains(kind), "\(command) names the path: \(result.stderr)")
                #expect(result.stderr.contains("(expected"), "\(result.stderr)")
                #expect(!result.stdout.contains("0 scenarios"))
            }
            #expect(DiskState(root) == before)
            if kind == "empty" {
                let allowed = Kit.run(["check", "--allow-empty", "--snapshots", target.path])
                #expect(allowed.status == 0, "\(allowed)")
            }
        }
    }

    @Test("--delete-unreferenced deletes only FlowAtlas reference files inside the folder, says so, and is refused under CI")
    func deleteUnreferencedIsCareful() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let stale = snap.appendingPathComponent("ocean-abyss/old.txt")
            try FileManager.default.copyItem(at: snap.appendingPathComponent("ocean-abyss/abyss.txt"), to: stale)
            let notes = snap.appendingPathComponent("notes/readme.txt")
            try Support.write("my own notes\n", to: notes)
            let outside = root.appendingPathComponent("outside")
            try Support.write(try Support.read(stale), to: outside.appendingPathComponent("x.txt"))
            try FileManager.default.createSymbolicLink(at: snap.appendingPathComponent("linked"), withDestinationURL: outside)

            let before = DiskState(root)
            let refused = Kit.run(["check", "--delete-unreferenced", "--snapshots", snap.path], environment: ["CI": "true"])
            #expect(refused.status == 2, "\(refused)")
            #expect(DiskState(root) == before)

            let result = Kit.run(["check", "--delete-unreferenced", "--snapshots", snap.path])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("Deleted unreferenced snapshot \(snap.path)/ocean-abyss/old.txt"), "\(result.stdout)")
            #expect(result.stdout.contains("Kept \(snap.path)/notes/readme.txt (not a FlowAtlas snapshot file"), "\(result.stdout)")
            #expect(!FileManager.default.fileExists(atPath: stale.path))
            #expect(try Support.read(notes) == "my own notes\n")
            #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("x.txt").path), "a linked folder is never walked into")
        }
    }

    @Test("two scenario files whose names differ only in case are refused: one folder on a case-insensitive disk")
    func caseOnlyScenarioNames() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            try Support.write("name: Ocean-Abyss\nsteps:\n  - snapshot: x\n", to: snap.appendingPathComponent("scenarios/upper.yaml"))
            let before = DiskState(root)
            let result = Kit.run(["record", "--snapshots", snap.path])
            #expect(result.status == 2, "\(result)")
            #expect(
                result.stderr.contains(
                    "scenario name 'Ocean-Abyss' is also used by \(snap.path)/scenarios/ocean-abyss.yaml (expected unique names, ignoring case)"),
                "\(result.stderr)")
            #expect(DiskState(root) == before)
        }
    }

    @Test("a scenario named by a path must be one of the folder's files")
    func scenarioPathMustExist() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let result = Kit.run(["check", "--snapshots", snap.path, "/nonexistent/ocean-abyss.yaml"])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("/nonexistent/ocean-abyss.yaml: error: is not a scenario file of this snapshot folder (expected a file in"))
            let byPath = Kit.run(["check", "--snapshots", snap.path, snap.appendingPathComponent("scenarios/ocean-abyss.yaml").path])
            #expect(byPath.status == 0, "\(byPath)")
        }
    }

    // MARK: -o never replaces what is not a regular file

    @Test(
        "render, trace and explore -o refuse a symlink, a FIFO and a folder at the target: exit 2, nothing changed",
        arguments: ["symlink", "fifo", "folder"])
    func outputTargetIsNotReplaced(kind: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let victim = root.appendingPathComponent("victim.txt")
            try Support.write("precious\n", to: victim)
            let target = root.appendingPathComponent("out.svg")
            switch kind {
            case "symlink": try FileManager.default.createSymbolicLink(at: target, withDestinationURL: victim)
            case "fifo": #expect(mkfifo(target.path, 0o644) == 0)
            default: try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            }
            let before = DiskState(root)
            for arguments in [
                ["render", "hierarchy", "-o", target.path, "--snapshots", snap.path],
                ["trace", "OceanRoute.abyss", "-o", target.path, "--snapshots", snap.path],
                ["explore", "--max-depth", "0", "-o", target.path],
            ] {
                let result = Kit.run(arguments)
                #expect(result.status == 2, "\(arguments): \(result)")
                #expect(result.stderr.contains("cannot write \(target.path):"), "\(result.stderr)")
                #expect(result.stderr.contains("(expected a regular file or no file"), "\(result.stderr)")
            }
            #expect(DiskState(root) == before)
            #expect(try Support.read(victim) == "precious\n")
        }
    }

    // MARK: Writes never follow links out of the snapshot folder

    @Test("record refuses a scenario folder that is a symlink, and writes nothing through it")
    func recordDoesNotFollowLinkedFolder() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withReferences: false)
            let elsewhere = root.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try Support.write(".keep", to: elsewhere.appendingPathComponent(".abyss.txt.tmp-1-1"))
            try FileManager.default.createSymbolicLink(at: snap.appendingPathComponent("ocean-abyss"), withDestinationURL: elsewhere)
            let before = DiskState(root)
            let result = Kit.run(["record", "--snapshots", snap.path])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("is a symbolic link (expected a real folder inside the snapshot folder)"), "\(result.stderr)")
            #expect(DiskState(root) == before)
        }
    }

    @Test("accept refuses a pending file that is a symlink: no file's content becomes a reference")
    func acceptDoesNotFollowLinkedPending() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let secret = root.appendingPathComponent("secret")
            try Support.write("not a snapshot\n", to: secret)
            try FileManager.default.createSymbolicLink(at: snap.appendingPathComponent("ocean-abyss/abyss.txt.new"), withDestinationURL: secret)
            let before = DiskState(root)
            let result = Kit.run(["accept", "ocean-abyss/abyss", "--snapshots", snap.path])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("abyss.txt.new: error: is not a regular file inside"), "\(result.stderr)")
            #expect(DiskState(root) == before)
        }
    }

    // MARK: Reading what is not a file

    @Test(
        "a scenario file that is a folder, a FIFO or a dangling link is reported as what it is (exit 2, no hang)",
        arguments: [
            ("folder", "is a directory (expected a regular file)"), ("fifo", "is a FIFO (expected a regular file)"),
            ("dangling", "is a dangling symbolic link (expected a readable file)"),
        ])
    func unreadableScenarioFiles(kind: String, message: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let file = snap.appendingPathComponent("scenarios/bad.yaml")
            switch kind {
            case "folder": try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
            case "fifo": #expect(mkfifo(file.path, 0o644) == 0)
            default: try FileManager.default.createSymbolicLink(at: file, withDestinationURL: root.appendingPathComponent("gone.yaml"))
            }
            let result = Kit.run(["check", "--snapshots", snap.path])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr == "\(snap.path)/scenarios/bad.yaml: error: \(message)\n")
        }
    }

    @Test("a reference that is a folder is an error saying so, not 'has no reference'")
    func referenceThatIsAFolder() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let reference = snap.appendingPathComponent("ocean-abyss/abyss.txt")
            try FileManager.default.removeItem(at: reference)
            try FileManager.default.createDirectory(at: reference, withIntermediateDirectories: true)
            let result = Kit.run(["check", "--snapshots", snap.path])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("abyss.txt: error: is a directory (expected a regular file)"), "\(result.stderr)")
        }
    }

    @Test("CRLF is the same in check and review: a CRLF copy of the reference is identical in both")
    func crlfSameInCheckAndReview() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let reference = snap.appendingPathComponent("ocean-abyss/abyss.txt")
            let text = try Support.read(reference)
            try Support.write(text.replacingOccurrences(of: "\n", with: "\r\n"), to: reference)
            let check = Kit.run(["check", "--snapshots", snap.path])
            #expect(check.status == 0, "\(check)")
            try Support.write(text, to: snap.appendingPathComponent("ocean-abyss/abyss.txt.new"))
            let review = Kit.run(["review", "--snapshots", snap.path])
            #expect(review.stdout.contains("ocean-abyss/abyss: identical to its reference"), "\(review)")
        }
    }

    @Test("accept naming one snapshot twice accepts it once and exits 0")
    func acceptTwice() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            try Support.write(
                try Support.read(snap.appendingPathComponent("ocean-abyss/abyss.txt")), to: snap.appendingPathComponent("ocean-abyss/abyss.txt.new"))
            let result = Kit.run(["accept", "ocean-abyss/abyss", "ocean-abyss/abyss", "ocean-abyss", "--snapshots", snap.path])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.components(separatedBy: "Accepted").count == 2, "\(result.stdout)")
        }
    }
}
