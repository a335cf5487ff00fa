import FlowCore
import Testing

@testable import ShopApp

/// Navigation across tabs and into modals with pushed children, on a downstream app that
/// subclasses `TabCoordinator` and `Coordinator` through FlowCore's public API only.
@Suite("Client app: tabs and modals")
struct TabsAndModalsTests {
    @Test("entering the main flow: three tabs with context tab, catalog visible")
    func mainFlow() throws {
        let shop = try Shop.main()
        let tabs = try shop.tabs()
        #expect(tabs.tabs.count == 3)
        #expect(tabs.tabs.allSatisfy { $0.presentationContext == .tab && $0.parentCoordinator === tabs })
        #expect(tabs.router.state.selectedTab == 0)
        #expect(shop.app.visibleCoordinator === (try shop.catalog()))
        #expect(tabs.presentationContext == .root && tabs.parentCoordinator === shop.app)
        #expect(!(try shop.catalog()).canGoBack, "a tab's root has no back button")
    }

    @Test("B5 B6 own routes push; the same route again changes nothing; smart back pops to it, then to the root")
    func pushAndSmartBack() throws {
        let shop = try Shop.main()
        let catalog = try shop.catalog()
        #expect(shop.go(CatalogRoute.category))
        #expect(shop.go(CatalogRoute.cart))
        #expect(catalog.router.state.stack == [.category, .cart])
        let tree = shop.app.captureTree()
        #expect(shop.go(CatalogRoute.cart))
        #expect(shop.app.captureTree() == tree)
        #expect(shop.go(CatalogRoute.category))
        #expect(catalog.router.state.stack == [.category])
        #expect(shop.go(CatalogRoute.list))
        #expect(catalog.router.state.stack.isEmpty && catalog.router.state.currentRoute == .list)
    }

    @Test("B26 B27 a route of another tab selects it; the tab left keeps its stack, the tab entered shows the route")
    func crossTab() throws {
        let shop = try Shop.main()
        #expect(shop.go(CatalogRoute.category))
        #expect(shop.go(OrderRoute.order(id: 7), from: shop.app))
        let tabs = try shop.tabs()
        #expect(tabs.router.state.selectedTab == 1)
        #expect(try shop.orders().router.state.stack == [.order(id: 7)])
        #expect(try shop.catalog().router.state.stack == [.category], "started from the top: the tab left keeps its stack")
        #expect(shop.app.visibleCoordinator === (try shop.orders()))
        // From the orders screen, a catalog route bubbles: orders is cleaned on the way (spec rule 5).
        #expect(shop.go(CatalogRoute.cart))
        #expect(tabs.router.state.selectedTab == 0)
        #expect(try shop.catalog().router.state.stack == [.category, .cart])
        #expect(try shop.orders().router.state.stack.isEmpty)
        #expect(shop.recorder.errors.isEmpty)
    }

    @Test("B25 switchToTab out of range reports invalidTabIndex and changes nothing; in range it dismisses the left tab's sheet")
    func switchToTab() throws {
        let shop = try Shop.main()
        let tabs = try shop.tabs()
        #expect(shop.go(CatalogRoute.category))
        #expect(shop.go(CatalogRoute.filters))
        let before = shop.app.captureTree()
        shop.recorder.reset()
        tabs.switchToTab(3)
        #expect(shop.app.captureTree() == before)
        #expect(shop.recorder.errors.map(\.kind) == [.invalidTabIndex(3, validRange: 0..<3)])
        tabs.switchToTab(2)
        #expect(tabs.router.state.selectedTab == 2)
        let catalog = try shop.catalog()
        #expect(catalog.presentedModal == nil && catalog.router.state.presented == nil, "leaving a tab dismisses its sheet")
        #expect(catalog.router.state.stack == [.category], "and keeps its stack")
    }

    @Test("B14 B18 a deep link into the sheet's pushed child: tab selected, sheet presented with detents, child pushed")
    func deepLinkIntoModalChild() throws {
        let shop = try Shop.main()
        #expect(shop.go(OrderRoute.tracking, from: shop.app))
        shop.recorder.reset()
        #expect(shop.go(PriceRoute.custom))
        let catalog = try shop.catalog()
        let filters = try shop.filters()
        let price = try shop.price()
        #expect(try shop.tabs().router.state.selectedTab == 0)
        #expect(catalog.router.state.presented == .filters)
        #expect(catalog.router.state.modalDetentConfiguration == CatalogCoordinator.filtersDetents)
        #expect(catalog.router.state.modalDetentConfiguration?.effectiveDetent == .medium)
        #expect(catalog.presentedModal === filters)
        #expect(filters.parentCoordinator === catalog && filters.presentationContext == .modal)
        #expect(same(filters.pushedChildren, [price]))
        #expect(price.presentationContext == .pushed && price.parentCoordinator === filters)
        #expect(price.router.state.stack == [.custom])
        #expect(shop.app.visibleCoordinator === price)
        #expect(
            shop.steps == [
                "pop OrdersCoordinator orders", "selectTab MainTabsCoordinator",
                "presentModal CatalogCoordinator filters", "pushChild FiltersCoordinator",
                "push PriceCoordinator custom",
            ], "the orders tab is cleaned as the route bubbles out of it")
        // Replace inside the sheet's child.
        #expect(shop.go(PriceRoute.confirm))
        #expect(price.router.state.stack == [.confirm])
    }

    @Test("B16 B30 pop() walks back inside the sheet, unpushes the child at its root, then dismisses the sheet; again works")
    func popThroughModal() throws {
        let shop = try Shop.main()
        #expect(shop.go(PriceRoute.custom))
        let first = shop.app.captureTree()
        let catalog = try shop.catalog()
        let filters = try shop.filters()
        let price = try shop.price()
        shop.app.visibleCoordinator.pop()
        #expect(price.router.state.stack.isEmpty && same(filters.pushedChildren, [price]))
        shop.app.visibleCoordinator.pop()
        #expect(filters.pushedChildren.isEmpty && price.parentCoordinator === filters, "unpushed, still owned")
        #expect(shop.app.visibleCoordinator === filters && filters.canGoBack)
        shop.app.visibleCoordinator.pop()
        #expect(catalog.presentedModal == nil && filters.parentCoordinator == nil)
        #expect(filters.router.state == NavigationState(root: .filters))
        #expect(shop.go(PriceRoute.custom))
        #expect(shop.app.captureTree() == first, "the same deep link gives the same tree again")
    }

    @Test("B17 a route the sheet's child cannot take dismisses the sheet; the presenter pushes it exactly once")
    func modalBouncesToPresenter() throws {
        let shop = try Shop.main()
        #expect(shop.go(PriceRoute.custom))
        shop.recorder.reset()
        #expect(shop.go(CatalogRoute.cart))
        let catalog = try shop.catalog()
        #expect(catalog.router.state.stack == [.cart])
        #expect(catalog.presentedModal == nil)
        #expect(shop.recorder.events.filter { $0.kind == .push }.count == 1)
        #expect(try shop.price().router.state.stack.isEmpty)
    }

    @Test("B14 a registered sheet with its own detents; a route it cannot take dismisses it")
    func editProfileSheet() throws {
        let shop = try Shop.main()
        #expect(shop.go(AccountRoute.editProfile))
        let account = try shop.account()
        #expect(try shop.tabs().router.state.selectedTab == 2)
        #expect(account.router.state.presented == .editProfile)
        #expect(account.router.state.currentRoute == .editProfile)
        #expect(account.router.state.modalDetentConfiguration == AccountCoordinator.editProfileDetents)
        #expect(account.presentedModal is EditProfileCoordinator)
        #expect(shop.go(AccountRoute.settings))
        #expect(account.presentedModal == nil && account.router.state.stack == [.settings])
    }

    @Test("an unregistered sheet shown with presentModal is released when dismissed")
    func unregisteredSheetReleased() throws {
        let shop = try Shop.main()
        let account = try shop.account()
        let sheet = WeakBox(nil)
        do {
            let edit = EditProfileCoordinator(ledger: shop.ledger)
            sheet.object = edit
            account.presentModal(edit, presenting: .editProfile, detentConfiguration: .init(detents: [.fullscreen]))
            #expect(account.presentedModal === edit && edit.parentCoordinator === account)
            #expect(account.router.state.modalDetentConfiguration?.shouldUseFullScreenCover == true)
        }
        account.dismissModal()
        #expect(sheet.object == nil)
        #expect(account.router.state.presented == nil)
    }
}
