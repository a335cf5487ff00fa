import FlowCore
import Testing

@testable import ShopApp

/// Flow changes through a `FlowOrchestrator` subclass, atomic failures with typed errors,
/// and the ownership guards, on the downstream app.
@Suite("Client app: flow changes and failures")
struct FlowsAndFailuresTests {
    /// Weak references to the current flow and everything in it the shop builds.
    private static func weakFlow(of shop: Shop) -> [WeakBox] {
        var refs = shop.app.children.map { WeakBox($0) }
        if let tabs = shop.app.currentFlow as? MainTabsCoordinator {
            refs += tabs.tabs.map { WeakBox($0) }
            if let catalog = tabs.tabs.first as? CatalogCoordinator, let filters = catalog.modalCoordinators.first {
                refs += [WeakBox(filters)] + filters.children.map { WeakBox($0) }
            }
            if let account = tabs.tabs.last as? AccountCoordinator { refs += account.modalCoordinators.map { WeakBox($0) } }
        }
        return refs
    }

    @Test("B8 onboarding: push, then replace twice; pop() returns to the root")
    func onboarding() throws {
        let shop = Shop()
        let onboarding = try #require(shop.app.currentFlow as? OnboardingCoordinator)
        #expect(onboarding.presentationContext == .root && onboarding.parentCoordinator === shop.app)
        #expect(shop.go(OnboardingRoute.terms))
        #expect(shop.go(OnboardingRoute.signUp))
        #expect(onboarding.router.state.stack == [.signUp])
        #expect(shop.go(OnboardingRoute.welcome))
        #expect(onboarding.router.state.stack == [.welcome])
        onboarding.pop()
        #expect(onboarding.router.state.stack.isEmpty && onboarding.router.state.currentRoute == .intro)
    }

    @Test("B11 B12 onboarding -> main -> onboarding -> main: handleFlowChange runs once per change, old flows deallocate")
    func flowChanges() throws {
        let shop = Shop()
        let onboarding1 = Self.weakFlow(of: shop)
        #expect(shop.go(AppRoute.main))
        #expect(onboarding1.allSatisfy { $0.object == nil })
        #expect(shop.app.router.state.root == .main)
        #expect(shop.go(PriceRoute.custom), "make the flow busy: a sheet with a pushed child")
        let main1 = Self.weakFlow(of: shop)
        #expect(main1.count == 1 + 3 + 2 + 1)
        #expect(shop.go(AppRoute.onboarding), "from deep inside the sheet's child (B13)")
        #expect(main1.allSatisfy { $0.object == nil }, "every coordinator of the old main flow deallocates")
        #expect(shop.app.router.state == NavigationState(root: .onboarding))
        let onboarding2 = Self.weakFlow(of: shop)
        #expect(shop.go(AppRoute.main))
        #expect(onboarding2.allSatisfy { $0.object == nil })
        #expect(try shop.tabs().router.state == NavigationState(root: .main), "a fresh tab flow")
        #expect(shop.ledger.flowChanges == ["main", "onboarding", "main"])
        #expect(shop.recorder.events.filter { $0.kind == .changeFlow }.count == 3)
        #expect(shop.recorder.errors.isEmpty)
    }

    @Test("B11 handleFlowChange returning false fails the call with navigationFailed and restores everything")
    func refusedFlowChange() throws {
        let shop = try Shop.main()
        #expect(shop.go(CatalogRoute.category))
        let before = shop.app.captureTree()
        let tabs = try shop.tabs()
        shop.recorder.reset()
        #expect(shop.go(AppRoute.maintenance) == false)
        #expect(shop.ledger.flowChanges == ["main", "maintenance"], "handleFlowChange asked exactly once")
        #expect(shop.app.captureTree() == before)
        #expect(try shop.tabs() === tabs)
        #expect(shop.recorder.errors.map(\.kind) == [.navigationFailed])
        #expect(shop.recorder.errors.first?.coordinator == "ShopAppCoordinator")
        #expect(shop.recorder.errors.first?.routeIdentifier == "maintenance")
    }

    @Test("B41 an unhandled route fails with navigationFailed naming where it started; the tree is unchanged")
    func unhandledRoute() throws {
        let shop = try Shop.main()
        shop.expectAtomicFailure(NowhereRoute.nowhere, kind: .navigationFailed, coordinator: "CatalogCoordinator")
        shop.expectAtomicFailure(NowhereRoute.nowhere, from: shop.app, kind: .navigationFailed, coordinator: "ShopAppCoordinator")
        #expect(shop.go(PriceRoute.custom))
        shop.expectAtomicFailure(NowhereRoute.nowhere, kind: .navigationFailed, coordinator: "PriceCoordinator")
        #expect(shop.recorder.errors.first?.message == "No coordinator in hierarchy can handle this route")
        let tabs = try shop.tabs()
        let help = HelpCoordinator(ledger: shop.ledger)
        tabs.presentDetour(help, presenting: HelpRoute.article)
        shop.expectAtomicFailure(NowhereRoute.nowhere, kind: .navigationFailed, coordinator: "HelpCoordinator")
        let fresh = Shop()
        fresh.expectAtomicFailure(NowhereRoute.nowhere, kind: .navigationFailed, coordinator: "OnboardingCoordinator")
    }

    @Test("B15 a modal route with no registered modal fails with modalCoordinatorNotConfigured, with no tab switch")
    func modalNotConfigured() throws {
        let shop = try Shop.main()
        #expect(shop.go(CatalogRoute.cart))
        shop.expectAtomicFailure(AccountRoute.deleteAccount, kind: .modalCoordinatorNotConfigured, coordinator: "AccountCoordinator")
        #expect(try shop.tabs().router.state.selectedTab == 0)
        shop.expectAtomicFailure(CatalogRoute.giftWrap, kind: .modalCoordinatorNotConfigured, coordinator: "CatalogCoordinator")
    }

    @Test("a route without a screen is shown and reported as viewCreationFailed")
    func viewCreationFailed() throws {
        let shop = try Shop.main()
        #expect(shop.go(OrderRoute.order(id: 0)))
        #expect(try shop.orders().router.state.stack == [.order(id: 0)])
        #expect(shop.recorder.errors.map(\.kind) == [.viewCreationFailed])
        #expect(shop.recorder.errors.first?.routeIdentifier == "order_0")
        let node = try #require(shop.app.captureTree().nodes.first { $0.typeName == "OrdersCoordinator" })
        #expect(node.viewCreationFailures == [RouteValue(type: "OrderRoute", identifier: "order_0")])
        #expect(try shop.orders().router.screen(for: .order(id: 3)) == Screen(title: "Order order_3"))
    }

    @Test("B40 ownership guards are reported with typed errors and change nothing")
    func ownershipGuards() throws {
        let shop = try Shop.main()
        let before = shop.app.captureTree()
        let catalog = try shop.catalog()
        let orders = try shop.orders()
        shop.recorder.reset()
        catalog.addChild(catalog)
        orders.addChild(catalog)
        catalog.addModalCoordinator(try shop.filters())
        #expect(shop.recorder.errors.map(\.kind) == [.circularReference, .configurationError, .duplicateChild])
        #expect(shop.app.captureTree() == before)
        // A cycle through modal registrations: F registers G, then G tries to register F.
        let f = FiltersCoordinator(ledger: shop.ledger)
        let g = FiltersCoordinator(ledger: shop.ledger)
        let recorder = NavigationRecorder()
        g.addObserver(recorder)
        f.addModalCoordinator(g)
        g.addModalCoordinator(f)
        #expect(recorder.errors.map(\.kind) == [.circularReference])
        #expect(g.modalCoordinators.isEmpty && f.modalCoordinators.first === g)
    }

    @Test("B42 errors raised inside a registered modal that is not presented reach the tree's root observers")
    func errorsFromRegisteredModalReachRoot() throws {
        let shop = try Shop.main()
        let before = shop.app.captureTree()
        // Adding the sheet (an ancestor of its own child) under that child is a cycle. The sheet is
        // registered with the catalog, so it belongs to the app's tree: the app's observers must hear it.
        let price = try shop.price()
        let local = NavigationRecorder()
        price.addObserver(local)
        shop.recorder.reset()
        price.addChild(try shop.filters())
        #expect(local.errors.map(\.kind) == [.circularReference])
        #expect(
            shop.recorder.errors.map(\.kind) == [.circularReference],
            "the app's observers miss errors raised inside a registered modal that is not presented")
        #expect(shop.app.captureTree() == before)
    }
}
