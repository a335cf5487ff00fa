import FlowAtlasTestSupport
import FlowScenarios
import Foundation
import Testing

/// Issue 45 (smaller points): a scenario file with `tap-tab: ~`, `1.5` or an integer out of
/// range is bad input (exit 2, with the file's line and column) for every command that reads
/// it, not a failed run (exit 1); `check` writes nothing. The reader's rule is in
/// `Tests/FlowScenariosTests/TapTabArgumentTests.swift`.
@Suite("Adversarial: tap-tab values that are not a tab are bad input for the commands")
struct TapTabCommandTests {
    @Test(
        "Adversarial: run, check and report exit 2 on tap-tab: ~, 1.5 or 99999999999999999999, naming the line, and write nothing",
        arguments: ["~", "1.5", "99999999999999999999"])
    func exitCodeIsBadInput(value: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
            let file = snap.appendingPathComponent("scenarios/tabs.yaml")
            try Support.write(
                "name: tabs\nsteps:\n  - navigate: { route: AppRoute.tabRoot, from: top }\n  - tap-tab: \(value)\n  - snapshot: tapped\n", to: file)
            let before = DiskState(root)
            for arguments in [["run", "tabs"], ["check"], ["report", "-o", root.appendingPathComponent("report").path]] {
                let result = Kit.run(arguments + ["--snapshots", snap.path])
                #expect(result.status == 2, "\(arguments): \(result)")
                #expect(result.stderr.contains("tabs.yaml:4:14: error: got"), "\(result.stderr)")
                #expect(result.stderr.contains("(expected a tab index 0, 1, 2, … or a title"), "\(result.stderr)")
            }
            #expect(DiskState(root) == before)
        }
    }
}
