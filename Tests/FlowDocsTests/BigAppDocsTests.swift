import FlowAtlasTestSupport
import FlowBigApp
import FlowDocs
import FlowGraphviz
import FlowScenarios
import Foundation
import Testing

/// Docs at the scale of a big app: an overview and one picture per area, and every picture of the
/// docs (generated for the big app, committed for the demo) within the size budget.
@Suite("Docs of a big app")
struct BigAppDocsTests {
    @Test("the big app's docs: an overview and one picture per tab; every picture rendered within the size budget")
    func bigAppDocs() throws {
        let app = BigScenarioApp()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-big-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try BigAppScenarios.write(count: 24, into: folder)
        let store = SnapshotStore(directory: folder)
        let catalog = try ScenarioCatalog(store: store, apps: ScenarioApps([app]))
        var generator = DocsGenerator(app: app, entries: catalog.entries, runner: ScenarioRunner(app: app), folder: folder.appendingPathComponent("docs"))
        generator.explorationStates = 150
        generator.explorationDepth = 2
        let content = generator.content()
        let paths = content.pictures.map(\.path)
        #expect(paths.contains("diagrams/flows/BigAppRoute.main.svg"))
        #expect(paths.filter { $0.hasPrefix("diagrams/areas/BigAppRoute.main-") }.count == 20)
        #expect(paths.contains("diagrams/transitions.svg") && paths.contains { $0.hasPrefix("diagrams/transitions/") })
        #expect(paths.contains("diagrams/exploration.svg") && paths.contains { $0.hasPrefix("diagrams/exploration/") })
        #expect(Set(paths).count == paths.count)
        let architecture = try #require(content.pages.first { $0.path == "architecture.md" }?.text)
        #expect(architecture.contains("![TabRootCoordinator&lt;Cart&gt;](diagrams/areas/BigAppRoute.main-TabRootCoordinator-Cart.svg)"))
        #expect(architecture.contains("Final screen (202 coordinators"))
        for (path, graph) in content.pictures {
            #expect(graph.nodes.count <= 60, "\(path) has \(graph.nodes.count) nodes")
            let svg = try SVGDocument.parse(try GraphvizRenderer.render(graph))
            #expect(svg.longerSidePixels <= Double(DocsLayout.pictureBudgetPixels), "\(path): \(svg.rootAttributes)")
        }
    }

    @Test("every picture of the demo's committed docs is within the size budget")
    func demoDocsWithinBudget() throws {
        let folder = Fixtures.packageRoot.appendingPathComponent("docs/diagrams")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") }
        #expect(files.count > 40)
        for file in files {
            let svg = try SVGDocument.parse(try Data(contentsOf: folder.appendingPathComponent(file)))
            #expect(svg.longerSidePixels <= Double(DocsLayout.pictureBudgetPixels), "\(file): \(svg.rootAttributes)")
        }
    }
}
