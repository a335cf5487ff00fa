import FlowAtlasTestSupport
import FlowScenarios
import Foundation
import Testing

/// `report`, `check --report` and `trace --format html`, in-process.
@Suite("CLI report")
struct ReportCommandTests {
    @Test("report writes the index, a page per scenario and the shared files, says where, and writes the same bytes twice")
    func report() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let first = root.appendingPathComponent("first")
            let second = root.appendingPathComponent("second")
            for folder in [first, second] {
                let result = Kit.run(["report", "--snapshots", snap.path, "-o", folder.path])
                #expect(result.status == 0, "\(result)")
                #expect(result.stdout.contains("open \(folder.path)/index.html"))
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
            #expect(files == ["index.html", "ocean-abyss.html", "pictures.js", "report.css", "report.js"])
            for file in files { #expect(try Support.read(first.appendingPathComponent(file)) == Support.read(second.appendingPathComponent(file)), "\(file)") }
            #expect(try Support.read(first.appendingPathComponent("index.html")).contains("ocean-abyss.html"))
        }
    }

    @Test("check --report writes the report of the failing scenarios only, and says where")
    func checkReport() async throws {
        try await Support.withTemporaryDirectory { root in
            let snap = try Support.makeSnapshotFolder(in: root)
            let folder = root.appendingPathComponent("failing")
            let passing = Kit.run(["check", "--snapshots", snap.path, "--report", folder.path])
            #expect(passing.status == 0, "\(passing)")
            #expect(passing.stdout.contains("Report of 0 failing scenarios: \(folder.path)/index.html"))
            let reference = snap.appendingPathComponent("ocean-abyss/rainbow-purple.txt")
            try Support.write(
                try Support.read(reference).replacingOccurrences(of: "current: RainbowRoute.purple", with: "current: RainbowRoute.blue"), to: reference)
            let failing = Kit.run(["check", "--snapshots", snap.path, "--report", folder.path])
            #expect(failing.status == 1, "\(failing)")
            #expect(failing.stdout.contains("Report of 1 failing scenarios: \(folder.path)/index.html"))
            let page = try Support.read(folder.appendingPathComponent("ocean-abyss.html"))
            #expect(page.contains("Differs from the reference"))
            #expect(page.contains("-current: RainbowRoute.blue"))
        }
    }

    @Test("trace --format html writes one page with its style, script and pictures inline")
    func traceHTML() async throws {
        try await Support.withTemporaryDirectory { root in
            let file = root.appendingPathComponent("trace.html")
            let result = Kit.run(["trace", "OceanRoute.abyss", "--format", "html", "-o", file.path])
            let page = try Support.read(file)
            #expect(page.hasPrefix("<!DOCTYPE html>"), "\(result)")
            #expect(page.contains("<style>") && page.contains("window.FLOW_PICTURES = [") && !page.contains("src=\"pictures.js\""))
            #expect(page.contains("data-role=\"trace\""))
        }
    }
}
