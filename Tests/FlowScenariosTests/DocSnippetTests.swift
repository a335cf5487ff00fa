import Foundation
import Testing

/// Every code block marked `<!-- snippet: PATH -->` (or `PATH#REGION`, the lines between
/// `// snippet:REGION begin` and `// snippet:REGION end`, dedented) in README.md and docs/ is
/// exactly that file of the repository. The files are compiled by `make test` (Examples/ is a
/// package it builds; docs/migrating.md's regions are in FlowCoreTests), so the snippets cannot
/// drift from code that compiles.
@Suite("Doc snippets")
struct DocSnippetTests {
    struct Snippet: CustomStringConvertible {
        var page: String
        var source: String
        var code: String
        var description: String { "\(page) ← \(source)" }
    }

    static func snippets(in page: String) throws -> [Snippet] {
        let text = try String(contentsOf: Support.packageRoot.appendingPathComponent(page), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var found: [Snippet] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- snippet: ") && line.hasSuffix(" -->") {
            let source = String(line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
            guard index + 1 < lines.count, lines[index + 1] == "```swift",
                  let end = lines[(index + 2)...].firstIndex(of: "```") else {
                Issue.record("\(page):\(index + 1): a snippet marker must be followed by a ```swift block")
                continue
            }
            found.append(Snippet(page: page, source: source, code: lines[(index + 2)..<end].joined(separator: "\n") + "\n"))
        }
        return found
    }

    static func expected(_ source: String) throws -> String {
        let parts = source.split(separator: "#", maxSplits: 1).map(String.init)
        let text = try String(contentsOf: Support.packageRoot.appendingPathComponent(parts[0]), encoding: .utf8)
        guard parts.count == 2 else { return text }
        let lines = text.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// snippet:\(parts[1]) begin" })
        let end = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// snippet:\(parts[1]) end" })
        let region = lines[(begin + 1)..<end]
        let indent = region.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return region.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n") + "\n"
    }

    @Test("docs/your-app.md, docs/migrating.md and the README show the files they name exactly",
          arguments: ["README.md", "docs/your-app.md", "docs/migrating.md"])
    func snippetsMatch(page: String) throws {
        let snippets = try Self.snippets(in: page)
        #expect(!snippets.isEmpty, "\(page) has no checked snippet")
        for snippet in snippets {
            #expect(snippet.code == (try Self.expected(snippet.source)), "\(snippet) differs from the file")
        }
    }

    @Test("migrating.md shows every region of its snippet file")
    func migratingCoversEveryRegion() throws {
        let file = "Tests/FlowCoreTests/MigrationGuideSnippets.swift"
        let text = try String(contentsOf: Support.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let regions = text.components(separatedBy: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("// snippet:"), trimmed.hasSuffix(" begin") else { return nil }
            return "\(file)#" + trimmed.dropFirst("// snippet:".count).dropLast(" begin".count)
        }
        #expect(regions.count >= 10)
        #expect(Set(try Self.snippets(in: "docs/migrating.md").map(\.source)) == Set(regions))
    }

    @Test("your-app.md covers the Package.swift lines, the adapter, main.swift and the scenario test")
    func yourAppCoversEveryFile() throws {
        let sources = Set(try Self.snippets(in: "docs/your-app.md").map(\.source))
        #expect(sources == [
            "Examples/MailApp/Package.swift#dependency", "Examples/MailApp/Package.swift#targets",
            "Examples/MailApp/Sources/MailAtlasApp/MailAtlasApp.swift", "Examples/MailApp/Sources/mail-atlas/main.swift",
            "Examples/MailApp/Tests/MailAppTests/ScenarioTests.swift",
        ])
    }
}

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

/// Every behaviour rule (`B17`) and defect (`defect 5`) a test or source cites resolves in the
/// repository: the rule in docs/engine.md's table, the defect in docs/migrating.md.
@Suite("Cited rules resolve")
struct CitedRulesTests {
    @Test("every B-number and defect number cited in Tests/ and Sources/ is defined in docs/engine.md or docs/migrating.md")
    func citationsResolve() throws {
        let root = Support.packageRoot
        let engine = try String(contentsOf: root.appendingPathComponent("docs/engine.md"), encoding: .utf8)
        let migrating = try String(contentsOf: root.appendingPathComponent("docs/migrating.md"), encoding: .utf8)
        var cited: Set<String> = [], defects: Set<Int> = []
        for folder in ["Tests", "Sources"] {
            let base = root.appendingPathComponent(folder)
            for case let file as String in FileManager.default.enumerator(atPath: base.path)! where file.hasSuffix(".swift") {
                let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: /\bB([1-9][0-9]?)\b/) { cited.insert("B\(match.1)") }
                for match in text.matches(of: /[Dd]efect ([0-9]+)/) { defects.insert(Int(match.1)!) }
            }
        }
        #expect(cited.count >= 40)
        for rule in cited.sorted() { #expect(engine.contains("| \(rule) |"), "\(rule) is not in docs/engine.md's table") }
        for defect in defects.sorted() { #expect(migrating.contains("\n\(defect). **"), "defect \(defect) is not in docs/migrating.md") }
    }
}
