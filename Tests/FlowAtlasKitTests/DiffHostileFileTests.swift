import FlowAtlasTestSupport
import FlowExplore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 46: files `flowatlas diff` must refuse with exit 2, a one-line message naming the file,
/// and nothing written to -o.
@Suite("diff: hostile files")
struct DiffHostileFileTests {
    /// Runs `diff OLD NEW -o out` and checks the refusal: exit 2, one line naming `named`, `message` in it, no output file.
    static func refused(_ old: String, _ new: String, in folder: URL, named: String, _ message: String) {
        let out = folder.appendingPathComponent("out.txt").path
        let result = DiffCommandTests.diff([old, new, "-o", out])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("\(named):"), "\(result)")
        #expect(result.stderr.contains(message), "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out), "nothing written")
    }

    @Test("a truncated file: not JSON, with its line and column")
    func truncated() throws {
        let (folder, old, new) = try DiffCommandTests.versions("diff-truncated")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOfFile: new, encoding: .utf8)
        let cut = folder.appendingPathComponent("cut.json").path
        try String(text.prefix(text.count / 2)).write(toFile: cut, atomically: true, encoding: .utf8)
        Self.refused(old, cut, in: folder, named: cut, "is not JSON")
    }

    @Test("an older version (no format tag) and another version are refused in one line")
    func wrongVersion() throws {
        let (folder, old, new) = try DiffCommandTests.versions("diff-version")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOfFile: new, encoding: .utf8)
        let older = folder.appendingPathComponent("older.json").path
        try text.replacingOccurrences(of: "  \"format\" : \"flowatlas exploration v2\",\n", with: "").write(toFile: older, atomically: true, encoding: .utf8)
        #expect(try String(contentsOfFile: older, encoding: .utf8) != text)
        Self.refused(
            old, older, in: folder, named: older,
            "is an exploration document of an older version, or not one: it has no format tag (expected 'flowatlas exploration v2'")
        let other = folder.appendingPathComponent("v9.json").path
        try text.replacingOccurrences(of: "flowatlas exploration v2", with: "flowatlas exploration v9").write(toFile: other, atomically: true, encoding: .utf8)
        Self.refused(other, new, in: folder, named: other, "its format is 'flowatlas exploration v9' (expected 'flowatlas exploration v2'")
    }

    @Test("an exploration of another app")
    func anotherApp() throws {
        let (folder, old, _) = try DiffCommandTests.versions("diff-app")
        defer { try? FileManager.default.removeItem(at: folder) }
        let gate = folder.appendingPathComponent("gate.json").path
        #expect(Kit.run(["explore", "--format", "json", "--max-depth", "2", "-o", gate], apps: [GateApp()]).status == 0)
        Self.refused(old, gate, in: folder, named: gate, "explores the app 'gate', but \(old) explores 'shop' (expected two explorations of one app)")
    }

    @Test("a 1 GB file is refused by its size, unread (a sparse file)")
    func huge() throws {
        let (folder, old, _) = try DiffCommandTests.versions("diff-huge")
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: huge, contents: Data("{".utf8)))
        #expect(truncate(huge, 1_000_000_000) == 0)
        Self.refused(old, huge, in: folder, named: huge, "is 1000000000 bytes (expected at most \(ExplorationDocument.sizeLimit) bytes)")
    }

    @Test("a FIFO, a folder and a missing file")
    func notRegularFiles() throws {
        let (folder, old, _) = try DiffCommandTests.versions("diff-fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        Self.refused(old, fifo, in: folder, named: fifo, "is a FIFO (expected a regular file)")
        Self.refused(folder.path, old, in: folder, named: folder.path, "is a directory (expected a regular file)")
        let missing = folder.appendingPathComponent("missing.json").path
        Self.refused(old, missing, in: folder, named: missing, "(expected a readable file)")
    }

    @Test("a document whose facts do not hold together")
    func inconsistent() throws {
        let (folder, old, new) = try DiffCommandTests.versions("diff-facts")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOfFile: new, encoding: .utf8)
        let edited = folder.appendingPathComponent("edited.json").path
        let runs = try #require(text.range(of: "\"landings\" : \""))
        try text.replacingCharacters(in: runs, with: "\"landings\" : \"9*9999,").write(toFile: edited, atomically: true, encoding: .utf8)
        Self.refused(old, edited, in: folder, named: edited, "is not a valid exploration document: facts.links.0.landings is not runs of")
    }
}
