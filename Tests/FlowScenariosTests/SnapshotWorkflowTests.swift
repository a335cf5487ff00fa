import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowScenarios
import FlowText
import Foundation
import Testing

/// The store, check/record workflow, unified diff and CI detection, as library calls.
@Suite("Snapshot store and workflow")
struct SnapshotWorkflowTests {
    @Test("check: a match passes and writes nothing")
    func checkMatches() async throws {
        try await Support.withTemporaryDirectory { root in
            let fixture = try WorkflowFixture(root)
            let before = Support.contents(of: fixture.store.directory)
            let report = try fixture.workflow.check([fixture.scenario], full: true)
            #expect(report.passed)
            #expect(report.results.count == 4)
            #expect(report.unreferenced.isEmpty)
            #expect(Support.contents(of: fixture.store.directory) == before)
        }
    }

    @Test("check: a mismatch gives a diff, writes .txt.new beside the reference and never touches it")
    func checkMismatch() async throws {
        try await Support.withTemporaryDirectory { root in
            let fixture = try WorkflowFixture(root)
            let key = SnapshotStore.Key(scenario: "ocean-abyss", checkpoint: "after-back")
            let edited = try #require(try fixture.store.reference(key)).replacingOccurrences(of: "current: OceanRoute.deep", with: "current: OceanRoute.abyss")
            try Support.write(edited, to: fixture.store.referenceURL(key))
            let report = try fixture.workflow.check([fixture.scenario], full: true)
            #expect(!report.passed)
            let mismatched = report.results.compactMap { result -> (SnapshotStore.Key, String)? in
                if case let .mismatched(diff) = result.status { (result.key, diff) } else { nil }
            }
            #expect(mismatched.map(\.0) == [key])
            let diff = try #require(mismatched.first?.1)
            #expect(diff.contains("-current: OceanRoute.abyss\n+current: OceanRoute.deep\n"))
            #expect(try fixture.store.reference(key) == edited)
            #expect(try fixture.store.pending(key) == Support.runner.run(fixture.scenario).snapshots.last?.text)
            #expect(fixture.store.pendingURL(key).deletingLastPathComponent() == fixture.store.referenceURL(key).deletingLastPathComponent())
            #expect(fixture.store.pendingURL(key).lastPathComponent == "after-back.txt.new")
            // A later matching check removes the stale pending file.
            try Support.write(try #require(try fixture.store.pending(key)), to: fixture.store.referenceURL(key))
            #expect(try fixture.workflow.check([fixture.scenario], full: true).passed)
            #expect(try fixture.store.pending(key) == nil)
        }
    }

    @Test("check: a missing reference fails and only a pending file is written")
    func checkMissing() async throws {
        try await Support.withTemporaryDirectory { root in
            let fixture = try WorkflowFixture(root, references: false)
            let report = try fixture.workflow.check([fixture.scenario], full: true)
            #expect(!report.passed)
            #expect(report.results.allSatisfy { if case .missing = $0.status { true } else { false } })
            #expect(fixture.store.references.isEmpty)
            #expect(fixture.store.pendingKeys.count == 4)
        }
    }

    @Test("record writes every reference, then reports them unchanged")
    func record() async throws {
        try await Support.withTemporaryDirectory { root in
            let fixture = try WorkflowFixture(root, references: false)
            let first = try fixture.workflow.record([fixture.scenario])
            #expect(first.written.count == 4 && first.unchanged.isEmpty && first.refused.isEmpty)
            for name in Support.oceanAbyssCheckpoints {
                let expected = try Support.read(Support.committedSnapshots.appendingPathComponent("ocean-abyss/\(name).txt"))
                #expect(try fixture.store.reference(.init(scenario: "ocean-abyss", checkpoint: name)) == expected)
            }
            let second = try fixture.workflow.record([fixture.scenario])
            #expect(second.written.isEmpty && second.unchanged.count == 4)
            // No temporary file is left behind by the atomic writes.
            #expect(Support.contents(of: fixture.store.directory).keys.allSatisfy { !$0.contains(".tmp") })
        }
    }

    @Test("record does not record a scenario whose expectations fail")
    func recordRefusesFailingScenario() async throws {
        try await Support.withTemporaryDirectory { root in
            let fixture = try WorkflowFixture(root, references: false)
            let failing = try Support.scenario("name: failing\nsteps:\n  - snapshot: start\n  - navigate: UnhandledRoute.invalidRoute\n")
            let report = try fixture.workflow.record([failing])
            #expect(report.refused == ["failing"])
            #expect(report.written.isEmpty)
            #expect(fixture.store.references.isEmpty)
        }
    }

    @Test("unreferenced references are listed after a full check only")
    func unreferenced() async throws {
        try await Support.withTemporaryDirectory { root in
            let fixture = try WorkflowFixture(root)
            let stale = SnapshotStore.Key(scenario: "ocean-abyss", checkpoint: "old-checkpoint")
            let orphan = SnapshotStore.Key(scenario: "removed-scenario", checkpoint: "x")
            try Support.write("# flowatlas snapshot v1\n", to: fixture.store.referenceURL(stale))
            try Support.write("# flowatlas snapshot v1\n", to: fixture.store.referenceURL(orphan))
            #expect(try fixture.workflow.check([fixture.scenario], full: true).unreferenced == [stale, orphan])
            #expect(try fixture.workflow.check([fixture.scenario], full: false).unreferenced.isEmpty)
        }
    }

    @Test("store: accept makes the pending file the reference; reject drops it; neither works without one")
    func acceptReject() async throws {
        try await Support.withTemporaryDirectory { root in
            let fixture = try WorkflowFixture(root)
            let key = SnapshotStore.Key(scenario: "ocean-abyss", checkpoint: "abyss")
            let original = try #require(try fixture.store.reference(key))
            try fixture.store.writePending("# flowatlas snapshot v1\nnew\n", for: key)
            #expect(fixture.store.pendingKeys == [key])
            try fixture.store.reject(key)
            #expect(fixture.store.pendingKeys.isEmpty)
            #expect(try fixture.store.reference(key) == original)
            #expect(throws: SnapshotStore.StoreError.self) { try fixture.store.reject(key) }
            #expect(throws: SnapshotStore.StoreError.self) { try fixture.store.accept(key) }
            try fixture.store.writePending("# flowatlas snapshot v1\nnew\n", for: key)
            try fixture.store.accept(key)
            #expect(try fixture.store.reference(key) == "# flowatlas snapshot v1\nnew\n")
            #expect(try fixture.store.pending(key) == nil)
        }
    }

    @Test("unified diff: a few lines of context, hunks, trailing whitespace made visible")
    func lineDiff() throws {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...20).map { "line \($0)" }
        lines[9] = "line 10 changed"
        let diff = try #require(LineDiff.unified(old: old, new: lines.joined(separator: "\n") + "\n", oldName: "ref", newName: "new"))
        #expect(
            diff == """
                --- ref
                +++ new
                @@ -7,7 +7,7 @@
                 line 7
                 line 8
                 line 9
                -line 10
                +line 10 changed
                 line 11
                 line 12
                 line 13

                """)
        #expect(LineDiff.unified(old: old, new: old, oldName: "a", newName: "b") == nil)
        let whitespace = try #require(LineDiff.unified(old: "a\nb\n", new: "a \nb\t\n", oldName: "a", newName: "b"))
        #expect(whitespace.contains("+a·\n"))
        #expect(whitespace.contains("+b→\n"))
        // Two distant changes give two hunks.
        lines[0] = "first changed"
        lines[19] = "last changed"
        let hunks = try #require(LineDiff.unified(old: old, new: lines.joined(separator: "\n") + "\n", oldName: "a", newName: "b"))
        #expect(hunks.components(separatedBy: "\n").filter { $0.hasPrefix("@@") }.count == 3)
    }

    @Test("unified diff: a trailing carriage return is made visible as ␍")
    func lineDiffCarriageReturn() throws {
        let crlf = try #require(LineDiff.unified(old: "a\nb\n", new: "a\r\nb\n", oldName: "a", newName: "b"))
        #expect(crlf.contains("-a\n+a␍\n"), "\(crlf)")
        #expect(crlf.contains(" b\n"), "\(crlf)")
    }

    @Test(
        "CI is set unless empty, 0 or false",
        arguments: [
            (nil, false), ("", false), ("0", false), ("false", false), ("FALSE", false),
            ("true", true), ("1", true), ("yes", true), ("github", true),
        ] as [(String?, Bool)])
    func ciDetection(_ value: String?, _ isCI: Bool) {
        #expect(SnapshotWorkflow.isCI(value.map { ["CI": $0] } ?? [:]) == isCI)
    }
}

/// A temporary snapshot folder holding a copy of ocean-abyss, with its workflow.
private struct WorkflowFixture {
    let store: SnapshotStore
    let workflow: SnapshotWorkflow
    let scenario: Scenario

    init(_ root: URL, references: Bool = true) throws {
        let folder = try Support.makeSnapshotFolder(in: root, withReferences: references)
        store = SnapshotStore(directory: folder)
        workflow = SnapshotWorkflow(store: store, runner: Support.runner)
        scenario = try Support.scenario(try Support.read(folder.appendingPathComponent("scenarios/ocean-abyss.yaml")))
    }
}
