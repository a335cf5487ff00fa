import FlowAtlasTestSupport
import Foundation
import Testing

/// Every promise in docs/scenarios.md's "What bad input gets" and "What a hostile filesystem
/// gets" names the test that proves it; each named test exists under Tests/.
@Suite("Doc promises")
struct DocPromiseTests {
    @Test("every test named by a promise in docs/scenarios.md exists")
    func promisedTestsExist() throws {
        let page = try String(contentsOf: Support.packageRoot.appendingPathComponent("docs/scenarios.md"), encoding: .utf8)
        let sections = ["## What bad input gets", "## What a hostile filesystem gets"]
        var names: [String] = []
        for heading in sections {
            let start = try #require(page.range(of: heading)).upperBound
            let end = page[start...].range(of: "\n## ")?.lowerBound ?? page.endIndex
            for line in page[start..<end].split(separator: "\n") where line.hasPrefix("- **") {
                #expect(line.contains(" — "), "a promise without its test: \(line.prefix(60))")
                // The test names follow the dash, in double quotes.
                let tail = line.components(separatedBy: " — ").dropFirst().joined(separator: " — ")
                let parts = tail.components(separatedBy: "\"")
                names += stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
            }
        }
        #expect(names.count >= 20)
        var sources = ""
        let tests = Support.packageRoot.appendingPathComponent("Tests")
        for case let file as String in FileManager.default.enumerator(atPath: tests.path)! where file.hasSuffix(".swift") {
            sources += try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
        }
        for name in names {
            #expect(sources.contains("@Test(\"\(name)\"") || sources.contains("\"\(name)\","), "no test named \"\(name)\"")
        }
    }
}
