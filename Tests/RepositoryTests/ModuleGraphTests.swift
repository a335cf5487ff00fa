import FlowAtlasTestSupport
import Foundation
import Testing

/// The edges of docs/design.md that matter to users, read from Package.swift itself: what a
/// product pulls in is what its target depends on, transitively.
@Suite("Module graph")
struct ModuleGraphTests {
    /// Each target's direct dependencies (targets and products by name), read from Package.swift.
    static func dependencies() throws -> [String: Set<String>] {
        try dependencies(in: "Package.swift")
    }

    /// `dependencies()` of the manifest at `manifest` in the repository.
    static func dependencies(in manifest: String) throws -> [String: Set<String>] {
        try dependencies(of: String(contentsOf: Support.packageRoot.appendingPathComponent(manifest), encoding: .utf8))
    }

    /// `dependencies()` of a manifest's text (products by their names, not their packages').
    static func dependencies(of text: String) throws -> [String: Set<String>] {
        var graph: [String: Set<String>] = [:]
        let declaration = try Regex(#"\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([A-Za-z]+)"(.*?)\)\s*,\s*(?=\.|//|\])"#)
            .dotMatchesNewlines()
        let name = try Regex(#""([A-Za-z]+)""#)
        let packageName = try Regex(#"package:\s*"[^"]*""#)
        for match in text.matches(of: declaration) {
            let target = String(match.output[1].substring ?? "")
            let body = String(match.output[2].substring ?? "")
            let list = (body.range(of: "dependencies:").map { String(body[$0.upperBound...]) } ?? "").replacing(packageName, with: "")
            graph[target] = Set(list.matches(of: name).map { String($0.output[1].substring ?? "") })
        }
        return graph
    }

    static func closure(of target: String, in graph: [String: Set<String>]) -> Set<String> {
        var seen: Set<String> = []
        var work = [target]
        while let next = work.popLast() {
            for dependency in graph[next, default: []] where seen.insert(dependency).inserted { work.append(dependency) }
        }
        return seen
    }

    @Test("the graph is read: every library of docs/design.md is a target of Package.swift")
    func graphIsRead() throws {
        let graph = try Self.dependencies()
        let design = try String(contentsOf: Support.packageRoot.appendingPathComponent("docs/design.md"), encoding: .utf8)
        for library in [
            "FlowCore", "FlowBindings", "FlowSwiftUI", "FlowInspector", "FlowText", "FlowSnapshotTesting", "FlowAdapter", "FlowSnapshotStore", "FlowScenarios",
            "FlowScenarioTesting", "FlowGraph", "FlowGraphviz", "FlowDiagrams", "FlowExplore", "FlowDocs", "FlowReport", "FlowPlayground", "FlowAtlasKit",
        ] {
            #expect(graph[library] != nil, "\(library) is not a target")
            #expect(design.contains(library), "docs/design.md does not draw \(library)")
        }
        #expect(graph["FlowScenarios"]?.contains("Yams") == true, "the reader must see FlowScenarios' Yams")
    }

    @Test("an app's inspector pulls in FlowCore and the wire format only: no server, no YAML, no Graphviz, no bindings")
    func inspectorIsSmall() throws {
        let graph = try Self.dependencies()
        let closure = Self.closure(of: "FlowInspector", in: graph)
        let allowed: Set<String> = ["FlowCore", "FlowInspectorProtocol", "Logging", "Atomics"]
        #expect(closure.isSubset(of: allowed), "FlowInspector depends on \(closure.sorted())")
        #expect(Self.closure(of: "FlowPlayground", in: graph).contains("FlowInspectorProtocol"))
    }

    @Test("the adapter, the explorer, the store and the snapshot strategies pull in no YAML and not the scenario language; the strategies no Graphviz")
    func noYAMLBelowTheScenarios() throws {
        let graph = try Self.dependencies()
        for target in ["FlowAdapter", "FlowExplore", "FlowSnapshotStore", "FlowSnapshotTesting", "FlowText"] {
            let closure = Self.closure(of: target, in: graph)
            #expect(
                !closure.contains("Yams") && !closure.contains("CFlowYAML") && !closure.contains("FlowScenarios"), "\(target) depends on \(closure.sorted())")
        }
        #expect(!Self.closure(of: "FlowSnapshotTesting", in: graph).contains("CGraphviz"))
        #expect(Self.closure(of: "FlowExplore", in: graph).contains("FlowAdapter"))
    }

    @Test("the SwiftUI type-check package declares FlowCore, FlowBindings and MailApp with the dependencies their own packages give them")
    func typeCheckPackageFollowsTheManifests() throws {
        // Tests/SwiftUITypeCheck compiles them from links to their sources, so it repeats their dependencies.
        let check = try Self.dependencies(in: "Tests/SwiftUITypeCheck/Package.swift")
        let root = try Self.dependencies()
        let mail = try Self.dependencies(in: "Examples/MailApp/Package.swift")
        for target in ["FlowCore", "FlowBindings"] {
            #expect(check[target] != nil && check[target] == root[target], "\(target): \(check[target] ?? []) there, \(root[target] ?? []) in Package.swift")
        }
        #expect(check["MailApp"] != nil && check["MailApp"] == mail["MailApp"], "MailApp: \(check["MailApp"] ?? []) there, \(mail["MailApp"] ?? [])")
        #expect(check["FlowSwiftUI"] == root["FlowSwiftUI"].map { $0.union(["SwiftUI"]) }, "FlowSwiftUI: \(check["FlowSwiftUI"] ?? [])")
    }

    @Test("every library product has a test target named after it, FlowSwiftUI (empty on Linux) aside")
    func testsFollowModules() throws {
        let graph = try Self.dependencies()
        let text = try String(contentsOf: Support.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = text.matches(of: try Regex(#"\.library\(name: "([A-Za-z]+)""#)).map { String($0.output[1].substring ?? "") }
        #expect(products.count == 18, "\(products)")
        let untested = products.filter { graph["\($0)Tests"] == nil }
        #expect(untested == ["FlowSwiftUI"], "\(untested)")
    }

    @Test("every library product has a DocC catalog named after it, FlowSwiftUI (empty on Linux) aside, and make docc builds each")
    func catalogsFollowModules() throws {
        let root = Support.packageRoot
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = text.matches(of: try Regex(#"\.library\(name: "([A-Za-z]+)""#)).map { String($0.output[1].substring ?? "") }
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        // DOCC_MODULES = A B \ (continued) C: the words of the assignment and its continuation lines.
        let assignment = try #require(makefile.range(of: "DOCC_MODULES ="))
        var built: Set<String> = []
        for line in makefile[assignment.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            built.formUnion(line.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0 != "\\" })
            if !line.hasSuffix("\\") { break }
        }
        for product in products where product != "FlowSwiftUI" {
            let landing = root.appendingPathComponent("Sources/\(product)/\(product).docc/\(product).md")
            #expect(FileManager.default.fileExists(atPath: landing.path), "\(product) has no catalog")
            #expect(built.contains(product), "make docc does not build \(product)")
        }
    }
}
