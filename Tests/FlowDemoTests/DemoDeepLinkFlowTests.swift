import FlowCore
import FlowDemo
import Testing

/// `AppRoute.login` (the tab flow is replaced by a fresh login flow and the old one
/// deallocates) and `AppRoute.tabRoot` (from login, a fresh tab flow), from several states.
@Suite("Demo deep links: AppRoute.login and AppRoute.tabRoot")
struct DemoDeepLinkFlowTests {
    typealias S = DemoDeepLinkSupport
    private static let login = S.url(AppRoute.login)
    private static let tabRoot = S.url(AppRoute.tabRoot)

    /// Weak references to the current flow and, for the tab flow, its tabs.
    private static func weakFlow(of app: AppCoordinator) -> [Weak] {
        var refs = app.children.map { Weak($0) }
        if let tabs = app.currentFlow as? MainTabCoordinator { refs += tabs.children.map { Weak($0) } }
        return refs
    }

    private struct Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    /// The app shows a login flow exactly like a fresh app's.
    private static func expectLoginFlow(_ app: AppCoordinator, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(app.router.state == NavigationState(root: .login), sourceLocation: sourceLocation)
        #expect(app.children.count == 1, sourceLocation: sourceLocation)
        let login = try #require(app.currentFlow as? LoginCoordinator, sourceLocation: sourceLocation)
        #expect(login.parentCoordinator === app && login.presentationContext == .root, sourceLocation: sourceLocation)
        #expect(login.router.state == NavigationState(root: .login), sourceLocation: sourceLocation)
        #expect(app.visibleCoordinator === login, sourceLocation: sourceLocation)
        #expect(app.captureTree() == DemoApp.make().captureTree(), "same as a fresh app", sourceLocation: sourceLocation)
    }

    /// The app shows a tab flow exactly like a fresh one.
    private static func expectFreshTabs(_ app: AppCoordinator, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = DemoApp.make()
        reference.navigate(to: AppRoute.tabRoot)
        #expect(app.router.state == NavigationState(root: .tabRoot), sourceLocation: sourceLocation)
        #expect(app.children.count == 1, sourceLocation: sourceLocation)
        let tabs = try S.tabs(app)
        #expect(tabs.parentCoordinator === app && tabs.presentationContext == .root, sourceLocation: sourceLocation)
        #expect(tabs.router.state == NavigationState(root: .tabRoot), sourceLocation: sourceLocation)
        #expect(tabs.children.map { $0.presentationContext } == Array(repeating: .tab, count: 5), sourceLocation: sourceLocation)
        #expect(app.visibleCoordinator === tabs.children[0], sourceLocation: sourceLocation)
        #expect(app.captureTree() == reference.captureTree(), "same as a fresh tab flow", sourceLocation: sourceLocation)
    }

    @Test(
        "B11 B12 documented start: from Purple, twice; the old tab flow deallocates",
        arguments: [
            S.Start(name: "Purple", setup: [S.url(AppRoute.tabRoot), S.url(PurpleRoute.purple)], entry: .visible),
            S.freshTabs, S.freshTabsFromTop,
        ])
    func loginFromTabs(start: S.Start) throws {
        let (app, recorder) = try S.make(start)
        let old = Self.weakFlow(of: app)
        #expect(old.count == 6 && old.allSatisfy { $0.object != nil })
        try S.runTwice(Self.login, from: start) { app in try Self.expectLoginFlow(app) }
        #expect(try DemoApp.open(Self.login, in: app, from: start.entry))
        try Self.expectLoginFlow(app)
        #expect(old.allSatisfy { $0.object == nil }, "the old tab flow and its tabs deallocate")
        #expect(recorder.events.filter { $0.kind == .changeFlow }.count == 1, "handleFlowChange runs once")
        let tree = app.captureTree()
        #expect(try DemoApp.open(Self.login, in: app, from: start.entry), "second run")
        #expect(app.captureTree() == tree)
        #expect(recorder.events.filter { $0.kind == .changeFlow }.count == 1, "the second run is smart back, no flow change")
        #expect(recorder.errors.isEmpty)
    }

    @Test(
        "B13 B12 from deep inside (busy tabs, the detours, Ocean two modals deep, RedModal): one fresh login flow",
        arguments: [
            S.busy, S.busyFromTop, S.busyInsidePurpleInfo, S.insideNestedDetour, S.insideOcean, S.insideRedModal,
            S.rainbowPurple,
        ])
    func loginFromDeepInside(start: S.Start) throws {
        let (app, recorder) = try S.make(start)
        let old = Self.weakFlow(of: app)
        #expect(try DemoApp.open(Self.login, in: app, from: start.entry))
        try Self.expectLoginFlow(app)
        #expect(old.allSatisfy { $0.object == nil }, "the old tab flow and its tabs deallocate")
        let tree = app.captureTree()
        #expect(try DemoApp.open(Self.login, in: app, from: start.entry))
        #expect(app.captureTree() == tree)
        #expect(recorder.events.filter { $0.kind == .changeFlow }.count == 1)
        #expect(recorder.errors.isEmpty)
    }

    @Test(
        "the login link at the login screen is already shown: true, nothing changes, the same LoginCoordinator",
        arguments: [S.login, S.login.fromTop])
    func loginAtLogin(start: S.Start) throws {
        let (app, recorder) = try S.make(start)
        let login = try #require(app.currentFlow as? LoginCoordinator)
        try S.runTwice(Self.login, from: start) { app in try Self.expectLoginFlow(app) }
        #expect(try DemoApp.open(Self.login, in: app, from: start.entry))
        #expect(app.currentFlow as? LoginCoordinator === login, "no flow change")
        #expect(recorder.events.isEmpty)
    }

    @Test(
        "B11 documented start: tabRoot from login, twice: a fresh tab flow; the login flow deallocates",
        arguments: [S.login, S.login.fromTop])
    func tabRootFromLogin(start: S.Start) throws {
        try S.runTwice(Self.tabRoot, from: start) { app in try Self.expectFreshTabs(app) }
        let (app, recorder) = try S.make(start)
        let old = Self.weakFlow(of: app)
        #expect(try DemoApp.open(Self.tabRoot, in: app, from: start.entry))
        #expect(old.allSatisfy { $0.object == nil }, "the login flow deallocates")
        let tabs = try S.tabs(app)
        #expect(try DemoApp.open(Self.tabRoot, in: app, from: start.entry))
        #expect(try S.tabs(app) === tabs, "the second run keeps the same tab flow")
        #expect(recorder.events.filter { $0.kind == .changeFlow }.count == 1)
    }

    @Test("B12 tabRoot from the login flow a previous login link created: again a fresh tab flow")
    func tabRootAfterLoginLink() throws {
        let (app, recorder) = try S.make(S.busy)
        for round in 1...3 {
            #expect(try DemoApp.open(Self.login, in: app, from: .visible), "round \(round)")
            try Self.expectLoginFlow(app)
            let login = Self.weakFlow(of: app)
            #expect(try DemoApp.open(Self.tabRoot, in: app, from: .visible), "round \(round)")
            #expect(login.allSatisfy { $0.object == nil })
            try Self.expectFreshTabs(app)
            // Make the flow busy again so every round leaves a different tree behind.
            for url in S.busySetup.dropFirst() { #expect(try DemoApp.open(url, in: app, from: .top)) }
        }
        #expect(recorder.events.filter { $0.kind == .changeFlow }.count == 6)
        #expect(recorder.errors.isEmpty)
    }

    @Test(
        "tabRoot while the tab flow is up keeps that flow (smart back, no flow change)",
        arguments: [S.freshTabs, S.freshTabsFromTop])
    func tabRootInTabs(start: S.Start) throws {
        let (app, recorder) = try S.make(start)
        let tabs = try S.tabs(app)
        try S.runTwice(Self.tabRoot, from: start) { app in try Self.expectFreshTabs(app) }
        #expect(try DemoApp.open(Self.tabRoot, in: app, from: start.entry))
        #expect(try S.tabs(app) === tabs)
        #expect(recorder.events.filter { $0.kind == .changeFlow }.isEmpty)
    }
}
