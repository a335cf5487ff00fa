import FlowAtlasTestSupport
import Foundation
import Testing

/// Saved states given to the tools (issue 22, points 7 and 9): `trace --from-state` and
/// `restore:` steps with links, unknown versions and repeated keys. Exit 2, one clear message.
@Suite("Adversarial: saved states in the tools")
struct HostileSavedStateTests {
    static var saved: String { get throws { String(decoding: try SavedStateToolTests.savedAbyss(), as: UTF8.self) } }

    @Test(
        "--from-state: a symlink loop (two links, or one to itself) is reported as a loop, a dangling link as dangling",
        arguments: ["pair", "self", "dangling"])
    func fromStateLinks(kind: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let state = root.appendingPathComponent("state.json")
            switch kind {
            case "pair":
                let other = root.appendingPathComponent("other.json")
                try FileManager.default.createSymbolicLink(atPath: state.path, withDestinationPath: other.path)
                try FileManager.default.createSymbolicLink(atPath: other.path, withDestinationPath: state.path)
            case "self": try FileManager.default.createSymbolicLink(atPath: state.path, withDestinationPath: state.path)
            default: try FileManager.default.createSymbolicLink(atPath: state.path, withDestinationPath: root.appendingPathComponent("gone.json").path)
            }
            let result = Kit.run(["trace", "OceanRoute.surface", "--from-state", state.path])
            #expect(result.status == 2, "\(result)")
            let expected = kind == "dangling" ? "is a dangling symbolic link (expected a readable file)" : "is a symbolic link loop"
            #expect(result.stderr.contains("\(state.path): error: \(expected)"), "\(result.stderr)")
            #expect(kind == "dangling" || !result.stderr.contains("dangling"), "\(result.stderr)")
        }
    }

    @Test(
        "--from-state errors are exit 2 with exactly one '(expected …)': corrupted, version 0, -1 or 4, a repeated version key, another app's tree, an invalid state",
        arguments: ["corrupted", "version0", "version-1", "version4", "twice", "mismatch", "invalid"])
    func fromStateOneExpected(kind: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let text = try Self.saved
            let damaged: String =
                switch kind {
                case "corrupted": "{\"version\":3,\"records\":"
                case "version0": text.replacingOccurrences(of: "\"version\":3", with: "\"version\":0")
                case "version-1": text.replacingOccurrences(of: "\"version\":3", with: "\"version\":-1")
                case "version4": text.replacingOccurrences(of: "\"version\":3", with: "\"version\":4")
                case "twice": text.replacingOccurrences(of: "\"version\":3", with: "\"version\":3,\"version\":4")
                case "mismatch": text.replacingOccurrences(of: "\"coordinator\":\"OceanCoordinator\"", with: "\"coordinator\":\"GoneCoordinator\"")
                default: text.replacingOccurrences(of: "\"context\":\"root\"", with: "\"context\":\"pushed\"")
                }
            #expect(damaged != text)
            let state = root.appendingPathComponent("state.json")
            try Support.write(damaged, to: state)
            let result = Kit.run(["trace", "OceanRoute.surface", "--from-state", state.path])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.hasPrefix("\(state.path): error: cannot restore: "), "\(result.stderr)")
            #expect(result.stderr.components(separatedBy: "(expected").count == 2, "one '(expected …)': \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test(
        "a restore: step whose file repeats a key or has version 0 is refused at its line, exit 2, nothing written",
        arguments: ["twice", "version0", "escaped"])
    func restoreStepRefusesRepeatsAndVersions(kind: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
            let text = try Self.saved
            let damaged: String =
                switch kind {
                case "twice": text.replacingOccurrences(of: "\"version\":3", with: "\"version\":4,\"version\":3")
                case "escaped": text.replacingOccurrences(of: "\"version\":3", with: "\"version\":3,\"\\u0076ersion\":9")
                default: text.replacingOccurrences(of: "\"version\":3", with: "\"version\":0")
                }
            try Support.write(damaged, to: snap.appendingPathComponent("scenarios/states/abyss.json"))
            try Support.write(
                "name: restored\nsteps:\n  - restore: states/abyss.json\n  - snapshot: s\n", to: snap.appendingPathComponent("scenarios/restored.yaml"))
            let before = DiskState(root)
            let result = Kit.run(["record", "--snapshots", snap.path])
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("restored.yaml:3:14: error: states/abyss.json: corrupted"), "\(result.stderr)")
            #expect(result.stderr.contains(kind == "version0" ? "format version 0 was never written" : "is given twice"), "\(result.stderr)")
            #expect(DiskState(root) == before)
        }
    }
}
