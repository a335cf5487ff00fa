import FlowAtlasTestSupport
import Foundation
import Testing

/// Every code block marked `<!-- snippet: PATH -->` (or `PATH#REGION`, the lines between
/// `// snippet:REGION begin` and `// snippet:REGION end`, dedented) in README.md, docs/ and the
/// DocC articles (Sources/*/*.docc) is exactly that file of the repository. The files are
/// compiled by `make test` (Examples/ and Tests/SwiftUITypeCheck are packages it builds;
/// docs/migrating.md's regions are in FlowCoreTests), so the snippets cannot drift from code that compiles.
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
                let end = lines[(index + 2)...].firstIndex(of: "```")
            else {
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

    @Test(
        "docs/your-app.md, docs/migrating.md, docs/swiftui.md, the README and the DocC articles show the files they name exactly",
        arguments: [
            "README.md", "docs/your-app.md", "docs/migrating.md", "docs/swiftui.md", "docs/engine.md", "docs/visual-debugging.md",
            "Sources/FlowBindings/FlowBindings.docc/Bindings.md", "Sources/FlowAtlasKit/FlowAtlasKit.docc/FlowAtlasKit.md",
            "Sources/FlowAtlasKit/FlowAtlasKit.docc/YourOwnApp.md",
        ])
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

    @Test("swiftui.md shows every region of its snippet file, of FlowSwiftUI's sources and of the example SwiftUI app, and no Swift it does not check")
    func swiftUICoversEveryRegion() throws {
        let files = [
            "Tests/FlowBindingsTests/SwiftUIDocSnippets.swift", "Sources/FlowSwiftUI/StackView.swift", "Sources/FlowSwiftUI/PresentationsView.swift",
            "Tests/SwiftUITypeCheck/Sources/MailSwiftUIApp/LoginScreens.swift", "Tests/SwiftUITypeCheck/Sources/MailSwiftUIApp/MailAppMain.swift",
        ]
        var regions: [String] = []
        for file in files {
            let text = try String(contentsOf: Support.packageRoot.appendingPathComponent(file), encoding: .utf8)
            regions += text.components(separatedBy: "\n").compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("// snippet:"), trimmed.hasSuffix(" begin") else { return nil }
                return "\(file)#" + trimmed.dropFirst("// snippet:".count).dropLast(" begin".count)
            }
        }
        #expect(regions.count == 10)
        #expect(Set(try Self.snippets(in: "docs/swiftui.md").map(\.source)) == Set(regions))
        // Every Swift block is one of them: the SwiftUI code is compiled too (Tests/SwiftUITypeCheck, against a stand-in).
        let page = try String(contentsOf: Support.packageRoot.appendingPathComponent("docs/swiftui.md"), encoding: .utf8)
        let lines = page.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() where line == "```swift" {
            #expect(index > 0 && lines[index - 1].hasPrefix("<!-- snippet: "), "docs/swiftui.md:\(index + 2): a Swift block that is not a checked snippet")
        }
    }

    @Test("your-app.md covers the Package.swift lines, the adapter, main.swift and the scenario test")
    func yourAppCoversEveryFile() throws {
        let sources = Set(try Self.snippets(in: "docs/your-app.md").map(\.source))
        #expect(
            sources == [
                "Examples/MailApp/Package.swift#dependency", "Examples/MailApp/Package.swift#targets",
                "Examples/MailApp/Sources/MailAtlasApp/MailAtlasApp.swift", "Examples/MailApp/Sources/mail-atlas/main.swift",
                "Examples/MailApp/Tests/MailAppTests/ScenarioTests.swift",
            ])
    }
}
