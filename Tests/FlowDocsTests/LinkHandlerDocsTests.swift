import FlowAtlasTestSupport
import FlowDocs
import FlowScenarios
import Foundation
import Testing

/// Issue 48, point 2: the generated deep-link page of an app with its own link handler shows what
/// the handler does with each listed link, every navigation in order, never `link(forURL:)`.
@Suite("Docs follow the app's link handler")
struct LinkHandlerDocsTests {
    static func content() throws -> DocsGenerator.Content {
        let app = LinkHandlerApp()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-vault-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenarios"), withIntermediateDirectories: true)
        try """
        name: share-link
        app: vault
        steps:
          - navigate: KeyVaultRoute.item
          - trace: { open: vault://item/share, snapshot: shared }
        """.write(to: folder.appendingPathComponent("scenarios/share-link.yaml"), atomically: true, encoding: .utf8)
        let catalog = try ScenarioCatalog(store: SnapshotStore(directory: folder), apps: ScenarioApps([app]))
        var generator = DocsGenerator(app: app, entries: catalog.entries, runner: ScenarioRunner(app: app), folder: folder.appendingPathComponent("docs"))
        generator.explorationStates = 20
        generator.explorationDepth = 1
        return generator.content()
    }

    @Test("deep-links.md lists each link's navigations through the handler, in order, with a picture of the sequence")
    func sequence() throws {
        let content = try Self.content()
        let page = try #require(content.pages.first { $0.path == "deep-links.md" }?.text)
        #expect(page.contains("## The app's links, through its link handler"), "\(page)")
        #expect(page.contains("The app's link handler returns `true` and performed 2 navigations:"), "\(page)")
        #expect(
            page.contains(
                "1. `navigate(to: KeyVaultRoute.landing)` from `KeyVaultCoordinator#0`: succeeds\n2. `navigate(to: KeyVaultRoute.share)` from `KeyVaultCoordinator#0`: succeeds"
            ), "\(page)")
        #expect(page.contains("The app's link handler returns `true` and performed no navigation."), "\(page)")
        #expect(!page.contains("| URL | Steps |"), "no link(forURL:) table in the handler's place")
        #expect(!page.contains("navigate(to: KeyVaultRoute.item)) from"), "route(forURL:) must not stand in for the handler")
        let pictures = content.pictures.filter { $0.path.hasPrefix("diagrams/traces/link-") }
        #expect(pictures.map(\.path) == ["diagrams/traces/link-1.svg", "diagrams/traces/link-2.svg"])
        #expect(pictures.first?.graph.clusters.first?.label == "navigation 1 of 2: navigate(to: KeyVaultRoute.landing)")
    }

    @Test("a scenario's trace step of a URL shows the handler's navigations in order, not one navigate to route(forURL:)")
    func traceStep() throws {
        let content = try Self.content()
        let page = try #require(content.pages.first { $0.path == "deep-links.md" }?.text)
        let section = try #require(page.components(separatedBy: "## open vault://item/share — share-link / shared").dropFirst().first, "\(page)")
        #expect(section.contains("through the app's link handler"), "\(section)")
        #expect(
            section.contains(
                "1. `navigate(to: KeyVaultRoute.landing)` from `KeyVaultCoordinator#0`: succeeds\n2. `navigate(to: KeyVaultRoute.share)` from `KeyVaultCoordinator#0`: succeeds"
            ), "\(section)")
        #expect(section.contains("![the navigations of vault://item/share](diagrams/traces/share-link-shared.svg)"), "\(section)")
        #expect(!page.contains("## KeyVaultRoute.item"), "no section of the route(forURL:) resolution")
        #expect(content.pictures.contains { $0.path == "diagrams/traces/share-link-shared.svg" })
    }
}
