import FlowAdapter
import FlowAtlasTestSupport
import FlowCore
import Testing

/// The adapter's contract: an app needs a name and a fresh tree; every other member is asked
/// through the optional protocol that declares it, with that protocol's default when the app
/// does not adopt it.
@Suite("AtlasApp and its optional protocols")
struct AtlasAppTests {
    enum LeafRoute: String, Route, CaseIterable { case start, next }
    final class Leaf: Coordinator<LeafRoute> {
        init() { super.init(router: Router(initial: .start)) }
        override func canHandle(_ route: LeafRoute) -> Bool { true }
    }

    /// Only what is required.
    struct Bare: AtlasApp {
        var name: String { "bare" }
        func makeRoot() -> any AnyCoordinator { Leaf() }
        /// Not a requirement of `AtlasApp`: never asked, because `Bare` does not adopt `DeepLinkingApp`.
        func route(forURL url: String) -> AnyRoute? { AnyRoute(LeafRoute.next) }
    }

    /// Every optional protocol adopted.
    struct Full: AtlasApp, DeepLinkingApp, DetourPresentingApp, ExplorableApp, DocumentedApp {
        var name: String { "full" }
        func makeRoot() -> any AnyCoordinator { Leaf() }
        func route(forURL url: String) -> AnyRoute? { url == "leaf://next" ? AnyRoute(LeafRoute.next) : nil }
        var linkExamples: [String] { ["leaf://next"] }
        var detourNames: [String] { ["promo"] }
        func presentDetour(named name: String, root: any AnyCoordinator) -> Bool { name == "promo" }
        var routeSamples: [AnyRoute] { [AnyRoute(LeafRoute.next)] }
        func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? { [AnyRoute(LeafRoute.next)] }
        var overview: String { "A leaf." }
    }

    @Test("an app adopting no optional protocol has no links, no detours, no hints, no overview; its routes are discovered")
    func bareDefaults() {
        let app: any AtlasApp = Bare()
        #expect(app.route(forURL: "leaf://next") == nil, "a method of a protocol the app does not adopt is not asked")
        #expect(app.link(forURL: "leaf://next") == nil)
        #expect(app.linkExamples.isEmpty)
        #expect(
            app.problem(withURL: "leaf://next") == "'leaf://next' is not a deep link of app 'bare' (expected a URL its route(forURL:) or link(forURL:) accepts)"
        )
        #expect(app.open(url: "leaf://next", from: app.makeRoot(), root: app.makeRoot()) == false)
        #expect(app.detourNames.isEmpty)
        #expect(app.presentDetour(named: "promo", root: app.makeRoot()) == false)
        #expect(app.detourRestorer == nil)
        #expect(app.routeSamples.isEmpty)
        #expect(app.inAppRoutes(on: AnyRoute(LeafRoute.start)) == nil)
        #expect(app.overview == "")
        #expect(app.declaredRoutes.map(\.description) == ["LeafRoute.start", "LeafRoute.next"])
        #expect(app.route(named: "LeafRoute.next") == AnyRoute(LeafRoute.next))
    }

    @Test("an app adopting every optional protocol is heard through each, as any AtlasApp")
    func fullIsHeard() {
        let app: any AtlasApp = Full()
        let root = app.makeRoot()
        #expect(app.route(forURL: "leaf://next") == AnyRoute(LeafRoute.next))
        #expect(app.link(forURL: "leaf://next") == DeepLink(route: LeafRoute.next), "link(forURL:) derives from route(forURL:)")
        #expect(app.problem(withURL: "leaf://next") == nil)
        #expect(app.problem(withURL: "leaf://gone") != nil)
        #expect(app.linkExamples == ["leaf://next"])
        #expect(app.open(url: "leaf://next", from: root, root: root))
        #expect(root.captureTree().outline.contains("stack=[next]"), "open navigates to the link's route")
        #expect(app.detourNames == ["promo"])
        #expect(app.presentDetour(named: "promo", root: root))
        #expect(app.inAppRoutes(on: AnyRoute(LeafRoute.start)) == [AnyRoute(LeafRoute.next)])
        #expect(app.overview == "A leaf.")
        #expect(app.route(namedOrURL: "leaf://next") == AnyRoute(LeafRoute.next))
    }

    @Test("DeepLinkingApp's defaults derive validating and opening from route(forURL:) alone")
    func deepLinkDefaults() {
        struct Links: AtlasApp, DeepLinkingApp {
            var name: String { "links" }
            func makeRoot() -> any AnyCoordinator { Leaf() }
            func route(forURL url: String) -> AnyRoute? { url == "x" ? AnyRoute(LeafRoute.next) : nil }
        }
        let app = Links()
        #expect(app.url(for: AnyRoute(LeafRoute.next)) == nil)
        #expect(app.linkExamples.isEmpty)
        #expect(app.problem(withURL: "x") == nil)
        #expect(app.problem(withURL: "y") == "'y' is not a deep link of app 'links' (expected a URL its route(forURL:) or link(forURL:) accepts)")
    }
}
