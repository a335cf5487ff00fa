import FlowAtlasTestSupport
import Foundation
import Testing

/// FlowCore's `package` surface is what other modules of the package need (issue 44, point 2):
/// every `package` declaration of FlowCore is named in another module's sources, or is the type
/// of one that is, and docs/engine.md ("FlowCore's package surface") lists exactly those names,
/// with the modules that use each. The check reads the text as `grep` does.
@Suite("FlowCore's package surface")
struct PackageSurfaceTests {
    static let sources = Support.packageRoot.appendingPathComponent("Sources")

    /// The names FlowCore declares with `package` access.
    static func declaredNames() throws -> Set<String> {
        let pattern =
            #/package\s+(?:(?:static|final|mutating|nonmutating|override|lazy|indirect|internal\(set\)|private\(set\))\s+)*(?:func|var|let|init|subscript|typealias|struct|class|enum|protocol)\s*([A-Za-z_][A-Za-z0-9_]*)?/#
        var names: Set<String> = []
        for (_, text) in try files(of: "FlowCore") {
            for match in text.matches(of: pattern) { names.insert(match.1.map(String.init) ?? "init") }
        }
        return names
    }

    /// The Swift files of `module`, by path, with their text.
    static func files(of module: String) throws -> [(String, String)] {
        let folder = sources.appendingPathComponent(module)
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The modules other than FlowCore whose sources name `name` as a word.
    static func users(of name: String, in texts: [String: [String]]) -> [String] {
        // (Simple word boundaries: Unicode's would not break `core.childCount` at the dot.)
        let word = try! Regex("\\b\(name)\\b").wordBoundaryKind(.simple)
        return texts.keys.sorted().filter { module in texts[module]!.contains { $0.contains(word) } }
    }

    /// The names docs/engine.md lists in its section on the package surface.
    static func listedNames() throws -> [String] {
        let text = try String(contentsOf: Support.packageRoot.appendingPathComponent("docs/engine.md"), encoding: .utf8)
        guard let start = text.range(of: "## FlowCore's package surface") else { return [] }
        let section = text[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            String(line.dropFirst(3).prefix { $0 != "`" })
        }
    }

    @Test("every package declaration of FlowCore is used by another module, or is the type of one that is")
    func used() throws {
        let modules = ((try? FileManager.default.contentsOfDirectory(atPath: Self.sources.path)) ?? []).filter { !$0.hasPrefix(".") && $0 != "FlowCore" }
        var texts: [String: [String]] = [:]
        for module in modules { texts[module] = try Self.files(of: module).map(\.1) }
        // Types other modules use only through a package member of that type.
        let memberTypes: Set<String> = ["EventSubjects", "RecordsMark", "init"]
        let unused = try Self.declaredNames().subtracting(memberTypes).filter { Self.users(of: $0, in: texts).isEmpty }
        #expect(unused.isEmpty, "package in FlowCore but used by no other module (make it internal): \(unused.sorted())")
    }

    @Test("docs/engine.md lists exactly FlowCore's package declarations")
    func listed() throws {
        let declared = try Self.declaredNames().subtracting(["init"])
        let listed = try Self.listedNames()
        #expect(listed == listed.sorted(), "the list is sorted")
        #expect(Set(listed).subtracting(declared).sorted() == [], "listed but not declared package in FlowCore")
        #expect(declared.subtracting(listed).sorted() == [], "declared package in FlowCore but not listed in docs/engine.md")
    }
}
