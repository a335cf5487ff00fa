import FlowCore
import FlowDemo
import Testing

/// `saveState()` / `restoreState(_:)` (issue 13): an exact, in-process memento of a whole tree.
@Suite("In-process state memento")
struct StateMementoTests {
    /// The demo driven through a busy state: tabs, a pushed child path, two modals deep, a
    /// stack in Green, and a Yellow detour over everything.
    static func busyApp() throws -> AppCoordinator {
        let app = DemoApp.make()
        try #require(try DemoApp.open("flowatlas-demo://app/tabRoot", in: app, from: .top))
        try #require(try DemoApp.open("flowatlas-demo://green/lightGreen", in: app, from: .top))
        try #require(try DemoApp.open("flowatlas-demo://ocean/abyss", in: app, from: .top))
        try #require(try DemoApp.open("flowatlas-demo://detour/yellow", in: app, from: .visible))
        return app
    }

    @Test("restoring gives back the very tree that was saved (same coordinators), after navigation, flow changes and detours")
    func restoresExactly() throws {
        let app = try Self.busyApp()
        let saved = app.captureTreeWithIdentities()
        let memento = app.saveState()
        #expect(memento.count == saved.tree.nodes.count)
        // Move far away: another tab, a modal, a second detour, then a whole new login flow.
        try #require(try DemoApp.open("flowatlas-demo://red/darkRed", in: app, from: .top))
        try #require(try DemoApp.open("flowatlas-demo://detour/yellow", in: app, from: .visible))
        try #require(try DemoApp.open("flowatlas-demo://app/login", in: app, from: .top))
        #expect(app.captureTree() != saved.tree)

        app.restoreState(memento)

        let restored = app.captureTreeWithIdentities()
        #expect(restored.tree == saved.tree)
        #expect(restored.identities == saved.identities)
        #expect(app.visibleCoordinator.stackRoutes.last == AnyRoute(YellowRoute.lightYellow))
    }

    @Test("a restore emits no event and reports no error")
    func restoreIsSilent() throws {
        let app = try Self.busyApp()
        let memento = app.saveState()
        try #require(try DemoApp.open("flowatlas-demo://app/login", in: app, from: .top))
        let recorder = NavigationRecorder()
        app.addObserver(recorder)
        app.restoreState(memento)
        #expect(recorder.events.isEmpty)
        #expect(recorder.errors.isEmpty)
    }

    @Test("after a restore the tree navigates exactly like one that got there by navigating")
    func navigationAfterRestoreMatchesReplay() throws {
        let links = [
            "flowatlas-demo://red/lightRed", "flowatlas-demo://rainbowdetail/modal", "flowatlas-demo://green/darkestGreen",
            "flowatlas-demo://purple/result_true", "flowatlas-demo://ocean/deep", "flowatlas-demo://app/login",
            "flowatlas-demo://app/tabRoot", "flowatlas-demo://detour/yellow", "flowatlas-demo://yellow/darkYellow",
        ]
        let app = try Self.busyApp()
        let memento = app.saveState()
        for link in links {
            let replayed = try Self.busyApp()
            let replayedRecorder = NavigationRecorder()
            replayed.addObserver(replayedRecorder)
            let expected = try DemoApp.open(link, in: replayed, from: .visible)

            app.restoreState(memento)
            let recorder = NavigationRecorder()
            app.addObserver(recorder)
            let result = try DemoApp.open(link, in: app, from: .visible)
            app.removeObserver(recorder)

            #expect(result == expected, "\(link)")
            #expect(app.captureTree() == replayed.captureTree(), "\(link)")
            #expect(recorder.events == replayedRecorder.events, "\(link)")
        }
    }

    @Test("coordinators that joined after the save are detached by the restore; those of the save are attached again")
    func straysAreDetached() throws {
        let app = DemoApp.make()
        try #require(app.navigate(to: AppRoute.tabRoot))
        let tabs = try #require(app.currentFlow as? MainTabCoordinator)
        let memento = app.saveState()
        try #require(app.navigate(to: AppRoute.login))
        let login = try #require(app.currentFlow as? LoginCoordinator)
        #expect(tabs.parentCoordinator == nil)
        #expect(login.parentCoordinator === app)

        app.restoreState(memento)

        #expect(app.currentFlow as? MainTabCoordinator === tabs)
        #expect(tabs.parentCoordinator === app)
        #expect(login.parentCoordinator == nil)
        #expect(login.presentationContext == .root)
        #expect(!login.canGoBack)
    }

    @Test("a memento can be restored any number of times, and saving again after a restore gives an equal tree")
    func repeatedRestores() throws {
        let app = try Self.busyApp()
        let memento = app.saveState()
        let saved = app.captureTree()
        for link in ["flowatlas-demo://blue/lightBlue", "flowatlas-demo://app/login", "flowatlas-demo://detour/yellow"] {
            _ = try DemoApp.open(link, in: app, from: .visible)
            app.restoreState(memento)
            #expect(app.captureTree() == saved)
        }
        let again = app.saveState()
        try #require(try DemoApp.open("flowatlas-demo://app/login", in: app, from: .top))
        app.restoreState(again)
        #expect(app.captureTree() == saved)
    }
}
