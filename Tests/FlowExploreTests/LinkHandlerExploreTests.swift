import FlowAtlasTestSupport
import FlowCore
import FlowExplore
import FlowScenarios
import Testing

/// The explorer follows the app's own link handler (issue 48, point 2): with `hasLinkHandler`,
/// each URL of the app's mapping is opened through `open(url:from:root:)`, not replaced by a
/// navigation to its `route(forURL:)`.
@Suite("Exploring an app with its own link handler")
struct LinkHandlerExploreTests {
    /// The vault fixture with a URL mapping: `item`'s URL is the one its handler opens as the
    /// landing screen, then the share sheet (two navigations).
    struct MappedVault: AtlasApp, DeepLinkingApp, ExplorableApp {
        let base = LinkHandlerApp()
        var name: String { base.name }
        func makeRoot() -> any AnyCoordinator { base.makeRoot() }
        var declaredRoutes: [AnyRoute] { base.declaredRoutes }
        var hasLinkHandler: Bool { true }
        func url(for route: AnyRoute) -> String? { route == AnyRoute(KeyVaultRoute.item) ? "vault://item/share" : nil }
        func route(forURL url: String) -> AnyRoute? { base.route(forURL: url) }
        func open(url: String, from coordinator: any AnyCoordinator, root: any AnyCoordinator) -> Bool {
            base.open(url: url, from: coordinator, root: root)
        }
    }

    static let exploration = Explorer(app: MappedVault(), maxStates: 200, maxDepth: 2).explore()

    @Test("the link is opened through the handler: landing, then the share sheet, with no invariant broken")
    func opensThroughHandler() {
        let links = Self.exploration.transitions.filter { $0.action.isDeepLink }
        #expect(!links.isEmpty)
        #expect(links.allSatisfy { $0.action.description == "open vault://item/share" }, "\(Set(links.map(\.action.description)))")
        let fromStart = links.first { $0.from == 0 }
        #expect(fromStart?.succeeded == true)
        let reached = fromStart.flatMap { $0.to }.map { Self.exploration.states[$0].tree.outline } ?? ""
        #expect(reached.contains("stack=[landing]"))
        #expect(reached.contains("ShareCoordinator"))
        // Two navigations ran: canHandle asked once in each is not a violation.
        #expect(Self.exploration.violations.isEmpty, "\(Self.exploration.violations.map(\.violation))")
    }

    @Test("the report says the links went through the app's link handler")
    func reportSaysSo() {
        let report = ExplorationReport(full: Self.exploration, inAppOnly: nil, declaredRoutes: MappedVault().declaredRoutes)
        #expect(report.text.contains("each URL opened from the root through the app's link handler"))
    }
}
