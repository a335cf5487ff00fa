import FlowAtlasTestSupport
import FlowCore
import FlowDemo
import FlowScenarios
import FlowText
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `flowatlas record` killed with SIGKILL at random moments never leaves a partial reference.
@Suite("Record survives kill -9")
struct RecordKillSafetyTests {
    @Test("30 records killed after random delays: every reference is the old or the new content, complete")
    func killedRecordLeavesCompleteReferences() async throws {
        try await Support.withTemporaryDirectory { root in
            let fixture = try KillFixture(root: root, scenarios: 12)
            // Calibrate: one record that is not killed, to learn how long a whole run takes.
            try fixture.resetToOld()
            let started = Date()
            let full = try await Support.flowatlas(["record", "--snapshots", "snap"], in: root)
            let duration = Date().timeIntervalSince(started)
            #expect(full.status == 0, "\(full)")
            #expect(try fixture.states() == KillFixture.Census(old: 0, new: fixture.expected.count))

            var generator = SystemRandomNumberGenerator()
            var interrupted = 0
            for iteration in 0..<30 {
                try fixture.resetToOld()
                let process = try Support.makeProcess(["record", "--snapshots", "snap"], in: root, environment: [:])
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                process.standardInput = FileHandle.nullDevice
                let (exits, continuation) = AsyncStream<Int32>.makeStream()
                process.terminationHandler = { finished in
                    continuation.yield(finished.terminationStatus)
                    continuation.finish()
                }
                try process.run()
                // Kill it at a random moment of a normal run (capped: under load the calibration runs long).
                let delay = Double.random(in: 0...min(duration, 1.0), using: &generator)
                try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
                kill(process.processIdentifier, SIGKILL)
                var waiter = exits.makeAsyncIterator()
                let exit = await waiter.next() ?? -1
                let census = try fixture.states()
                #expect(census.old + census.new == fixture.expected.count, "iteration \(iteration): exit \(exit)")
                if census.old > 0 && census.new > 0 { interrupted += 1 }
            }
            // The kills did land in the middle of writing (otherwise this test shows nothing).
            #expect(interrupted > 0, "no kill interrupted a record half-way; the run took \(duration) s")

            // The next record removes what the killed ones left (their processes are dead), and
            // nothing else was ever written there (no Foundation `.dat.nosync` temporaries).
            let last = try await Support.flowatlas(["record", "--snapshots", "snap"], in: root)
            #expect(last.status == 0, "\(last)")
            let leftovers = Support.contents(of: fixture.snap).keys.filter { $0.contains(".tmp-") || $0.contains("nosync") }
            #expect(leftovers.isEmpty, "\(leftovers.sorted())")
        }
    }
}

/// A snapshot folder with many scenarios and checkpoints, each reference either "old"
/// (a complete snapshot of a different state) or "new" (what record writes).
private struct KillFixture {
    let snap: URL
    /// Relative path of every reference -> (old, new) content.
    let expected: [String: (old: Data, new: Data)]

    struct Census: Equatable {
        var old: Int
        var new: Int
    }

    static let steps = """
        steps:
          - open: flowatlas-demo://app/tabRoot
          - snapshot: c1
          - navigate: RainbowRoute.purple
          - snapshot: c2
          - open: flowatlas-demo://ocean/abyss
          - snapshot: c3
          - back
          - snapshot: c4
          - navigate: { route: PurpleRoute.info, from: top }
          - snapshot: c5
          - dismissModal
          - navigate: RedRoute.info
          - snapshot: c6
          - selectTab: 1
          - snapshot: c7
          - presentDetour: yellow
          - snapshot: c8

        """

    init(root: URL, scenarios count: Int) throws {
        snap = try Support.makeSnapshotFolder(in: root, withOceanAbyss: false)
        var expected: [String: (old: Data, new: Data)] = [:]
        let login = DemoApp.make().captureTree()
        for index in 1...count {
            let name = "kill-\(index)"
            let yaml = "name: \(name)\n" + Self.steps
            try Support.write(yaml, to: snap.appendingPathComponent("scenarios/\(name).yaml"))
            let run = Support.runner.run(try Support.scenario(yaml))
            precondition(run.passed && run.snapshots.count == 8)
            for (checkpoint, text) in run.snapshots {
                let old = TreeSnapshot.render(login, scenario: name, checkpoint: checkpoint)
                precondition(old != text && Support.isCompleteSnapshot(old) && Support.isCompleteSnapshot(text))
                expected["\(name)/\(checkpoint).txt"] = (Data(old.utf8), Data(text.utf8))
            }
        }
        self.expected = expected
    }

    /// Every reference back to its old content; pending and temporary files removed.
    func resetToOld() throws {
        for (path, _) in Support.contents(of: snap) where !path.hasPrefix("scenarios/") && expected[path] == nil {
            try FileManager.default.removeItem(at: snap.appendingPathComponent(path))
        }
        for (path, content) in expected {
            let url = snap.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.old.write(to: url)
        }
    }

    /// How many references hold the old and the new content; records an issue for any other content.
    func states() throws -> Census {
        var census = Census(old: 0, new: 0)
        let files = Support.contents(of: snap)
        for (path, content) in expected {
            guard let data = files[path] else {
                Issue.record("reference \(path) is missing")
                continue
            }
            if data == content.old {
                census.old += 1
            } else if data == content.new {
                census.new += 1
            } else {
                let text = String(decoding: data, as: UTF8.self)
                Issue.record(
                    "reference \(path) is neither the old nor the new content (complete snapshot: \(Support.isCompleteSnapshot(text))): \(data.count) bytes")
            }
            #expect(Support.isCompleteSnapshot(String(decoding: data, as: UTF8.self)), "\(path)")
        }
        return census
    }
}
