import FlowCore
import Testing

@testable import ShopApp

/// Deep-link paths (`navigationPath(for:)`) and detours on the downstream app.
@Suite("Client app: paths and detours")
struct PathsAndDetoursTests {
    // MARK: Paths

    @Test("B35 B36 with an empty stack the path is built, including the destination once")
    func pathOnEmptyStack() throws {
        let shop = try Shop.main()
        #expect(shop.go(AccountRoute.settings, from: shop.app))
        shop.recorder.reset()
        #expect(shop.go(CatalogRoute.product))
        #expect(try shop.catalog().router.state.stack == [.category, .product])
        #expect(shop.recorder.events.filter { $0.kind == .push }.count == 2, "product is pushed once")
        #expect(try shop.tabs().router.state.selectedTab == 0)
    }

    @Test("B35 with a non-empty stack only the destination is pushed")
    func pathOnNonEmptyStack() throws {
        let shop = try Shop.main()
        #expect(shop.go(CatalogRoute.cart))
        #expect(shop.go(CatalogRoute.product))
        #expect(try shop.catalog().router.state.stack == [.cart, .product])
    }

    @Test("B37 a path with a foreign route fails with invalidNavigationPath and changes nothing, from anywhere")
    func brokenPath() throws {
        let shop = try Shop.main()
        shop.expectAtomicFailure(CatalogRoute.brokenPath, kind: .invalidNavigationPath, coordinator: "CatalogCoordinator")
        #expect(shop.go(OrderRoute.tracking))
        // Started in the orders tab, the failure happens while planning in the catalog: still nothing changes.
        shop.expectAtomicFailure(CatalogRoute.brokenPath, kind: .invalidNavigationPath, coordinator: "CatalogCoordinator")
        #expect(try shop.tabs().router.state.selectedTab == 1, "no tab switch on a failed call (B29)")
        shop.expectAtomicFailure(
            CatalogRoute.brokenPath, from: shop.app, kind: .invalidNavigationPath,
            coordinator: "CatalogCoordinator")
        #expect(shop.recorder.errors.first?.message.contains("HelpRoute.faq") == true)
    }

    // MARK: Detours

    /// Presents a help detour showing `route` on `host`; returns it weakly.
    private static func presentHelp(on host: some AnyCoordinator, showing route: HelpRoute, shop: Shop) -> WeakBox {
        let help = HelpCoordinator(ledger: shop.ledger)
        if let tabs = host as? MainTabsCoordinator {
            tabs.presentDetour(help, presenting: route)
        } else if let detour = host as? HelpCoordinator {
            detour.presentDetour(help, presenting: route)
        }
        return WeakBox(help)
    }

    @Test("B21 B22 a detour over the tabs keeps the state under it; a second nests; dismissing on the host releases both")
    func detourChain() throws {
        let shop = try Shop.main()
        #expect(shop.go(CatalogRoute.category))
        let tabs = try shop.tabs()
        let before = shop.app.captureTree()
        let first = Self.presentHelp(on: tabs, showing: .faq, shop: shop)
        var second = WeakBox(nil)
        do {  // no strong reference may outlive this block
            let outer = try #require(tabs.presentedDetour as? HelpCoordinator)
            #expect(outer === first.object)
            #expect(tabs.router.state.detour == AnyRoute(HelpRoute.faq))
            #expect(outer.presentationContext == .detour && outer.parentCoordinator === tabs)
            #expect(try shop.catalog().router.state.stack == [.category], "the underlying stack is untouched")
            #expect(shop.go(HelpRoute.article))
            #expect(outer.router.state.stack == [.article])
            // A second detour, presented on the tabs, nests on the deepest one and shows its route.
            second = Self.presentHelp(on: tabs, showing: .contact, shop: shop)
            let inner = try #require(outer.presentedDetour as? HelpCoordinator)
            #expect(inner === second.object && inner.parentCoordinator === outer)
            #expect(outer.router.state.detour == AnyRoute(HelpRoute.contact))
            #expect(inner.router.state.stack == [.contact])
            #expect(shop.app.visibleCoordinator === inner)
        }
        tabs.dismissDetour()
        #expect(first.object == nil && second.object == nil, "the whole chain is released")
        #expect(shop.app.captureTree() == before, "dismissing restores exactly the prior state")
    }

    @Test("B22 pop() at a detour's root dismisses only that detour")
    func popAtDetourRoot() throws {
        let shop = try Shop.main()
        let tabs = try shop.tabs()
        let first = Self.presentHelp(on: tabs, showing: .faq, shop: shop)
        let second = Self.presentHelp(on: tabs, showing: .faq, shop: shop)
        shop.app.visibleCoordinator.pop()
        #expect(second.object == nil && first.object != nil)
        #expect((first.object as? HelpCoordinator)?.presentedDetour == nil)
        shop.app.visibleCoordinator.pop()
        #expect(first.object == nil && tabs.presentedDetour == nil)
    }

    @Test("B20 a help route navigated from the tabs goes to the detour that is up")
    func routeForTheDetour() throws {
        let shop = try Shop.main()
        let tabs = try shop.tabs()
        let help = Self.presentHelp(on: tabs, showing: .faq, shop: shop)
        #expect(shop.go(HelpRoute.contact, from: shop.app))
        #expect((help.object as? HelpCoordinator)?.router.state.stack == [.contact])
    }

    @Test("B23 a route the detours cannot take dismisses them and completes elsewhere; true from the outer detour")
    func navigateAwayFromDetour() throws {
        let shop = try Shop.main()
        let tabs = try shop.tabs()
        let first = Self.presentHelp(on: tabs, showing: .faq, shop: shop)
        let second = Self.presentHelp(on: tabs, showing: .article, shop: shop)
        let outer = try #require(first.object as? HelpCoordinator)
        #expect(shop.go(OrderRoute.tracking, from: outer))
        #expect(tabs.presentedDetour == nil && second.object == nil)
        #expect(outer.parentCoordinator == nil)
        #expect(tabs.router.state.selectedTab == 1)
        #expect(try shop.orders().router.state.stack == [.tracking])
        #expect(shop.recorder.errors.isEmpty)
    }

    @Test("B24 a sheet and a detour together: dismissing the detour leaves the sheet")
    func sheetAndDetour() throws {
        let shop = try Shop.main()
        #expect(shop.go(CatalogRoute.filters))
        let tabs = try shop.tabs()
        _ = Self.presentHelp(on: tabs, showing: .faq, shop: shop)
        #expect(shop.app.visibleCoordinator is HelpCoordinator)
        tabs.dismissDetour()
        #expect(try shop.catalog().presentedModal === (try shop.filters()))
        #expect(shop.app.visibleCoordinator === (try shop.filters()))
    }
}
