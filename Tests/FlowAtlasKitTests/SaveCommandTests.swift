import FlowAtlasTestSupport
import FlowScenarios
import Foundation
import Testing

/// `save`: a scenario's state as JSON, which a `restore:` step puts back.
@Suite("CLI save")
struct SaveCommandTests {
    @Test("save at a checkpoint, restore it in another scenario: the same snapshot")
    func saveThenRestore() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let state = snap.appendingPathComponent("scenarios/states/abyss.json")
            // Inside the scenario folder, where restore: steps find it: only with --force (OutputOverwriteTests).
            let saved = Kit.run(["save", "ocean-abyss", "--checkpoint", "abyss", "--snapshots", snap.path, "-o", state.path, "--force"])
            #expect(saved.status == 0, "\(saved)")
            #expect(try Support.read(state).hasPrefix("{\"records\":[{"))
            try Support.write(
                """
                name: from-saved-abyss
                steps:
                  - restore: states/abyss.json
                  - snapshot: abyss
                """, to: snap.appendingPathComponent("scenarios/from-saved-abyss.yaml"))
            let recorded = Kit.run(["record", "from-saved-abyss", "--snapshots", snap.path])
            #expect(recorded.status == 0, "\(recorded)")
            let restored = try Support.read(snap.appendingPathComponent("from-saved-abyss/abyss.txt"))
            let original = try Support.read(snap.appendingPathComponent("ocean-abyss/abyss.txt"))
            // The same screen and tree; only the header naming the scenario differs.
            #expect(restored.split(separator: "\n").dropFirst(2) == original.split(separator: "\n").dropFirst(2))
        }
    }

    @Test("an unknown checkpoint is bad input that names the known ones; nothing is written")
    func unknownCheckpoint() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let file = root.appendingPathComponent("state.json")
            let result = Kit.run(["save", "ocean-abyss", "--checkpoint", "nowhere", "--snapshots", snap.path, "-o", file.path])
            #expect(result.status == 2)
            #expect(result.stderr.contains("has no checkpoint 'nowhere' (expected one of rainbow-purple, abyss, abyss-again, after-back)"))
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }
}
