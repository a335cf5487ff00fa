import FlowCore
import FlowDemo
import Testing

/// `YellowRoute.darkYellow` (dismisses RedModal, selects Yellow, presents YellowModal) and
/// `PurpleRoute.result(success:)` (replace: [lightPurple] -> [result_true] -> [result_false]),
/// from several starting states, twice each.
@Suite("Demo deep links: YellowRoute.darkYellow and PurpleRoute.result")
struct DemoDeepLinkYellowPurpleTests {
    typealias S = DemoDeepLinkSupport
    private static let darkYellow = S.url(YellowRoute.darkYellow)
    private static let resultTrue = S.url(PurpleRoute.result(success: true))
    private static let resultFalse = S.url(PurpleRoute.result(success: false))

    // MARK: YellowRoute.darkYellow

    private static func expectDarkYellow(
        _ app: AppCoordinator, yellowStack: [YellowRoute] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let tabs = try S.tabs(app)
        #expect(tabs.router.state.selectedTab == 3, "Yellow is selected", sourceLocation: sourceLocation)
        #expect(tabs.presentedDetour == nil && tabs.presentedModal == nil, sourceLocation: sourceLocation)
        let yellow = try S.yellow(app)
        #expect(yellow.router.state.stack == yellowStack, sourceLocation: sourceLocation)
        #expect(yellow.router.state.presented == .darkYellow, sourceLocation: sourceLocation)
        let modal = try #require(yellow.presentedModal as? YellowModalCoordinator, sourceLocation: sourceLocation)
        #expect(yellow.modalCoordinators.first === modal, sourceLocation: sourceLocation)
        #expect(modal.parentCoordinator === yellow && modal.presentationContext == .modal, sourceLocation: sourceLocation)
        #expect(modal.router.state == NavigationState(root: .darkYellow), sourceLocation: sourceLocation)
        #expect(app.visibleCoordinator === modal, sourceLocation: sourceLocation)
        let red = try S.red(app)
        #expect(
            red.presentedModal == nil && red.router.state.presented == nil, "RedModal is dismissed",
            sourceLocation: sourceLocation)
        #expect(red.modalCoordinators.allSatisfy { $0.parentCoordinator == nil }, sourceLocation: sourceLocation)
    }

    @Test("B26 documented start: from inside RedModal, twice")
    func darkYellowFromRedModal() throws {
        try S.runTwice(Self.darkYellow, from: S.insideRedModal) { app in
            try Self.expectDarkYellow(app)
            try S.expectRedClean(app)
        }
    }

    @Test("B26 from inside RedModal with the link opened from the top: RedModal dismissed, Red's stack kept (B27)")
    func darkYellowFromTopOverRedModal() throws {
        let start = S.Start(
            name: "Red [lightRed] + RedModal, from the top",
            setup: [S.url(AppRoute.tabRoot), S.url(RedRoute.lightRed), S.url(RedRoute.darkRed)], entry: .top)
        try S.runTwice(Self.darkYellow, from: start) { app in
            try Self.expectDarkYellow(app)
            #expect(try S.red(app).router.state.stack == [.lightRed], "leaving a tab keeps its stack")
        }
    }

    @Test("from the tab flow's fresh start, from Red and from the top, twice", arguments: [S.freshTabs, S.freshTabsFromTop])
    func darkYellowFromFreshTabs(start: S.Start) throws {
        try S.runTwice(Self.darkYellow, from: start) { app in try Self.expectDarkYellow(app) }
    }

    @Test("B27 from busy inside Purple's info cover: Yellow keeps [lightYellow] under YellowModal")
    func darkYellowFromBusyInsidePurpleInfo() throws {
        try S.runTwice(Self.darkYellow, from: S.busyInsidePurpleInfo) { app in
            try Self.expectDarkYellow(app, yellowStack: [.lightYellow])
            try S.expectBusyTabsKept(app, except: [3, 4])
            // Started inside Purple, bubbling cleans Purple (spec rule 5).
            #expect(try S.purple(app).router.state == NavigationState(root: .purple))
        }
    }

    @Test("B26 from inside Yellow's own info sheet: the sheet gives way to YellowModal")
    func darkYellowFromYellowInfo() throws {
        let start = S.Start(name: "inside YellowInfo", setup: [S.url(AppRoute.tabRoot), S.url(YellowRoute.info)], entry: .visible)
        try S.runTwice(Self.darkYellow, from: start) { app in try Self.expectDarkYellow(app) }
    }

    /// A Yellow detour handles Yellow routes itself: with one up, it takes darkYellow
    /// (spec rules 2 and 6: a tab coordinator's presented detour comes before its tabs).
    @Test(
        "B20 with a Yellow detour up, the detour itself presents its YellowModal; the tabs are untouched",
        arguments: [S.insideDetour, S.insideDetour.fromTop, S.busy, S.busyFromTop])
    func darkYellowWithDetourUp(start: S.Start) throws {
        let (reference, _) = try S.make(start)
        let tabsBefore = try S.tabs(reference).router.state
        try S.runTwice(Self.darkYellow, from: start) { app in
            let tabs = try S.tabs(app)
            #expect(tabs.router.state == tabsBefore, "no tab switch")
            let detour = try #require(tabs.presentedDetour as? YellowCoordinator)
            #expect(detour.router.state.root == .lightYellow && detour.router.state.presented == .darkYellow)
            let modal = try #require(detour.presentedModal as? YellowModalCoordinator)
            #expect(modal.parentCoordinator === detour && modal.router.state.stack.isEmpty)
            #expect(app.visibleCoordinator === modal)
            #expect(try S.yellow(app).presentedModal == nil, "the Yellow tab presents nothing")
        }
    }

    @Test("from inside the nested detour: the nested detour presents its YellowModal")
    func darkYellowInsideNestedDetour() throws {
        try S.runTwice(Self.darkYellow, from: S.insideNestedDetour) { app in
            let first = try #require(try S.tabs(app).presentedDetour as? YellowCoordinator)
            let second = try #require(first.presentedDetour as? YellowCoordinator)
            #expect(first.presentedModal == nil)
            #expect(second.router.state.presented == .darkYellow)
            #expect(app.visibleCoordinator === second.presentedModal)
        }
    }

    // MARK: PurpleRoute.result(success:)

    /// Opens result_true then result_false from `start`, each twice, checking Purple's stack.
    private static func runResults(
        from start: S.Start, before: [PurpleRoute],
        sourceLocation: SourceLocation = #_sourceLocation,
        extra: (AppCoordinator) throws -> Void = { _ in }
    ) throws {
        let (app, recorder) = try S.make(start, sourceLocation: sourceLocation)
        #expect(try S.purple(app).router.state.stack == before, "starting stack", sourceLocation: sourceLocation)
        for (url, expected) in [(resultTrue, PurpleRoute.result(success: true)), (resultFalse, .result(success: false))] {
            var tree: NavigationTree?
            for run in 1...2 {
                #expect(try DemoApp.open(url, in: app, from: start.entry), "\(url) run \(run)", sourceLocation: sourceLocation)
                let tabs = try S.tabs(app)
                let purple = try S.purple(app)
                #expect(tabs.router.state.selectedTab == 4, sourceLocation: sourceLocation)
                #expect(tabs.presentedDetour == nil, sourceLocation: sourceLocation)
                let expectedStack = before.isEmpty ? [expected] : Array(before.dropLast()) + [expected]
                #expect(purple.router.state.stack == expectedStack, "\(url) run \(run)", sourceLocation: sourceLocation)
                #expect(purple.router.state.currentRoute == expected, sourceLocation: sourceLocation)
                #expect(purple.presentedModal == nil && purple.router.state.presented == nil, sourceLocation: sourceLocation)
                #expect(app.visibleCoordinator === purple, sourceLocation: sourceLocation)
                try extra(app)
                if let tree { #expect(app.captureTree() == tree, "second run changes nothing", sourceLocation: sourceLocation) }
                tree = app.captureTree()
            }
        }
        #expect(recorder.errors.isEmpty, "errors: \(recorder.errors)", sourceLocation: sourceLocation)
    }

    @Test("B3 documented start: from lightPurple the stack goes [lightPurple] -> [result_true] -> [result_false]")
    func resultsFromLightPurple() throws {
        let start = S.Start(
            name: "lightPurple", setup: [S.url(AppRoute.tabRoot), S.url(PurpleRoute.lightPurple)],
            entry: .visible)
        try Self.runResults(from: start, before: [.lightPurple])
        try Self.runResults(from: start.fromTop, before: [.lightPurple])
    }

    @Test(
        "B3 from the tab flow's fresh start: replace on an empty stack pushes",
        arguments: [S.freshTabs, S.freshTabsFromTop])
    func resultsFromFreshTabs(start: S.Start) throws {
        try Self.runResults(from: start, before: [])
    }

    @Test(
        "B27 from a busy state: the cover and detour are dismissed, lightPurple replaced, other tabs kept",
        arguments: [S.busy, S.busyFromTop, S.busyInsidePurpleInfo])
    func resultsFromBusy(start: S.Start) throws {
        try Self.runResults(from: start, before: [.lightPurple]) { app in
            try S.expectBusyTabsKept(app, except: [4])
            let info = try #require(try S.purple(app).modalCoordinators.first { $0 is PurpleInfoCoordinator })
            #expect(info.parentCoordinator == nil)
        }
    }

    @Test(
        "from inside another tab's modal (RedModal), from Rainbow, from a detour and from Ocean",
        arguments: [S.insideRedModal, S.rainbowPurple, S.insideDetour, S.insideNestedDetour, S.insideOcean])
    func resultsFromElsewhere(start: S.Start) throws {
        try Self.runResults(from: start, before: []) { app in
            try S.expectRedClean(app)
            #expect(try S.blue(app).pushedChildren.isEmpty || start.entry == .top)
        }
    }

    @Test("B16 B17 from inside PurpleModal over [lightPurple]: the modal is dismissed and reset, then replace")
    func resultsFromInsidePurpleModal() throws {
        let start = S.Start(
            name: "Purple [lightPurple] + PurpleModal",
            setup: [S.url(AppRoute.tabRoot), S.url(PurpleRoute.lightPurple), S.url(PurpleRoute.darkPurple)],
            entry: .visible)
        try Self.runResults(from: start, before: [.lightPurple]) { app in
            let modal = try #require(try S.purple(app).modalCoordinators.first { $0 is PurpleModalCoordinator })
            #expect(modal.parentCoordinator == nil && modal.stackRoutes.count == 1)
        }
    }

    @Test("B6 after result_true replaced lightPurple, lightPurple is pushed again and result_true is popped back to")
    func resultThenLightPurple() throws {
        let (app, _) = try S.make(S.freshTabsFromTop)
        #expect(app.navigate(to: PurpleRoute.lightPurple))
        #expect(app.navigate(to: PurpleRoute.result(success: true)))
        #expect(app.navigate(to: PurpleRoute.lightPurple))
        #expect(try S.purple(app).router.state.stack == [.result(success: true), .lightPurple])
        #expect(app.navigate(to: PurpleRoute.result(success: true)), "smart back to result_true")
        #expect(try S.purple(app).router.state.stack == [.result(success: true)])
    }
}
