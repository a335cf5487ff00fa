import FlowCore
import FlowDemo
import Testing

/// The Yellow detours (`flowatlas-demo://detour/yellow`): a fresh Yellow coordinator (root
/// lightYellow) presented on MainTab by the deep-link handler; a second one nests on it.
@Suite("Demo deep links: the Yellow detours")
struct DemoDeepLinkDetourTests {
    typealias S = DemoDeepLinkSupport

    /// Checks `depth` nested Yellow detours on the tab coordinator and returns them, outermost first.
    @discardableResult
    private static func expectDetours(
        _ app: AppCoordinator, depth: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [YellowCoordinator] {
        let tabs = try S.tabs(app)
        var chain: [YellowCoordinator] = []
        var host: any AnyCoordinator = tabs
        var hostDetour: (any AnyCoordinator)? = tabs.presentedDetour
        var hostState: AnyRoute? = tabs.router.state.detour
        for level in 1...depth {
            #expect(hostState == AnyRoute(YellowRoute.lightYellow), "level \(level) route", sourceLocation: sourceLocation)
            let detour = try #require(hostDetour as? YellowCoordinator, "level \(level)", sourceLocation: sourceLocation)
            #expect(detour.parentCoordinator === host, "level \(level) parent", sourceLocation: sourceLocation)
            #expect(detour.presentationContext == .detour, sourceLocation: sourceLocation)
            #expect(detour.router.state.root == .lightYellow && detour.router.state.stack.isEmpty, sourceLocation: sourceLocation)
            #expect(detour.presentedModal == nil, sourceLocation: sourceLocation)
            #expect(detour.canGoBack, "a detour's root offers back", sourceLocation: sourceLocation)
            chain.append(detour)
            host = detour
            hostDetour = detour.presentedDetour
            hostState = detour.router.state.detour
        }
        #expect(hostDetour == nil && hostState == nil, "no deeper detour", sourceLocation: sourceLocation)
        #expect(app.visibleCoordinator === chain.last, sourceLocation: sourceLocation)
        // Every chain element is distinct (each link builds a fresh coordinator).
        #expect(Set(chain.map(ObjectIdentifier.init)).count == depth, sourceLocation: sourceLocation)
        return chain
    }

    @Test("B21 B22 documented start: over Blue's lightBlue, one detour, then a second nested on it; the tabs untouched")
    func documented() throws {
        let start = S.Start(name: "Blue [lightBlue]", setup: [S.url(AppRoute.tabRoot), S.url(BlueRoute.lightBlue)], entry: .visible)
        let (app, recorder) = try S.make(start)
        let before = app.captureTree()
        let tabsBefore = try S.tabs(app).router.state
        #expect(try DemoApp.open(S.detourURL, in: app, from: .visible))
        try Self.expectDetours(app, depth: 1)
        #expect(try DemoApp.open(S.detourURL, in: app, from: .visible))
        try Self.expectDetours(app, depth: 2)
        let tabs = try S.tabs(app)
        #expect(tabs.router.state.selectedTab == 2 && tabsBefore.selectedTab == 2)
        #expect(tabs.router.state.stack.isEmpty && tabs.router.state.presented == nil)
        #expect(try S.blue(app).router.state.stack == [.lightBlue], "the underlying stack is untouched")
        #expect(recorder.errors.isEmpty)
        #expect(recorder.events.map(\.kind) == [.presentDetour, .presentDetour])
        // Dismissing on the host restores exactly the prior state.
        tabs.dismissDetour()
        #expect(app.captureTree() == before)
    }

    @Test("B5 the detour pair works every time: pair, dismiss, pair again gives the same tree", arguments: [S.freshTabs, S.blueRoot])
    func pairRepeatedly(start: S.Start) throws {
        let (app, recorder) = try S.make(start)
        let before = app.captureTree()
        var pairTree: NavigationTree?
        for round in 1...3 {
            #expect(try DemoApp.open(S.detourURL, in: app, from: start.entry), "round \(round)")
            #expect(try DemoApp.open(S.detourURL, in: app, from: start.entry), "round \(round)")
            try Self.expectDetours(app, depth: 2)
            if let pairTree { #expect(app.captureTree() == pairTree, "round \(round)") }
            pairTree = app.captureTree()
            try S.tabs(app).dismissDetour()
            #expect(app.captureTree() == before, "round \(round): dismissing restores the tabs")
        }
        #expect(recorder.errors.isEmpty)
    }

    @Test("B24 over a busy tab bar with Purple's info cover up: the cover stays under the detours")
    func overBusyWithCover() throws {
        let (app, _) = try S.make(S.busyInsidePurpleInfo)
        let before = app.captureTree()
        #expect(try DemoApp.open(S.detourURL, in: app, from: .visible))
        #expect(try DemoApp.open(S.detourURL, in: app, from: .top))
        let chain = try Self.expectDetours(app, depth: 2)
        let purple = try S.purple(app)
        #expect(purple.router.state.presented == .info && purple.presentedModal is PurpleInfoCoordinator)
        #expect(purple.router.state.stack == [.lightPurple])
        // pop() at the top detour's root dismisses only it (B22).
        chain[1].pop()
        try Self.expectDetours(app, depth: 1)
        chain[0].pop()
        #expect(app.captureTree() == before, "the cover is still up; everything else as before")
    }

    @Test("B24 over modals two deep in Blue: a third detour nests too; dismissing the host tears the chain down")
    func overOcean() throws {
        let (app, recorder) = try S.make(S.insideOcean)
        let before = app.captureTree()
        for _ in 1...3 { #expect(try DemoApp.open(S.detourURL, in: app, from: .visible)) }
        try Self.expectDetours(app, depth: 3)
        let level3 = try #require(try S.deepBlue(app).presentedModal as? Level3ModalCoordinator)
        #expect(level3.presentedModal is NestedModalCoordinator, "Blue's modals are still up under the detours")
        try S.tabs(app).dismissDetour()
        #expect(app.captureTree() == before)
        #expect(recorder.errors.isEmpty)
    }

    @Test("from the login flow there is no tab bar: the detour link fails and changes nothing")
    func fromLogin() throws {
        let (app, recorder) = try S.make(S.login)
        let before = app.captureTree()
        #expect(try DemoApp.open(S.detourURL, in: app, from: .visible) == false)
        #expect(app.captureTree() == before)
        #expect(recorder.events.isEmpty)
    }

    @Test("B22 navigating inside the nested detour: it pushes on its own stack; pop() walks back, then dismisses only it")
    func navigateInsideNestedDetour() throws {
        let (app, recorder) = try S.make(S.insideNestedDetour)
        let chain = try Self.expectDetours(app, depth: 2)
        #expect(chain[1].navigate(to: YellowRoute.yellow))
        #expect(chain[1].router.state.stack == [.yellow])
        #expect(chain[0].router.state.stack.isEmpty, "the outer detour is untouched")
        #expect(app.visibleCoordinator === chain[1])
        chain[1].pop()
        #expect(chain[1].router.state.stack.isEmpty)
        chain[1].pop()
        try Self.expectDetours(app, depth: 1)
        #expect(chain[1].parentCoordinator == nil, "the dismissed detour's parent link is cleared")
        #expect(recorder.errors.isEmpty)
    }

    @Test("B23 a route the detours cannot take, navigated from the outer detour, dismisses both and returns true")
    func routeElsewhereFromOuterDetour() throws {
        let (app, recorder) = try S.make(S.insideNestedDetour)
        let chain = try Self.expectDetours(app, depth: 2)
        #expect(chain[0].navigate(to: RedRoute.lightRed))
        let tabs = try S.tabs(app)
        #expect(tabs.presentedDetour == nil && tabs.router.state.detour == nil)
        #expect(tabs.router.state.selectedTab == 0)
        #expect(try S.red(app).router.state.stack == [.lightRed])
        #expect(try S.blue(app).router.state.stack == [.lightBlue], "the tab left keeps its stack")
        #expect(chain.allSatisfy { $0.parentCoordinator == nil && $0.presentedDetour == nil })
        #expect(recorder.errors.isEmpty)
    }
}
