import FlowAtlasTestSupport
import Foundation
import Testing

/// Sources/ imports of another package only reach that package's products: a module a package
/// keeps for itself (Yams' vendored libyaml `CYaml`, swift-atomics' `_AtomicsShims`) may be renamed,
/// moved or dropped in any release, and then every user's build breaks.
@Suite("Dependency modules")
struct DependencyModuleTests {
    /// One `import` in Sources/.
    struct Import {
        var file: String
        var line: Int
        var module: String
    }

    /// Modules of dependencies that are none of their products, known without a checkout (the
    /// checkouts under .build add the rest).
    static let knownPrivateModules = ["CYaml": "Yams", "_AtomicsShims": "swift-atomics"]

    /// Every `import` of every Swift file under Sources/ (attributes, access levels and
    /// `import struct A.B` forms included).
    static func imports() throws -> [Import] {
        let root = Support.packageRoot.appendingPathComponent("Sources")
        let statement = try Regex(
            #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#
        )
        var found: [Import] = []
        for case let file as String in FileManager.default.enumerator(atPath: root.path)! where file.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let match = try statement.prefixMatch(in: String(line)), let module = match.output[1].substring else { continue }
                found.append(Import(file: "Sources/\(file)", line: index + 1, module: String(module)))
            }
        }
        return found
    }

    /// Each dependency's modules that are none of its products, by module, naming the package: read
    /// from the manifests of the checkouts under .build (empty when there are none).
    static func privateModulesOfCheckouts() throws -> [String: String] {
        let checkouts = Support.packageRoot.appendingPathComponent(".build/checkouts")
        let packages = (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? []
        let target = try Regex(#"\.(?:target|systemLibrary|binaryTarget|macro)\(\s*name:\s*"([^"]+)""#)
        let library = try Regex(#"\.library\(\s*name:\s*"[^"]+"[^\]]*?targets:\s*\[([^\]]*)\]"#)
        let name = try Regex(#""([^"]+)""#)
        var modules: [String: String] = [:]
        for package in packages {
            guard let manifest = try? String(contentsOf: checkouts.appendingPathComponent("\(package)/Package.swift"), encoding: .utf8) else { continue }
            let targets = Set(manifest.matches(of: target).compactMap { $0.output[1].substring.map(String.init) })
            let products = Set(
                manifest.matches(of: library).flatMap { match in
                    String(match.output[1].substring ?? "").matches(of: name).compactMap { $0.output[1].substring.map(String.init) }
                })
            for module in targets.subtracting(products) { modules[module] = package }
        }
        return modules
    }

    @Test("the manifests are read: Yams' CYaml is none of its products, Yams is one")
    func manifestsAreRead() throws {
        let modules = try Self.privateModulesOfCheckouts()
        // Without checkouts (a build elsewhere) only the known table and the '_' rule apply.
        guard FileManager.default.fileExists(atPath: Support.packageRoot.appendingPathComponent(".build/checkouts/Yams/Package.swift").path) else { return }
        #expect(modules["CYaml"] == "Yams", "\(modules)")
        #expect(modules["Yams"] == nil, "\(modules)")
        #expect(try Self.imports().count > 100)
    }

    @Test("no Sources/ file imports a module of another package that is none of its products, nor any '_'-prefixed module")
    func onlyProductsAreImported() throws {
        let ours = Set(try ModuleGraphTests.dependencies().keys)
        let privateModules = Self.knownPrivateModules.merging(try Self.privateModulesOfCheckouts()) { known, _ in known }
        for found in try Self.imports() where !ours.contains(found.module) {
            if let package = privateModules[found.module] {
                Issue.record("\(found.file):\(found.line): imports \(found.module), a module of \(package) that is none of its products (expected a product)")
            } else if found.module.hasPrefix("_") {
                Issue.record("\(found.file):\(found.line): imports \(found.module), a '_'-prefixed module, not public API (expected a product)")
            }
        }
    }
}
