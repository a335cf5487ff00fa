import FlowCore
import Testing

/// The "after" snippets of docs/migrating.md: each region between `// snippet:NAME begin`
/// and `// snippet:NAME end` is shown there verbatim (dedented), so the guide's code
/// compiles and the tests below run it. Everything lives in this namespace so nothing
/// collides with the other test files of the module.
enum MigrationGuide {
    // snippet:app begin
    enum MainTabRoute: String, Route, CaseIterable { case catalog, account }
    enum CatalogRoute: String, Route { case list, product, filters }
    enum AccountRoute: String, Route { case account, orders }

    final class CatalogCoordinator: Coordinator<CatalogRoute> {
        init() {
            super.init(router: Router(initial: .list))  // no factory: every route gets a default screen
            addModalCoordinator(FiltersCoordinator())
        }
        // Say yes for every route this coordinator shows, its root included: canHandle decides delegation.
        override func canHandle(_ route: CatalogRoute) -> Bool { true }
        override func navigationType(for route: CatalogRoute) -> NavigationType {
            route == .filters ? .modal : .push
        }
        override func modalDetentConfiguration(for route: CatalogRoute) -> ModalDetentConfiguration {
            ModalDetentConfiguration(detents: [.medium, .large], selectedDetent: .medium)
        }
    }

    final class FiltersCoordinator: Coordinator<CatalogRoute> {
        init() { super.init(router: Router(initial: .filters)) }
        override func canHandle(_ route: CatalogRoute) -> Bool { route == .filters }
    }

    final class AccountCoordinator: Coordinator<AccountRoute> {
        init() { super.init(router: Router(initial: .account)) }
        override func canHandle(_ route: AccountRoute) -> Bool { true }
    }

    final class MainTabs: TabCoordinator<MainTabRoute> {
        init() {
            super.init(router: Router(initial: .catalog))
            addChild(CatalogCoordinator())  // context .tab, set by the engine
            addChild(AccountCoordinator())
        }
        // MainTabRoute.account selects the Account tab, from anywhere in the tree.
        override func tabIndex(for route: MainTabRoute) -> Int? {
            MainTabRoute.allCases.firstIndex(of: route)
        }
    }
    // snippet:app end

    // snippet:observer begin
    /// Receives what happens in one tree: every applied step, every error.
    final class NavigationLog: NavigationObserver {
        private(set) var lines: [String] = []
        func navigation(didApply event: NavigationEvent) { lines.append("\(event.kind) \(event.to)") }
        func navigation(didFail error: NavigationError) { lines.append("error: \(error)") }
    }
    // snippet:observer end

    /// Built on whatever router it is given, as SwiftUIFlow's coordinators are.
    final class ProductCoordinator: Coordinator<CatalogRoute> {
        override func canHandle(_ route: CatalogRoute) -> Bool { route == .product }
    }

    // snippet:factory begin
    final class CatalogScreens: ViewFactory<CatalogRoute> {
        override func buildView(for route: CatalogRoute) -> Screen? {
            switch route {
            case .list: Screen(title: "Catalog")
            case .product: Screen(title: "Product")
            case .filters: nil  // reported as viewCreationFailed when shown
            }
        }
    }
    // snippet:factory end

    enum AppRoute: String, Route { case login, main }
    enum LoginRoute: String, Route { case welcome }

    final class LoginCoordinator: Coordinator<LoginRoute> {
        init() { super.init(router: Router(initial: .welcome)) }
        override func canHandle(_ route: LoginRoute) -> Bool { true }
    }

    // snippet:orchestrator begin
    final class AppCoordinator: FlowOrchestrator<AppRoute> {
        init() {
            super.init(router: Router(initial: .login))
            transitionToFlow(LoginCoordinator(), root: .login)  // shown as content: context .root, never pushed
        }
        override func canHandleFlowChange(to route: any Route) -> Bool { route is AppRoute }
        override func handleFlowChange(to route: any Route) -> Bool {
            switch route {
            case AppRoute.login: transitionToFlow(LoginCoordinator(), root: .login)
            case AppRoute.main: transitionToFlow(MainTabs(), root: .main)
            default: return false
            }
            return true
        }
    }
    // snippet:orchestrator end

    @Suite("docs/migrating.md snippets")
    struct Tests {
        @Test("reading the tree: presentedModal, presentedDetour, parentCoordinator, pushedChildren, isBackAvailable, screen(for:)")
        func reading() throws {
            let tabs = MainTabs()
            let catalog = try #require(tabs.tabs.first as? CatalogCoordinator)
            let promo = AccountCoordinator()
            #expect(tabs.navigate(to: CatalogRoute.filters))
            catalog.presentDetour(promo, presenting: AccountRoute.account)
            // snippet:reading begin
            let sheet = catalog.presentedModal  // was currentModalCoordinator
            let detour = catalog.presentedDetour  // was detourCoordinator
            let owner = catalog.parentCoordinator  // was parent
            let pushed = catalog.pushedChildren  // was router.state.pushedChildren
            let back = catalog.presentationContext.isBackAvailable  // was presentationContext.shouldShowBackButton
            let anyBack = catalog.canGoBack  // pushed routes, pushed children or a back-capable context
            let screen = catalog.router.screen(for: .product)  // was router.view(for:), a Screen? not an AnyView?
            // snippet:reading end
            #expect(sheet is FiltersCoordinator)
            #expect(detour === promo)
            #expect(owner === tabs)
            #expect(pushed.isEmpty)
            #expect(back == false && anyBack == false)
            #expect(screen == Screen(title: "product"))
        }

        @Test("errors and events go to the tree's observers")
        func observers() {
            let tabs = MainTabs()
            // snippet:observing begin
            let log = NavigationLog()
            tabs.addObserver(log)  // was SwiftUIFlowErrorHandler.shared.setHandler and routesDidChange
            tabs.navigate(to: CatalogRoute.product)
            tabs.navigate(to: LoginRoute.welcome)  // nobody in this tree handles it
            // log.lines == ["push CatalogRoute.product", "error: navigationFailed in MainTabs for LoginRoute.welcome: …"]

            let recorder = NavigationRecorder()  // or keep everything, for tests
            tabs.addObserver(recorder)
            // snippet:observing end
            #expect(log.lines.count == 2)
            #expect(log.lines.first == "push CatalogRoute.product")
            #expect(log.lines.last?.hasPrefix("error: navigationFailed in MainTabs for LoginRoute.welcome") == true)
            #expect(recorder.events.isEmpty)
        }

        @Test("contexts are set by the engine; detached coordinators are at .root")
        func contexts() throws {
            let tabs = MainTabs()
            let account = try #require(tabs.tabs.last as? AccountCoordinator)
            // snippet:contexts begin
            // was addChild(_:context:): the engine sets the context from the parent's kind
            let extra = AccountCoordinator()
            tabs.addChild(extra)  // .tab (a plain coordinator's child: .pushed; a flow: .root)
            tabs.removeChild(extra)  // .root again, no parent, canGoBack == false
            // snippet:contexts end
            #expect(account.presentationContext == .tab)
            #expect(extra.presentationContext == .root && extra.parentCoordinator == nil && !extra.canGoBack)
        }

        @Test("route-driven tab selection")
        func tabSelection() throws {
            let tabs = MainTabs()
            let catalog = try #require(tabs.tabs.first as? CatalogCoordinator)
            #expect(tabs.navigate(to: CatalogRoute.product))
            // snippet:tabs begin
            catalog.navigate(to: MainTabRoute.account)  // bubbles up to MainTabs, which selects tab 1
            // tabs.router.state.selectedTab == 1
            // snippet:tabs end
            #expect(tabs.router.state.selectedTab == 1)
            #expect(tabs.visibleCoordinator is AccountCoordinator)
        }

        @Test("routes are Identifiable")
        func identifiable() {
            // snippet:identifiable begin
            let routes: [CatalogRoute] = [.list, .product]
            let ids = routes.map(\.id)  // ["list", "product"]: id is the identifier
            // snippet:identifiable end
            #expect(ids == ["list", "product"])
        }

        @Test("view factories: a subclass overrides buildView(for:); a bare ViewFactory() builds nothing")
        func factories() {
            // snippet:factoryUse begin
            let withScreens = Router(initial: CatalogRoute.list, factory: CatalogScreens())
            let withClosure = Router(initial: CatalogRoute.list, factory: ViewFactory { Screen(title: $0.identifier) })
            let withDefaults = Router(initial: CatalogRoute.list)  // every route: Screen(title: identifier)
            let buildsNothing = Router(initial: CatalogRoute.list, factory: ViewFactory())  // every route: nil
            // snippet:factoryUse end
            #expect(withScreens.screen(for: .product) == Screen(title: "Product"))
            #expect(withScreens.screen(for: .filters) == nil)
            #expect(withClosure.screen(for: .list) == Screen(title: "list"))
            #expect(withDefaults.screen(for: .filters) == Screen(title: "filters"))
            #expect(buildsNothing.screen(for: .list) == nil)
        }

        @Test("detents: a full-screen cover only for exactly [.fullscreen]")
        func detents() {
            // snippet:detents begin
            let cover = ModalDetentConfiguration(detents: [.fullscreen]).shouldUseFullScreenCover  // true
            let sheet = ModalDetentConfiguration(detents: [.medium, .fullscreen]).shouldUseFullScreenCover  // false: a sheet
            // snippet:detents end
            #expect(cover && !sheet)
        }

        @Test("D8 (kept): a coordinator built on its parent's router gets one of its own, with a configurationError")
        func ownRouter() throws {
            // snippet:ownRouter begin
            let catalog = CatalogCoordinator()
            let log = NavigationLog()
            catalog.addObserver(log)
            let product = ProductCoordinator(router: catalog.router)  // SwiftUIFlow shares the router; FlowCore does not
            // product.router !== catalog.router: a router of its own, at catalog's root and stack
            // log.lines == ["error: configurationError in ProductCoordinator: the Router given to ProductCoordinator.init(router:) belongs to CatalogCoordinator; …"]

            let fixed = ProductCoordinator(router: Router(initial: catalog.router.state.root))  // the fix: no error
            // snippet:ownRouter end
            #expect(product.router !== catalog.router)
            #expect(product.router.state == catalog.router.state)
            #expect(fixed.router.state.root == .list)
            #expect(log.lines.count == 1)
            #expect(
                log.lines.first?.hasPrefix(
                    "error: configurationError in ProductCoordinator: the Router given to ProductCoordinator.init(router:) belongs to CatalogCoordinator; ")
                    == true)
            catalog.addChild(product)
            #expect(product.parentCoordinator === catalog)
            #expect(log.lines.count == 1)
        }

        @Test("a flow orchestrator shows its flow as content")
        func orchestrator() throws {
            let app = AppCoordinator()
            let login = try #require(app.currentFlow)
            #expect(login.presentationContext == .root && app.pushedChildren.isEmpty)
            #expect(app.navigate(to: AppRoute.main))
            #expect(app.currentFlow is MainTabs)
            #expect(app.navigate(to: MainTabRoute.account))
            #expect(app.visibleCoordinator is AccountCoordinator)
        }

        @Test("user gestures are public operations")
        func gestures() throws {
            let tabs = MainTabs()
            let catalog = try #require(tabs.tabs.first as? CatalogCoordinator)
            // snippet:gestures begin
            tabs.navigate(to: CatalogRoute.filters)
            tabs.visibleCoordinator.pop()  // the back button or swipe of the screen on top: dismisses the sheet
            tabs.navigate(to: CatalogRoute.product)
            catalog.popToRoot()
            tabs.switchToTab(1)
            // snippet:gestures end
            #expect(catalog.presentedModal == nil)
            #expect(catalog.router.state.stack.isEmpty)
            #expect(tabs.router.state.selectedTab == 1)
        }
    }
}
