import FlowAtlasTestSupport
import FlowScenarios
import FlowText
import Foundation
import Testing

/// The issue's acceptance flow, end to end on a temporary copy of the snapshot folder,
/// and determinism across processes.
@Suite("CLI acceptance flow and determinism")
struct CLIAcceptanceTests {
    @Test("edit one reference: check exits 1 with only that diff; accept --all restores; CI=true record writes nothing")
    func acceptanceFlow() async throws {
        try await Support.withTemporaryDirectory { root in
            // A copy of the committed ocean-abyss scenario and references, as `Snapshots/` (the default folder).
            let made = try Support.makeSnapshotFolder(in: root)
            let snapshots = root.appendingPathComponent("Snapshots")
            try FileManager.default.moveItem(at: made, to: snapshots)
            let original = Support.contents(of: snapshots)

            let baseline = try await Support.flowatlas(["check"], in: root)
            #expect(baseline.status == 0, "\(baseline)")

            // Edit one expected route in one reference.
            let reference = snapshots.appendingPathComponent("ocean-abyss/abyss.txt")
            let text = try Support.read(reference)
            let edited = text.replacingOccurrences(of: "current: OceanRoute.abyss\n", with: "current: OceanRoute.deep\n")
            #expect(edited != text)
            try Support.write(edited, to: reference)

            let check = try await Support.flowatlas(["check"], in: root)
            #expect(check.status == 1, "\(check)")
            let lines = check.stdout.components(separatedBy: "\n")
            let changed = lines.filter { ($0.hasPrefix("-") && !$0.hasPrefix("---")) || ($0.hasPrefix("+") && !$0.hasPrefix("+++")) }
            #expect(changed == ["-current: OceanRoute.deep", "+current: OceanRoute.abyss"], "\(check)")
            #expect(lines.filter { $0.hasPrefix("@@") } == ["@@ -22,4 +22,4 @@"], "\(check)")
            #expect(
                check.stdout.contains(
                    """
                    --- ocean-abyss/abyss.txt (reference)
                    +++ ocean-abyss/abyss.txt.new (actual)
                    @@ -22,4 +22,4 @@
                     stack: BlueRoute.blue > DeepBlueRoute.level1 > DeepBlueRoute.level2 > DeepBlueRoute.level3
                     sheet [large]: DeepBlueRoute.level3Modal
                     sheet [large]: DeepBlueRoute.level3NestedModal > OceanRoute.surface > OceanRoute.shallow > OceanRoute.deep > OceanRoute.abyss
                    -current: OceanRoute.deep
                    +current: OceanRoute.abyss

                    """), "\(check)")
            let pending = snapshots.appendingPathComponent("ocean-abyss/abyss.txt.new")
            #expect(try Support.read(pending) == text)
            #expect(try Support.read(reference) == edited)
            // Nothing else changed: only the edited reference differs and only its .txt.new was added.
            var expected = original
            expected["ocean-abyss/abyss.txt"] = Data(edited.utf8)
            expected["ocean-abyss/abyss.txt.new"] = Data(text.utf8)
            #expect(Support.contents(of: snapshots) == expected)

            let accept = try await Support.flowatlas(["accept", "--all"], in: root)
            #expect(accept.status == 0, "\(accept)")
            #expect(Support.contents(of: snapshots) == original)
            let passing = try await Support.flowatlas(["check"], in: root)
            #expect(passing.status == 0, "\(passing)")

            // Under CI, record refuses even when it would have something to write.
            try Support.write(edited, to: reference)
            let before = Support.contents(of: snapshots)
            let record = try await Support.flowatlas(["record"], in: root, environment: ["CI": "true"])
            #expect(record.status == 2, "\(record)")
            #expect(Support.contents(of: snapshots) == before)
            let rootNames = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".capture-") }
            #expect(rootNames == ["Snapshots"])
        }
    }

    @Test("FLOWATLAS_SNAPSHOTS selects the snapshot folder like --snapshots")
    func snapshotFolderFromEnvironment() async throws {
        try await Support.withTemporaryDirectory { root in
            try Support.makeSnapshotFolder(in: root)
            let result = try await Support.flowatlas(["check"], in: root, environment: ["FLOWATLAS_SNAPSHOTS": "snap"])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("4 matched"))
        }
    }

    @Test("the same scenarios recorded by two separate processes are byte-identical, and match the in-process run")
    func deterministicAcrossProcesses() async throws {
        try await Support.withTemporaryDirectory { root in
            let scenario = """
                name: many
                steps:
                  - open: flowatlas-demo://app/tabRoot
                  - snapshot: tabs
                  - navigate: RedRoute.info
                  - snapshot: red-info
                  - dismissModal
                  - open: flowatlas-demo://ocean/abyss
                  - snapshot: abyss
                  - navigate: { route: PurpleRoute.info, from: top }
                  - snapshot: cover
                  - dismissModal
                  - presentDetour: yellow
                  - snapshot: detour
                  - dismissDetour
                  - expectFailure: { navigate: BlueRoute.invalidView, error: viewCreationFailed }
                  - snapshot: invalid

                """
            var folders: [URL] = []
            for name in ["one", "two"] {
                let folder = root.appendingPathComponent(name)
                let snap = try Support.makeSnapshotFolder(in: folder, withReferences: false)
                try Support.write(scenario, to: snap.appendingPathComponent("scenarios/many.yaml"))
                folders.append(snap)
            }
            let firstRoot = folders[0].deletingLastPathComponent()
            let secondRoot = folders[1].deletingLastPathComponent()
            async let first = Support.flowatlas(["record", "--snapshots", "snap"], in: firstRoot)
            async let second = Support.flowatlas(["record", "--snapshots", "snap"], in: secondRoot)
            let results = try await [first, second]
            for result in results { #expect(result.status == 0, "\(result)") }
            let one = Support.contents(of: folders[0])
            let two = Support.contents(of: folders[1])
            #expect(one.count == 2 + 4 + 6)
            #expect(one == two)
            let run = Support.runner.run(try Support.scenario(scenario))
            #expect(run.passed, "\(run.failures)")
            for (checkpoint, text) in run.snapshots {
                #expect(one["many/\(checkpoint).txt"] == Data(text.utf8), "\(checkpoint)")
            }
            // Each process's output checks clean in the other's folder.
            let check = try await Support.flowatlas(["check", "--snapshots", folders[0].path], in: folders[1].deletingLastPathComponent())
            #expect(check.status == 0, "\(check)")
        }
    }
}
