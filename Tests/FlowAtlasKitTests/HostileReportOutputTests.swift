import FlowAtlasTestSupport
import FlowScenarios
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 45, points 5 and 6: `report -o DIR` and `check --report DIR` check the report folder
/// and every page before anything runs or is written (the rules `docs --output` follows), with
/// one FlowAtlas line naming the path and what was expected, never Foundation's message.
@Suite("Adversarial: report folders are checked before anything runs")
struct HostileReportOutputTests {
    /// `report` or `check --report` (with a mismatching reference, so check fails and has pages to write).
    enum Command: String, CaseIterable, Sendable {
        case report, check

        func arguments(snapshots: URL, folder: String) -> [String] {
            switch self {
            case .report: ["report", "--snapshots", snapshots.path, "-o", folder]
            case .check: ["check", "--snapshots", snapshots.path, "--report", folder]
            }
        }
    }

    /// A snapshot folder whose ocean-abyss reference differs, so `check` fails and would write a `.txt.new`.
    static func failingSnapshots(in root: URL) throws -> URL {
        let snap = try Support.makeSnapshotFolder(in: root)
        let reference = snap.appendingPathComponent("ocean-abyss/rainbow-purple.txt")
        try Support.write(
            try Support.read(reference).replacingOccurrences(of: "current: RainbowRoute.purple", with: "current: RainbowRoute.blue"), to: reference)
        return snap
    }

    /// The one error line for `result`: a FlowAtlas message, not Foundation's.
    static func expectOneLine(_ result: Support.CLIResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 2, "\(result)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("error: cannot write "), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains("(expected "), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Error Domain"), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "nothing ran: \(result.stdout)", sourceLocation: sourceLocation)
    }

    @Test(
        "Adversarial: report -o and check --report on a file, a FIFO, a path under a file or in /proc exit 2 with one line, nothing run or written",
        arguments: Command.allCases, ["file", "fifo", "under-file", "proc"])
    func folderIsNotAFolder(command: Command, kind: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Self.failingSnapshots(in: root)
            let file = root.appendingPathComponent("existing")
            let folder: String
            let expected: String
            switch kind {
            case "file":
                try Support.write("mine\n", to: file)
                (folder, expected) = (file.path, "is a regular file (expected a folder for the report, or no file)")
            case "fifo":
                #expect(mkfifo(file.path, 0o644) == 0)
                (folder, expected) = (file.path, "is a FIFO (expected a folder for the report, or no file)")
            case "under-file":
                try Support.write("mine\n", to: file)
                (folder, expected) = (file.appendingPathComponent("report").path, "a part of the path is not a directory")
            default:
                (folder, expected) = ("/proc/flowatlas-\(UUID().uuidString)", "the file system makes no folders there")
            }
            let before = DiskState(root)
            let result = Kit.run(command.arguments(snapshots: snap, folder: folder))
            Self.expectOneLine(result)
            #expect(result.stderr.contains("cannot write \(folder): "), "\(result.stderr)")
            #expect(result.stderr.contains(expected), "\(result.stderr)")
            #expect(DiskState(root) == before, "no .txt.new, no page:\n\(DiskState(root))")
        }
    }

    @Test(
        "Adversarial: a link, a FIFO or a folder at any page of the report refuses it before a file is written",
        arguments: Command.allCases,
        ["link:index.html", "fifo:index.html", "folder:index.html", "link:ocean-abyss.html", "fifo:report.css", "folder:pictures.js", "link:report.js"])
    func blockedPage(command: Command, spec: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Self.failingSnapshots(in: root)
            let (kind, name) = (String(spec.prefix { $0 != ":" }), String(spec.drop { $0 != ":" }.dropFirst()))
            let victim = root.appendingPathComponent("victim.txt")
            try Support.write("precious\n", to: victim)
            let folder = root.appendingPathComponent("report")
            let target = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            switch kind {
            case "fifo": #expect(mkfifo(target.path, 0o644) == 0)
            case "folder": try Support.write("inside\n", to: target.appendingPathComponent("keep.txt"))
            default: try FileManager.default.createSymbolicLink(at: target, withDestinationURL: victim)
            }
            let before = DiskState(root)
            let result = Kit.run(command.arguments(snapshots: snap, folder: folder.path))
            Self.expectOneLine(result)
            #expect(result.stderr.contains("cannot write \(target.path): is a"), "\(result.stderr)")
            #expect(result.stderr.contains("(expected a regular file or no file"), "\(result.stderr)")
            #expect(DiskState(root) == before, "no page, no shared file, no .txt.new:\n\(DiskState(root))")
            #expect(try Support.read(victim) == "precious\n")
        }
    }

    @Test(
        "Adversarial: with 1 to 40 scenarios, a link at the last page or the index refuses the report before the first file",
        arguments: [1, 7, 40], ["last", "index"])
    func blockedPageAtScale(count: Int, which: String) async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = root.appendingPathComponent("snap")
            let names = (1...count).map { String(format: "gate-%02d", $0) }
            for name in names {
                try Support.write(
                    "name: \(name)\nsteps:\n  - navigate: GateRoute.home\n  - snapshot: home\n", to: snap.appendingPathComponent("scenarios/\(name).yaml"))
            }
            let folder = root.appendingPathComponent("report")
            let target = folder.appendingPathComponent(which == "index" ? "index.html" : "\(names.last!).html")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: target, withDestinationURL: root.appendingPathComponent("elsewhere.html"))
            let before = DiskState(root)
            let result = Kit.run(["report", "--snapshots", snap.path, "-o", folder.path], apps: [GateApp()])
            Self.expectOneLine(result)
            #expect(result.stderr.contains("cannot write \(target.path): is a symbolic link"), "\(result.stderr)")
            #expect(DiskState(root) == before)
            try FileManager.default.removeItem(at: target)
            let written = Kit.run(["report", "--snapshots", snap.path, "-o", folder.path], apps: [GateApp()])
            #expect(written.status == 0, "\(written)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == count + 4)
        }
    }

    @Test("an existing report folder is rewritten in place, and check --report still exits 1 on a mismatch")
    func existingReportRewritten() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Self.failingSnapshots(in: root)
            let folder = root.appendingPathComponent("report")
            for command in Command.allCases {
                let result = Kit.run(command.arguments(snapshots: snap, folder: folder.path))
                #expect(result.status == (command == .check ? 1 : 0), "\(result)")
            }
            #expect(try Support.read(folder.appendingPathComponent("ocean-abyss.html")).contains("Differs from the reference"))
        }
    }
}
