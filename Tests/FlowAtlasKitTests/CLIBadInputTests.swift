import FlowAtlasTestSupport
import Foundation
import Testing

/// Bad scenario files and arguments, in-process: exit 2, file, line and column, nothing written.
@Suite("CLI bad input")
struct CLIBadInputTests {
    struct BadFile: Sendable, CustomTestStringConvertible {
        var label: String
        var yaml: String
        /// `line:column: error: ` and the start of the message.
        var location: String
        var says: String
        var testDescription: String { label }
    }

    static let badFiles: [BadFile] = [
        BadFile(
            label: "malformed YAML", yaml: "name: bad\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n  - navigate: OceanRoute.abyss: x\n",
            location: "4:31", says: "malformed YAML"),
        BadFile(
            label: "unknown step", yaml: "name: bad\nsteps:\n  - open: flowatlas-demo://app/tabRoot\n  - jump: OceanRoute.abyss\n",
            location: "4:5", says: "unknown step 'jump' (expected one of navigate, open,"),
        BadFile(
            label: "unknown route", yaml: "name: bad\nsteps:\n  - navigate: OceanRoute.mariana\n",
            location: "3:15",
            says:
                "unknown route 'OceanRoute.mariana' (expected one of OceanRoute's surface, shallow, deep, abyss, or any OceanRoute value in its Codable form, such as { OceanRoute: \"surface\" })"
        ),
        BadFile(
            label: "unknown URL", yaml: "name: bad\nsteps:\n  - open: flowatlas-demo://sky/cloud\n",
            location: "3:11", says: "unknown deep link 'flowatlas-demo://sky/cloud': unknown area 'sky'"),
        BadFile(
            label: "selectTab: -1", yaml: "name: bad\nsteps:\n  - snapshot: start\n  - selectTab: -1\n",
            location: "4:16", says: "expected a tab index"),
        BadFile(
            label: "selectTab: a string", yaml: "name: bad\nsteps:\n  - selectTab: \"2\"\n",
            location: "3:16", says: "expected a tab index"),
        BadFile(
            label: "unknown error kind", yaml: "name: bad\nsteps:\n  - expectFailure:\n      navigate: UnhandledRoute.invalidRoute\n      error: notFound\n",
            location: "5:14", says: "unknown error kind 'notFound' (expected one of navigationFailed,"),
    ]

    @Test("bad input: check and record exit 2, name file, line and column, and write nothing", arguments: badFiles)
    func badInput(_ bad: BadFile) async throws {
        try await Support.withTemporaryDirectory { root in
            // ocean-abyss without references: any write by check or record would show.
            let snap = try Support.makeSnapshotFolder(in: root, withReferences: false)
            try Support.write(bad.yaml, to: snap.appendingPathComponent("scenarios/bad.yaml"))
            let before = Support.contents(of: snap)
            for command in [["check"], ["record"], ["check", "ocean-abyss"], ["run", "bad"]] {
                let result = Kit.run(command + ["--snapshots", snap.path])
                #expect(result.status == 2, "\(command): \(result)")
                #expect(result.stderr.hasPrefix("\(snap.path)/scenarios/bad.yaml:\(bad.location): error: "), "\(command): \(result)")
                #expect(result.stderr.contains(bad.says), "\(command): \(result)")
                #expect(result.stdout.isEmpty, "\(command): \(result)")
                let after = Support.contents(of: snap)
                #expect(after == before, "\(command) wrote \(Set(after.keys).subtracting(before.keys).sorted())")
            }
            // Hidden temporary files would be listed too; there are none, and nothing beside the folder either.
            let rootFiles = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.hasPrefix(".capture-") }
            #expect(rootFiles == ["snap"])
        }
    }

    @Test(
        "an unknown scenario name or option is bad input (exit 2)",
        arguments: [
            ["check", "no-such-scenario"], ["record", "no-such-scenario"], ["check", "--no-such-option"], ["run"],
        ])
    func badArguments(_ arguments: [String]) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root, withReferences: false)
            let before = Support.contents(of: snap)
            let result = Kit.run(arguments + ["--snapshots", snap.path])
            #expect(result.status == 2, "\(result)")
            #expect(Support.contents(of: snap) == before)
        }
    }
}
