import FlowCore
import Testing

/// Issue 16, route-driven tab selection: `TabCoordinator.tabIndex(for:)` maps routes of the
/// tab coordinator's own type to tabs. Such a route selects its tab when navigated to
/// directly, delegated from above, or bubbled up from inside a tab.
@Suite("Route-driven tab selection (tabIndex(for:))")
struct TabSelectionHookBehaviourTests {
    fileprivate enum MainTabRoute: String, Route, CaseIterable { case home, search, profile, settings, broken }
    fileprivate enum HomeRoute: String, Route { case home, detail, sheet }
    fileprivate enum ArticleRoute: String, Route { case article, comments }
    fileprivate enum SearchRoute: String, Route { case search, results }
    fileprivate enum ProfileRoute: String, Route { case profile, edit }
    fileprivate enum AppRoute: String, Route { case login, main }

    fileprivate typealias Scripted<R: Route> = BehaviourFixtures.Scripted<R>

    /// `.home`, `.search`, `.profile` select tabs 0, 1, 2; `.broken` maps to tab 7 (a bug);
    /// `.settings` is not a tab route: the tab coordinator presents its registered modal.
    fileprivate final class MainTabs: TabCoordinator<MainTabRoute> {
        let tally: BehaviourFixtures.Tally?
        private(set) var tabIndexCalls = 0
        private(set) var canHandleCalls = 0

        init(tally: BehaviourFixtures.Tally? = nil) {
            self.tally = tally
            super.init(router: Router(initial: .home))
        }

        override func tabIndex(for route: MainTabRoute) -> Int? {
            tabIndexCalls += 1
            switch route {
            case .home: return 0
            case .search: return 1
            case .profile: return 2
            case .broken: return 7
            case .settings: return nil
            }
        }

        override func canHandle(_ route: MainTabRoute) -> Bool {
            canHandleCalls += 1
            tally?.count += 1
            return true
        }

        override func navigationType(for route: MainTabRoute) -> NavigationType {
            route == .settings ? .modal : .push
        }
    }

    /// MainTabs with Home (a registered sheet, a pushed Article child), Search and Profile.
    fileprivate struct Tree {
        let tally = BehaviourFixtures.Tally()
        let tabs: MainTabs
        let home: Scripted<HomeRoute>
        let sheet: Scripted<HomeRoute>
        let article: Scripted<ArticleRoute>
        let search: Scripted<SearchRoute>
        let profile: Scripted<ProfileRoute>
        let settings: Scripted<MainTabRoute>
        let recorder = NavigationRecorder()

        init() {
            tabs = MainTabs(tally: tally)
            home = Scripted(root: .home, pushes: [.detail], modals: [.sheet], tally: tally)
            sheet = Scripted(root: .sheet, tally: tally)
            article = Scripted(root: .article, pushes: [.comments], tally: tally)
            search = Scripted(root: .search, pushes: [.results], tally: tally)
            profile = Scripted(root: .profile, pushes: [.edit], tally: tally)
            settings = Scripted(root: .settings, tally: tally)
            home.addModalCoordinator(sheet)
            home.addChild(article)
            tabs.addChild(home)
            tabs.addChild(search)
            tabs.addChild(profile)
            tabs.addModalCoordinator(settings)
            tabs.addObserver(recorder)
        }

        var everyone: [any AnyCoordinator] { [tabs, home, sheet, article, search, profile, settings] }
    }

    @Test("a tab route navigated to on the tab coordinator selects its tab; nothing is pushed on the tab coordinator")
    func directSelection() {
        let tree = Tree()

        #expect(tree.tabs.navigate(to: MainTabRoute.search))

        #expect(tree.tabs.router.state.selectedTab == 1)
        #expect(tree.tabs.router.state.stack.isEmpty)
        #expect(tree.tabs.visibleCoordinator === tree.search)
        #expect(tree.recorder.events.map(\.kind) == [.selectTab])
        #expect(tree.recorder.events.first?.tabIndex == 1)
        #expect(tree.recorder.errors.isEmpty)
    }

    @Test("the tab coordinator's root route selects tab 0 too (the hook comes before smart back)")
    func rootRouteSelects() {
        let tree = Tree()
        #expect(tree.tabs.navigate(to: MainTabRoute.profile))

        #expect(tree.tabs.navigate(to: MainTabRoute.home))

        #expect(tree.tabs.router.state.selectedTab == 0)
        #expect(tree.tabs.router.state.stack.isEmpty)
    }

    @Test("selecting the tab that is already selected changes nothing and succeeds")
    func alreadySelected() {
        let tree = Tree()
        #expect(tree.tabs.navigate(to: MainTabRoute.home))
        #expect(tree.tabs.router.state.selectedTab == 0)
        #expect(tree.recorder.events.isEmpty)
        #expect(tree.recorder.errors.isEmpty)
    }

    @Test("a tab route bubbled up from deep inside a tab selects its tab; the tab it left was reset by bubbling")
    func bubblingFromDeepTab() throws {
        let tree = Tree()
        #expect(tree.tabs.navigate(to: HomeRoute.detail))
        #expect(tree.tabs.navigate(to: ArticleRoute.comments))
        try #require(tree.home.router.state.stack == [.detail])
        try #require(tree.article.router.state.stack == [.comments])
        try #require(tree.tabs.visibleCoordinator === tree.article)
        tree.recorder.reset()

        #expect(tree.article.navigate(to: MainTabRoute.profile))

        #expect(tree.tabs.router.state.selectedTab == 2)
        #expect(tree.tabs.visibleCoordinator === tree.profile)
        #expect(tree.article.router.state.stack.isEmpty)
        #expect(tree.home.pushedChildren.isEmpty)
        #expect(tree.home.router.state.stack.isEmpty)
        #expect(tree.article.parentCoordinator === tree.home)
        #expect(tree.tabs.router.state.stack.isEmpty)
        #expect(tree.recorder.events.last?.kind == .selectTab)
        #expect(tree.recorder.errors.isEmpty)
    }

    @Test("a tab route bubbled up from a modal inside a tab dismisses the modal and selects the tab")
    func bubblingFromModalInTab() {
        let tree = Tree()
        #expect(tree.tabs.navigate(to: HomeRoute.sheet))
        #expect(tree.home.presentedModal === tree.sheet)

        #expect(tree.sheet.navigate(to: MainTabRoute.search))

        #expect(tree.tabs.router.state.selectedTab == 1)
        #expect(tree.home.presentedModal == nil)
        #expect(tree.sheet.parentCoordinator == nil)
    }

    @Test("selecting a tab dismisses what the tab coordinator presents and what the tab being left presents; the new tab keeps its stack")
    func selectionDismissesPresentations() {
        let tree = Tree()
        #expect(tree.tabs.navigate(to: SearchRoute.results))
        #expect(tree.tabs.navigate(to: HomeRoute.sheet))
        #expect(tree.tabs.router.state.selectedTab == 0)
        #expect(tree.tabs.navigate(to: MainTabRoute.settings))
        #expect(tree.tabs.presentedModal === tree.settings)

        #expect(tree.tabs.navigate(to: MainTabRoute.search))

        #expect(tree.tabs.presentedModal == nil)
        #expect(tree.home.presentedModal == nil)
        #expect(tree.tabs.router.state.selectedTab == 1)
        #expect(tree.search.router.state.stack == [.results])
    }

    @Test("a tab route delegated from above (a flow orchestrator) selects its tab")
    func delegatedFromAbove() {
        let tree = Tree()
        let app = FlowOrchestrator(router: Router(initial: AppRoute.main))
        app.transitionToFlow(tree.tabs, root: .main)

        #expect(app.navigate(to: MainTabRoute.profile))

        #expect(tree.tabs.router.state.selectedTab == 2)
        #expect(app.visibleCoordinator === tree.profile)
    }

    @Test("an index outside the tabs fails with invalidTabIndex and changes nothing, directly and by bubbling")
    func outOfRange() throws {
        let tree = Tree()
        #expect(tree.tabs.navigate(to: SearchRoute.results))
        let before = tree.tabs.captureTree()
        tree.recorder.reset()

        #expect(tree.tabs.navigate(to: MainTabRoute.broken) == false)
        #expect(tree.search.navigate(to: MainTabRoute.broken) == false)

        #expect(tree.tabs.captureTree() == before)
        #expect(tree.recorder.events.isEmpty)
        #expect(tree.recorder.errors.count == 2)
        let error = try #require(tree.recorder.errors.first)
        #expect(error.kind == .invalidTabIndex(7, validRange: 0..<3))
        #expect(error.coordinator == "MainTabs")
        #expect(error.routeIdentifier == "broken")
    }

    @Test("a route the hook does not map is resolved as before (the tab coordinator's own modal route)")
    func unmappedRoute() {
        let tree = Tree()
        #expect(tree.tabs.navigate(to: MainTabRoute.settings))
        #expect(tree.tabs.presentedModal === tree.settings)
        #expect(tree.tabs.router.state.selectedTab == 0)
    }

    @Test("no canHandle cost: a tab route asks nobody canHandle directly, and at most once per coordinator by bubbling")
    func canHandleCost() {
        let tree = Tree()
        #expect(tree.tabs.navigate(to: ArticleRoute.comments))
        tree.tally.count = 0
        let hooks = tree.tabs.tabIndexCalls
        let before = tree.everyone.map(\.canHandleCallCount)

        #expect(tree.tabs.navigate(to: MainTabRoute.search))
        #expect(tree.tally.count == 0)
        #expect(tree.tabs.tabIndexCalls == hooks + 1)

        #expect(tree.article.navigate(to: MainTabRoute.profile))
        let asked = zip(tree.everyone.map(\.canHandleCallCount), before).map { $0 - $1 }
        #expect(asked.allSatisfy { $0 <= 1 })
        #expect(tree.tally.count <= tree.everyone.count)
        #expect(tree.tabs.tabIndexCalls == hooks + 2)
    }

    @Test("a tab selection is not a view-creation failure, even when the tab coordinator's factory builds nothing")
    func noViewCreationFailure() {
        final class BareTabs: TabCoordinator<MainTabRoute> {
            init() { super.init(router: Router(initial: .home, factory: ViewFactory())) }
            override func tabIndex(for route: MainTabRoute) -> Int? { route == .search ? 1 : nil }
        }
        let tabs = BareTabs()
        tabs.addChild(Scripted(root: HomeRoute.home))
        tabs.addChild(Scripted(root: SearchRoute.search))
        let recorder = NavigationRecorder()
        tabs.addObserver(recorder)

        #expect(tabs.navigate(to: MainTabRoute.search))
        #expect(tabs.router.state.selectedTab == 1)
        #expect(recorder.errors.isEmpty)
    }

    @Test("without the hook (the default), a tab coordinator that handles its own route pushes it on its own stack, as before")
    func defaultHookKeepsBehaviour() {
        final class PlainTabs: TabCoordinator<MainTabRoute> {
            override func canHandle(_ route: MainTabRoute) -> Bool { true }
        }
        let tabs = PlainTabs(router: Router(initial: .home))
        tabs.addChild(Scripted(root: HomeRoute.home))
        tabs.addChild(Scripted(root: SearchRoute.search))

        #expect(tabs.tabIndex(for: MainTabRoute.search) == nil)
        #expect(tabs.navigate(to: MainTabRoute.search))
        #expect(tabs.router.state.selectedTab == 0)
        #expect(tabs.router.state.stack == [.search])
    }

    @Test("the trace of a tab route names the hook's decision")
    func traced() {
        let tree = Tree()
        let trace = tree.tabs.trace(to: MainTabRoute.profile, dryRun: true)
        #expect(trace.resolution.error == nil)
        #expect(trace.resolution.decisions.contains { $0.rule == .tabChoice && $0.answer && $0.reason.contains("tab 2") })
        #expect(tree.tabs.router.state.selectedTab == 0)
    }
}
