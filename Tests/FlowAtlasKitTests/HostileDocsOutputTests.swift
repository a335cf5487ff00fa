import FlowAtlasTestSupport
import FlowScenarios
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `docs --output` and `--check` on hostile docs folders (issue 22, points 1, 2 and 9): every
/// target is checked before anything is written or deleted, nothing is written or deleted
/// through a link, and what is in the way is named for what it is. On the small gate app, so
/// each run is quick.
@Suite("Adversarial: docs --output never writes or deletes through a link")
struct HostileDocsOutputTests {
    /// A snapshot folder with one gate scenario, and a docs folder generated from it.
    struct Setup {
        var root: URL
        var snapshots: URL
        var docs: URL

        func docs(_ extra: [String] = [], output: URL? = nil) -> Support.CLIResult {
            Kit.run(["docs", "--output", (output ?? docs).path, "--snapshots", snapshots.path] + extra, apps: [GateApp()])
        }
    }

    static func withDocs(generated: Bool = true, _ body: (Setup) throws -> Void) async throws {
        try await Support.withTemporaryDirectory { root in
            let snapshots = root.appendingPathComponent("snap")
            try Support.write(
                "name: gate-home\nsteps:\n  - navigate: GateRoute.home\n  - snapshot: home\n", to: snapshots.appendingPathComponent("scenarios/gate-home.yaml"))
            let setup = Setup(root: root, snapshots: snapshots, docs: root.appendingPathComponent("docs"))
            if generated {
                let first = setup.docs()
                #expect(first.status == 0, "\(first)")
            }
            try body(setup)
        }
    }

    /// A folder outside the docs holding pictures that must survive.
    static func victimFolder(in root: URL) throws -> URL {
        let victim = root.appendingPathComponent("elsewhere")
        for name in ["precious.svg", "other.svg", "notes.txt"] { try Support.write("mine: \(name)\n", to: victim.appendingPathComponent(name)) }
        return victim
    }

    @Test(
        "a generated folder that is a symlink is refused before anything is written; nothing outside is deleted",
        arguments: ["diagrams/areas", "diagrams/transitions", "diagrams/scenarios", "diagrams/flows", "diagrams"])
    func linkedGeneratedFolder(folder: String) async throws {
        try await Self.withDocs { setup in
            let victim = try Self.victimFolder(in: setup.root)
            let link = setup.docs.appendingPathComponent(folder)
            try? FileManager.default.removeItem(at: link)
            try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
            // A stale page: it must not be rewritten when the run is refused.
            try Support.write("old page\n", to: setup.docs.appendingPathComponent("architecture.md"))
            let before = DiskState(setup.root)
            let result = setup.docs()
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("\(link.path) is a symbolic link (expected a real folder inside the docs folder"), "\(result.stderr)")
            #expect(!result.stderr.contains("snapshot folder"), "the message names the docs folder: \(result.stderr)")
            #expect(result.stdout.isEmpty, "nothing reported as written: \(result.stdout)")
            #expect(DiskState(setup.root) == before)
        }
    }

    @Test(
        "a FIFO, a folder or a link at a generated path is refused before any other page is rewritten",
        arguments: ["fifo:diagrams/transitions.svg", "fifo:architecture.md", "folder:deep-links.md", "link:exploration.md", "link:diagrams/flows/start.svg"])
    func blockedTarget(spec: String) async throws {
        try await Self.withDocs { setup in
            let (kind, path) = (String(spec.prefix { $0 != ":" }), String(spec.drop { $0 != ":" }.dropFirst()))
            let victim = setup.root.appendingPathComponent("victim.txt")
            try Support.write("precious\n", to: victim)
            let target = setup.docs.appendingPathComponent(path)
            try FileManager.default.removeItem(at: target)
            switch kind {
            case "fifo": #expect(mkfifo(target.path, 0o644) == 0)
            case "folder": try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
            default: try FileManager.default.createSymbolicLink(at: target, withDestinationURL: victim)
            }
            for page in ["architecture.md", "deep-links.md", "exploration.md"] where page != path {
                try Support.write("old \(page)\n", to: setup.docs.appendingPathComponent(page))
            }
            let before = DiskState(setup.root)
            let result = setup.docs()
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("cannot write \(target.path): is a"), "\(result.stderr)")
            #expect(result.stderr.contains("(expected a regular file or no file"), "\(result.stderr)")
            #expect(DiskState(setup.root) == before, "no page rewritten, nothing deleted")
            #expect(try Support.read(victim) == "precious\n")
        }
    }

    @Test(
        "a leftover picture that is a link, a folder or a FIFO is refused, never deleted or followed",
        arguments: ["link", "folder", "fifo"])
    func hostileLeftover(kind: String) async throws {
        try await Self.withDocs { setup in
            let victim = try Self.victimFolder(in: setup.root)
            let leftover = setup.docs.appendingPathComponent("diagrams/scenarios/gone.svg")
            switch kind {
            case "link": try FileManager.default.createSymbolicLink(at: leftover, withDestinationURL: victim.appendingPathComponent("precious.svg"))
            case "folder": try Support.write("inside\n", to: leftover.appendingPathComponent("keep.txt"))
            default: #expect(mkfifo(leftover.path, 0o644) == 0)
            }
            let before = DiskState(setup.root)
            let result = setup.docs()
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("cannot write \(leftover.path): is a"), "\(result.stderr)")
            #expect(result.stderr.contains("(expected a regular file: a picture an earlier docs run generated)"), "\(result.stderr)")
            #expect(DiskState(setup.root) == before)
        }
    }

    @Test("a regular leftover picture is still removed, and said so")
    func regularLeftoverRemoved() async throws {
        try await Self.withDocs { setup in
            let leftover = setup.docs.appendingPathComponent("diagrams/scenarios/gone.svg")
            try Support.write("<svg/>\n", to: leftover)
            let result = setup.docs()
            #expect(result.status == 0, "\(result)")
            #expect(!FileManager.default.fileExists(atPath: leftover.path))
        }
    }

    @Test(
        "--output that is a regular file, a FIFO or a link is exit 2 saying what it is (not Foundation's message), nothing changed",
        arguments: ["file", "fifo", "link"])
    func outputIsNotAFolder(kind: String) async throws {
        try await Self.withDocs(generated: false) { setup in
            let output = setup.root.appendingPathComponent("out")
            let victim = try Self.victimFolder(in: setup.root)
            switch kind {
            case "file": try Support.write("a file\n", to: output)
            case "fifo": #expect(mkfifo(output.path, 0o644) == 0)
            default: try FileManager.default.createSymbolicLink(at: output, withDestinationURL: victim)
            }
            let before = DiskState(setup.root)
            for extra in [[], ["--check"]] {
                let result = setup.docs(extra, output: output)
                #expect(result.status == 2, "\(extra): \(result)")
                let expected =
                    switch kind {
                    case "file": "is a regular file (expected a folder for the docs, or no file)"
                    case "fifo": "is a FIFO (expected a folder for the docs, or no file)"
                    default: "is a symbolic link (expected a real folder or no file; docs never writes or deletes through links)"
                    }
                #expect(result.stderr.contains("\(output.path)"), "\(result.stderr)")
                #expect(result.stderr.contains(expected), "\(extra): \(result.stderr)")
                #expect(!result.stderr.contains("same name already exists"), "\(result.stderr)")
            }
            #expect(DiskState(setup.root) == before)
        }
    }

    @Test("docs --check names a FIFO, a folder and a link for what they are, not '(missing)', and writes nothing")
    func checkNamesWhatIsInTheWay() async throws {
        try await Self.withDocs { setup in
            let fifo = setup.docs.appendingPathComponent("diagrams/transitions.svg")
            try FileManager.default.removeItem(at: fifo)
            #expect(mkfifo(fifo.path, 0o644) == 0)
            let folder = setup.docs.appendingPathComponent("deep-links.md")
            try FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let link = setup.docs.appendingPathComponent("exploration.md")
            try FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: setup.docs.appendingPathComponent("architecture.md"))
            let before = DiskState(setup.root)
            let result = setup.docs(["--check"])
            #expect(result.status == 1, "\(result)")
            #expect(result.stdout.contains("diagrams/transitions.svg (is a FIFO, expected a regular file)"), "\(result.stdout)")
            #expect(result.stdout.contains("deep-links.md (is a directory, expected a regular file)"), "\(result.stdout)")
            #expect(result.stdout.contains("exploration.md (is a symbolic link, expected a regular file)"), "\(result.stdout)")
            #expect(!result.stdout.contains("(missing)"), "\(result.stdout)")
            #expect(DiskState(setup.root) == before)
        }
    }
}
