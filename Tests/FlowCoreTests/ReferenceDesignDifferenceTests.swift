import FlowCore
import Testing

/// D4–D7 (issue 16): small differences from the reference design, each closed or kept on
/// purpose (docs/migrating.md explains every one).
@Suite("Reference design differences (D4-D7)")
struct ReferenceDesignDifferenceTests {
    fileprivate enum AppRoute: String, Route { case login, main }
    fileprivate enum LoginRoute: String, Route { case welcome, form }
    fileprivate enum Letter: String, Route { case a, b }
    fileprivate enum Outcome: Route {
        case result(success: Bool)
        var identifier: String {
            switch self {
            case let .result(success): "result_\(success)"
            }
        }
    }

    /// A user's route that declares its own `id` of another type: it keeps it.
    fileprivate struct Product: Route {
        let id: Int
        var identifier: String { "product_\(id)" }
    }

    fileprivate typealias Scripted<R: Route> = BehaviourFixtures.Scripted<R>

    // MARK: D4

    @Test("D4 (kept): a FlowOrchestrator's flow is shown as its content, never pushed; a login flow has no back button")
    func flowIsNeverPushed() {
        let app = FlowOrchestrator(router: Router(initial: AppRoute.login))
        let login = Scripted(root: LoginRoute.welcome, pushes: [.form])
        app.transitionToFlow(login, root: .login)

        #expect(app.children.count == 1 && app.children.first === login)
        #expect(app.pushedChildren.isEmpty)
        #expect(login.presentationContext == .root)
        #expect(login.canGoBack == false)
        #expect(app.visibleCoordinator === login)

        #expect(app.navigate(to: LoginRoute.form))  // delegated into the flow: still not pushed
        #expect(app.pushedChildren.isEmpty)
        #expect(login.router.state.stack == [.form])
        login.pop()
        #expect(login.router.state.stack.isEmpty)
        login.pop()  // at the flow's root: the back button does nothing
        #expect(app.currentFlow === login)
        #expect(login.parentCoordinator === app)
    }

    // MARK: D5

    @Test("D5: a full-screen cover only for exactly [.fullscreen]; a configuration that also offers other detents is a sheet")
    func fullScreenCoverRule() {
        #expect(ModalDetentConfiguration(detents: [.fullscreen]).shouldUseFullScreenCover)
        #expect(ModalDetentConfiguration(detents: [.medium, .fullscreen]).shouldUseFullScreenCover == false)
        #expect(ModalDetentConfiguration(detents: [.fullscreen, .large]).shouldUseFullScreenCover == false)
        #expect(ModalDetentConfiguration(detents: [.fullscreen, .fullscreen]).shouldUseFullScreenCover == false)
        #expect(ModalDetentConfiguration(detents: [.large]).shouldUseFullScreenCover == false)
        #expect(ModalDetentConfiguration.default.shouldUseFullScreenCover == false)
    }

    // MARK: D6

    /// Compiles only for `Identifiable` values whose `ID` is a `String`, like SwiftUI's
    /// `ForEach` or `sheet(item:)` keyed by route.
    private func ids<T: Identifiable>(_ items: [T]) -> [T.ID] { items.map(\.id) }

    @Test("D6: Route refines Identifiable; id is the identifier")
    func routesAreIdentifiable() {
        #expect(Letter.a.id == "a")
        #expect(ids([Letter.a, Letter.b]) == ["a", "b"])
        #expect(Outcome.result(success: true).id == "result_true")
        let erased = AnyRoute(Outcome.result(success: false))
        #expect(erased.id == "result_false")
        #expect(erased.id == erased.identifier)
        #expect(AnyRoute(erased) == erased)  // erasure still does not nest
        #expect(ids([AnyRoute(Letter.a), AnyRoute(Outcome.result(success: true))]) == ["a", "result_true"])
    }

    @Test("D6: a route type that declares its own id keeps it; navigation still works with it")
    func ownIDKept() {
        let product = Product(id: 7)
        #expect(product.id == 7)
        #expect(product.identifier == "product_7")
        #expect(AnyRoute(product).id == "product_7")
        let shop = Scripted(root: Product(id: 0), pushes: [Product(id: 7)])
        #expect(shop.navigate(to: product))
        #expect(shop.router.state.stack == [product])
    }

    @Test("D6: `any Route` values still work as existentials")
    func existentials() {
        let routes: [any Route] = [Letter.a, Outcome.result(success: true), AnyRoute(Letter.b)]
        #expect(routes.map(\.identifier) == ["a", "result_true", "b"])
        #expect(routes.map { AnyRoute($0).id } == ["a", "result_true", "b"])
    }

    // MARK: D7

    @Test("D7: a ViewFactory created without a build closure builds nothing: showing a route reports viewCreationFailed")
    func bareFactoryBuildsNothing() throws {
        let factory = ViewFactory<Letter>()
        #expect(factory.buildView(for: .a) == nil)
        let coordinator = Scripted(root: Letter.a, pushes: [.b])
        let bare = Coordinator(router: Router(initial: Letter.a, factory: ViewFactory()))
        #expect(bare.router.screen(for: .b) == nil)
        #expect(coordinator.router.screen(for: .b) == Screen(title: "b"))

        final class Bare: Coordinator<Letter> {
            init() { super.init(router: Router(initial: .a, factory: ViewFactory())) }
            override func canHandle(_ route: Letter) -> Bool { true }
        }
        let screenless = Bare()
        let recorder = NavigationRecorder()
        screenless.addObserver(recorder)

        #expect(screenless.navigate(to: Letter.b))  // applied, then reported
        #expect(screenless.router.state.stack == [.b])
        let error = try #require(recorder.errors.first)
        #expect(error.kind == .viewCreationFailed)
        #expect(error.routeIdentifier == "b")
    }

    @Test("D7: a subclass that overrides buildView(for:) builds its screens; a closure factory builds its screens")
    func overridingFactoryBuilds() {
        final class Titles: ViewFactory<Letter> {
            override func buildView(for route: Letter) -> Screen? { Screen(title: route.rawValue.uppercased()) }
        }
        #expect(Titles().buildView(for: .a) == Screen(title: "A"))
        #expect(ViewFactory<Letter> { Screen(title: $0.identifier) }.buildView(for: .b) == Screen(title: "b"))
        #expect(ViewFactory<Letter> { _ in nil }.buildView(for: .b) == nil)
    }

    @Test("D7 (kept): a router created without a factory still shows a default screen titled with the identifier")
    func routerWithoutFactoryKeepsDefault() {
        let router = Router(initial: Letter.a)
        #expect(router.viewFactory == nil)
        #expect(router.screen(for: .b) == Screen(title: "b"))
        let recorder = NavigationRecorder()
        let coordinator = Scripted(root: Letter.a, pushes: [.b])
        coordinator.addObserver(recorder)
        #expect(coordinator.navigate(to: Letter.b))
        #expect(recorder.errors.isEmpty)
    }
}
