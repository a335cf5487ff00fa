import FlowAtlasTestSupport
import FlowScenarios
import Foundation
import Testing

/// Issue 45, point 8: an output never replaces the snapshot folder's own files (its scenario
/// files, its references and pending results) nor goes inside its scenario folder, unless
/// `--force` is given; the refusal comes before any work, and the rule is the same for every
/// command with `-o` (and `--output`, `--report`).
@Suite("Adversarial: outputs never overwrite scenarios or references without --force")
struct OutputOverwriteTests {
    /// A command with a file output, up to its `-o` (which the test appends).
    static let fileCommands: [[String]] = [
        ["save", "ocean-abyss"],
        ["save", "ocean-abyss", "--checkpoint", "abyss"],
        ["render", "hierarchy"],
        ["render", "transitions", "--format", "mermaid"],
        ["trace", "OceanRoute.abyss"],
        ["trace", "OceanRoute.abyss", "--format", "html"],
        ["explore", "--max-depth", "1"],
        ["explore", "--max-depth", "1", "--shard", "1/2"],
        ["explore", "merge", "SHARD"],
    ]

    /// Where the output goes, relative to the temporary root (`snap` is the snapshot folder,
    /// `linked` a link to its scenario folder), and what the message says.
    static let protectedTargets: [(path: String, says: String)] = [
        ("snap/scenarios/ocean-abyss.yaml", "is inside the scenario folder"),
        ("snap/scenarios/new.svg", "is inside the scenario folder"),
        ("snap/scenarios/deeper/new.json", "is inside the scenario folder"),
        ("snap/ocean-abyss/../scenarios/ocean-abyss.yaml", "is inside the scenario folder"),
        ("linked/ocean-abyss.yaml", "is inside the scenario folder"),
        ("snap/ocean-abyss/abyss.txt", "is a reference snapshot of the snapshot folder"),
        ("snap/ocean-abyss/new-checkpoint.txt", "is a reference snapshot of the snapshot folder"),
        ("snap/ocean-abyss/abyss.txt.new", "is a pending snapshot of the snapshot folder"),
        ("copy-of-a-reference.txt", "is a FlowAtlas snapshot file"),
    ]

    static var fileCases: [(command: [String], target: Int)] {
        fileCommands.flatMap { command in protectedTargets.indices.map { (command, $0) } }
    }

    /// A root with the snapshot folder `snap`, a link `linked` to its scenario folder, a copy of a
    /// reference outside it, a pending result, and a shard file for `explore merge`.
    static func withSetup(_ body: (URL, URL) throws -> Void) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("linked"), withDestinationURL: snap.appendingPathComponent("scenarios"))
            try FileManager.default.copyItem(
                at: snap.appendingPathComponent("ocean-abyss/abyss.txt"), to: root.appendingPathComponent("copy-of-a-reference.txt"))
            try Support.write("pending\n", to: snap.appendingPathComponent("ocean-abyss/abyss.txt.new"))
            let shard = Kit.run(["explore", "--max-depth", "1", "--shard", "1/1", "-o", root.appendingPathComponent("shard.json").path])
            #expect(shard.status == 0, "\(shard)")
            try body(root, snap)
        }
    }

    /// `command` with `-o target` (and `--force` when asked); `SHARD` names the shard file.
    static func run(_ command: [String], output: String, root: URL, snap: URL, force: Bool = false) -> Support.CLIResult {
        let arguments = command.map { $0 == "SHARD" ? root.appendingPathComponent("shard.json").path : $0 } + ["-o", output] + (force ? ["--force"] : [])
        // explore takes no --snapshots: it protects the default snapshot folder, which the environment names.
        let snapshots = command[0] == "explore" ? [] : ["--snapshots", snap.path]
        return Kit.run(arguments + snapshots, environment: ["FLOWATLAS_SNAPSHOTS": snap.path])
    }

    @Test("Adversarial: save -o onto its own scenario file is refused, the scenario kept; --force writes it")
    func saveOverItsScenario() async throws {
        try await Self.withSetup { root, snap in
            let scenario = snap.appendingPathComponent("scenarios/ocean-abyss.yaml")
            let before = DiskState(root)
            let refused = Self.run(["save", "ocean-abyss"], output: scenario.path, root: root, snap: snap)
            #expect(refused.status == 2, "\(refused)")
            #expect(
                refused.stderr.contains(
                    "error: cannot write \(scenario.path): is inside the scenario folder \(snap.path)/scenarios (expected an output outside the scenario files and references); --force writes it anyway"
                ), "\(refused.stderr)")
            #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
            #expect(DiskState(root) == before)
            #expect(Kit.run(["check", "--snapshots", snap.path]).status == 0, "every command on the folder still works")
            let forced = Self.run(["save", "ocean-abyss"], output: scenario.path, root: root, snap: snap, force: true)
            #expect(forced.status == 0, "\(forced)")
            let saved = try Support.read(scenario)
            #expect(saved.hasPrefix("{"), "--force wrote the state")
        }
    }

    @Test("Adversarial: every -o refuses a scenario file, the scenario folder and a reference, by any path, before its work", arguments: fileCases)
    func fileOutputRefused(command: [String], target: Int) async throws {
        try await Self.withSetup { root, snap in
            let (path, says) = Self.protectedTargets[target]
            let output = root.appendingPathComponent(path).path
            let before = DiskState(root)
            let result = Self.run(command, output: output, root: root, snap: snap)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.hasPrefix("error: cannot write \(output): \(says)"), "\(result.stderr)")
            #expect(result.stderr.contains("(expected ") && result.stderr.contains("--force writes it anyway"), "\(result.stderr)")
            #expect(result.stdout.isEmpty, "\(result.stdout)")
            #expect(DiskState(root) == before, "nothing written:\n\(DiskState(root))")
        }
    }

    @Test("with --force every -o writes where it was refused", arguments: fileCommands)
    func forceWrites(command: [String]) async throws {
        try await Self.withSetup { root, snap in
            let output = snap.appendingPathComponent("ocean-abyss/abyss.txt")
            let result = Self.run(command, output: output.path, root: root, snap: snap, force: true)
            // trace exits 1 when the navigation fails (OceanRoute.abyss from the app's start), and still writes its trace.
            #expect(result.status == 0 || (command[0] == "trace" && result.status == 1), "\(result)")
            let written = try Support.read(output)
            #expect(!written.hasPrefix("# flowatlas snapshot"), "replaced")
        }
    }

    @Test("outputs beside the scenario files are written: the snapshot folder itself, another file in a reference folder, a .txt elsewhere")
    func unprotectedOutputs() async throws {
        try await Self.withSetup { root, snap in
            for path in ["snap/tree.svg", "snap/ocean-abyss/picture.svg", "notes.txt", "scenarios/x.svg"] {
                let output = root.appendingPathComponent(path)
                let result = Self.run(["render", "hierarchy", "--format", "dot"], output: output.path, root: root, snap: snap)
                #expect(result.status == 0, "\(path): \(result)")
                let picture = try Support.read(output)
                #expect(picture.contains("digraph"), "\(path)")
            }
        }
    }

    @Test(
        "Adversarial: report -o, check --report and docs -o inside the scenario folder are refused before anything runs; --force writes",
        arguments: [
            ["report", "-o", "snap/scenarios/report"], ["report", "--output", "linked/report"], ["check", "--report", "snap/scenarios"],
            ["check", "--report", "linked/deeper/report"], ["docs", "-o", "snap/scenarios/docs"], ["docs", "--output", "linked"],
        ])
    func folderOutputRefused(arguments: [String]) async throws {
        try await Self.withSetup { root, snap in
            try FileManager.default.removeItem(at: snap.appendingPathComponent("ocean-abyss/abyss.txt.new"))
            let output = root.appendingPathComponent(arguments[2]).path
            let command = [arguments[0], arguments[1], output, "--snapshots", snap.path]
            let before = DiskState(root)
            let result = Kit.run(command)
            #expect(result.status == 2, "\(result)")
            #expect(
                result.stderr.hasPrefix("error: cannot write into \(output): is inside the scenario folder \(snap.path)/scenarios (expected "),
                "\(result.stderr)")
            #expect(result.stdout.isEmpty, "\(result.stdout)")
            #expect(DiskState(root) == before, "nothing written:\n\(DiskState(root))")
            // docs on the demo app is long work; its refusal is what this test is about.
            if arguments[0] != "docs" {
                let forced = Kit.run(command + ["--force"])
                #expect(forced.status == 0, "\(forced)")
            }
        }
    }
}
