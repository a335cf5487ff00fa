import FlowCore
import FlowDemo
import Testing

/// `RainbowDetailRoute.detail` (selects Red, pushes Rainbow with [orange … purple], then
/// RainbowDetail) and `GreenRoute.evenDarkerGreen` (selects Green, presents GreenModal with
/// root darkGreen and pushes evenDarkerGreen in it), from several starting states, twice each.
@Suite("Demo deep links: RainbowDetailRoute.detail and GreenRoute.evenDarkerGreen")
struct DemoDeepLinkRedGreenTests {
    typealias S = DemoDeepLinkSupport
    private static let detail = S.url(RainbowDetailRoute.detail)
    private static let evenDarkerGreen = S.url(GreenRoute.evenDarkerGreen)

    // MARK: RainbowDetailRoute.detail

    private static func expectDetail(_ app: AppCoordinator, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let tabs = try S.tabs(app)
        #expect(tabs.router.state.selectedTab == 0, "Red is selected", sourceLocation: sourceLocation)
        #expect(tabs.presentedDetour == nil && tabs.presentedModal == nil, sourceLocation: sourceLocation)
        let red = try S.red(app)
        let rainbow = try S.rainbow(app)
        let detail = try S.rainbowDetail(app)
        #expect(red.router.state.stack.isEmpty && red.presentedModal == nil, sourceLocation: sourceLocation)
        #expect(S.same(red.pushedChildren, [rainbow]), "Rainbow pushed on Red", sourceLocation: sourceLocation)
        #expect(rainbow.presentationContext == .pushed && rainbow.parentCoordinator === red, sourceLocation: sourceLocation)
        #expect(rainbow.router.state.stack == [.orange, .yellow, .green, .blue, .purple], sourceLocation: sourceLocation)
        #expect(rainbow.presentedModal == nil, sourceLocation: sourceLocation)
        #expect(S.same(rainbow.pushedChildren, [detail]), "RainbowDetail pushed on Rainbow", sourceLocation: sourceLocation)
        #expect(detail.presentationContext == .pushed && detail.parentCoordinator === rainbow, sourceLocation: sourceLocation)
        #expect(detail.router.state == NavigationState(root: .detail), sourceLocation: sourceLocation)
        #expect(detail.presentedModal == nil, sourceLocation: sourceLocation)
        #expect(app.visibleCoordinator === detail, sourceLocation: sourceLocation)
    }

    @Test("documented start: from Blue, twice")
    func detailFromBlue() throws {
        try S.runTwice(Self.detail, from: S.blueRoot) { app in
            try Self.expectDetail(app)
            #expect(try S.blue(app).router.state == NavigationState(root: .blue))
        }
    }

    @Test("from the tab flow's fresh start (from Red, from the top), twice", arguments: [S.freshTabs, S.freshTabsFromTop])
    func detailFromFreshTabs(start: S.Start) throws {
        try S.runTwice(Self.detail, from: start) { app in try Self.expectDetail(app) }
    }

    @Test(
        "B27 B28 from a busy state: Rainbow already pushed is not pushed twice; other tabs keep their stacks",
        arguments: [S.busy, S.busyFromTop])
    func detailFromBusy(start: S.Start) throws {
        try S.runTwice(Self.detail, from: start) { app in
            try Self.expectDetail(app)
            try S.expectBusyTabsKept(app, except: [0])
        }
    }

    @Test(
        "B26 from inside Blue's info sheet and inside RedModal: the sheet is dismissed",
        arguments: [S.insideBlueInfo, S.insideRedModal])
    func detailFromInsideModal(start: S.Start) throws {
        try S.runTwice(Self.detail, from: start) { app in
            try Self.expectDetail(app)
            #expect(try S.blue(app).presentedModal == nil)
            #expect(try S.red(app).modalCoordinators.allSatisfy { $0.parentCoordinator == nil })
        }
    }

    @Test("from inside RainbowDetail's own modal: the modal is dismissed back to detail")
    func detailFromInsideRainbowDetailModal() throws {
        let start = S.Start(
            name: "inside RainbowDetailModal",
            setup: [S.url(AppRoute.tabRoot), Self.detail, S.url(RainbowDetailRoute.modal)], entry: .visible)
        try S.runTwice(Self.detail, from: start) { app in try Self.expectDetail(app) }
    }

    @Test("B23 from inside a detour and nested detours", arguments: [S.insideDetour, S.insideNestedDetour])
    func detailFromInsideDetour(start: S.Start) throws {
        try S.runTwice(Self.detail, from: start) { app in
            try Self.expectDetail(app)
            #expect(try S.blue(app).router.state.stack == [.lightBlue], "Blue keeps its stack")
        }
    }

    @Test("B38 from Rainbow with an empty stack at its root: the path is built, then RainbowDetail pushed")
    func detailFromRainbowRoot() throws {
        let start = S.Start(
            name: "Rainbow at its root",
            setup: [S.url(AppRoute.tabRoot), S.url(RainbowRoute.red)], entry: .visible)
        try S.runTwice(Self.detail, from: start) { app in try Self.expectDetail(app) }
    }

    // MARK: GreenRoute.evenDarkerGreen

    private static func expectEvenDarkerGreen(
        _ app: AppCoordinator, greenStack: [GreenRoute] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let tabs = try S.tabs(app)
        #expect(tabs.router.state.selectedTab == 1, "Green is selected", sourceLocation: sourceLocation)
        #expect(tabs.presentedDetour == nil && tabs.presentedModal == nil, sourceLocation: sourceLocation)
        let green = try S.green(app)
        #expect(green.router.state.stack == greenStack, sourceLocation: sourceLocation)
        #expect(green.router.state.presented == .darkGreen, sourceLocation: sourceLocation)
        #expect(green.router.state.currentRoute == .darkGreen, sourceLocation: sourceLocation)
        #expect(green.router.state.modalDetentConfiguration == .default, sourceLocation: sourceLocation)
        let modal = try #require(green.presentedModal as? GreenModalCoordinator, sourceLocation: sourceLocation)
        #expect(green.modalCoordinators.first === modal, "the registered GreenModal", sourceLocation: sourceLocation)
        #expect(modal.parentCoordinator === green && modal.presentationContext == .modal, sourceLocation: sourceLocation)
        #expect(modal.router.state.root == .darkGreen, sourceLocation: sourceLocation)
        #expect(modal.router.state.stack == [.evenDarkerGreen], sourceLocation: sourceLocation)
        #expect(modal.router.state.presented == nil && modal.presentedModal == nil, sourceLocation: sourceLocation)
        #expect(app.visibleCoordinator === modal, sourceLocation: sourceLocation)
    }

    @Test("B18 documented start: from the top after entering the tabs, twice")
    func evenDarkerGreenFromTop() throws {
        try S.runTwice(Self.evenDarkerGreen, from: S.freshTabsFromTop) { app in
            try Self.expectEvenDarkerGreen(app)
            try S.expectRedClean(app)
        }
    }

    @Test("B18 from Red (the visible tab), twice")
    func evenDarkerGreenFromRed() throws {
        try S.runTwice(Self.evenDarkerGreen, from: S.freshTabs) { app in try Self.expectEvenDarkerGreen(app) }
    }

    @Test(
        "B27 from a busy state: Green keeps [lightGreen] under the modal; other tabs keep their stacks",
        arguments: [S.busy, S.busyFromTop])
    func evenDarkerGreenFromBusy(start: S.Start) throws {
        try S.runTwice(Self.evenDarkerGreen, from: start) { app in
            try Self.expectEvenDarkerGreen(app, greenStack: [.lightGreen])
            try S.expectBusyTabsKept(app, except: [1])
        }
    }

    @Test("from inside Rainbow's purple screen: Red is left clean")
    func evenDarkerGreenFromRainbow() throws {
        try S.runTwice(Self.evenDarkerGreen, from: S.rainbowPurple) { app in
            try Self.expectEvenDarkerGreen(app)
            try S.expectRedClean(app)
        }
    }

    @Test("B17 from inside GreenDarkestModal (nested in GreenModal): only the nested modal is dismissed")
    func evenDarkerGreenFromDarkest() throws {
        let start = S.Start(
            name: "inside GreenDarkestModal",
            setup: [S.url(AppRoute.tabRoot), S.url(GreenRoute.darkestGreen)], entry: .visible)
        try S.runTwice(Self.evenDarkerGreen, from: start) { app in
            try Self.expectEvenDarkerGreen(app)
            let modal = try #require(try S.green(app).presentedModal as? GreenModalCoordinator)
            let darkest = try #require(modal.modalCoordinators.first)
            #expect(darkest.parentCoordinator == nil && darkest.stackRoutes.count == 1)
        }
    }

    @Test("B17 from inside GreenInfo: the info sheet gives way to GreenModal")
    func evenDarkerGreenFromGreenInfo() throws {
        let start = S.Start(name: "inside GreenInfo", setup: [S.url(AppRoute.tabRoot), S.url(GreenRoute.info)], entry: .visible)
        try S.runTwice(Self.evenDarkerGreen, from: start) { app in
            try Self.expectEvenDarkerGreen(app)
            let info = try #require(try S.green(app).modalCoordinators.first { $0 is GreenInfoCoordinator })
            #expect(info.parentCoordinator == nil)
        }
    }

    @Test("from inside GreenModal at its root, and with evenDarkerGreen already shown")
    func evenDarkerGreenFromGreenModal() throws {
        let start = S.Start(
            name: "inside GreenModal", setup: [S.url(AppRoute.tabRoot), S.url(GreenRoute.darkGreen)],
            entry: .visible)
        try S.runTwice(Self.evenDarkerGreen, from: start) { app in try Self.expectEvenDarkerGreen(app) }
    }

    @Test("B23 from inside a detour", arguments: [S.insideDetour, S.insideNestedDetour, S.insideDetour.fromTop])
    func evenDarkerGreenFromDetour(start: S.Start) throws {
        try S.runTwice(Self.evenDarkerGreen, from: start) { app in
            try Self.expectEvenDarkerGreen(app)
            #expect(try S.blue(app).router.state.stack == [.lightBlue])
        }
    }

    @Test("from inside Ocean two modals deep in Blue: Blue's modals are dismissed, its stack kept")
    func evenDarkerGreenFromOcean() throws {
        try S.runTwice(Self.evenDarkerGreen, from: S.insideOcean) { app in
            try Self.expectEvenDarkerGreen(app)
            // Started inside Blue, bubbling cleans every coordinator on the way up (spec rule 5).
            let blue = try S.blue(app)
            #expect(blue.pushedChildren.isEmpty && blue.presentedModal == nil)
            #expect(try S.deepBlue(app).router.state == NavigationState(root: .level1))
        }
    }
}
