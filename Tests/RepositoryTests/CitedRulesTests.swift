import FlowAtlasTestSupport
import Foundation
import Testing

/// Every behaviour rule (`B17`) and defect (`defect 5`) a test or source cites resolves in the
/// repository: the rule in docs/engine.md's table, the defect in docs/migrating.md.
@Suite("Cited rules resolve")
struct CitedRulesTests {
    @Test("every B-number and defect number cited in Tests/ and Sources/ is defined in docs/engine.md or docs/migrating.md")
    func citationsResolve() throws {
        let root = Support.packageRoot
        let engine = try String(contentsOf: root.appendingPathComponent("docs/engine.md"), encoding: .utf8)
        let migrating = try String(contentsOf: root.appendingPathComponent("docs/migrating.md"), encoding: .utf8)
        var cited: Set<String> = []
        var defects: Set<Int> = []
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
