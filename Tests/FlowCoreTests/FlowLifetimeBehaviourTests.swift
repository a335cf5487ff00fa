import FlowCore
import Testing

/// B12, B13 and lifetimes: flow changes create fresh coordinators and release the old
/// ones; dismissed unregistered modals are released.
@Suite("Flow changes and lifetimes (B12, B13)")
struct FlowLifetimeBehaviourTests {
    fileprivate enum AppRoute: String, Route { case login, tabRoot }
    fileprivate enum HomeRoute: String, Route { case home, detail, sheet, sheetStep }
    fileprivate enum FeedRoute: String, Route { case feed, post }
    fileprivate enum ThreadRoute: String, Route { case thread, reply }

    fileprivate typealias Scripted<R: Route> = BehaviourFixtures.Scripted<R>

    /// The root: `.login` builds a fresh `LoginFlow`, `.tabRoot` a fresh `TabsFlow`.
    fileprivate final class App: FlowOrchestrator<AppRoute> {
        /// Flows built so far, in order (the first login flow included).
        private(set) var built: [String] = ["login"]
        private(set) var flowChangeCalls = 0

        init() {
            super.init(router: Router(initial: .login))
            addChild(LoginFlow())
        }

        override func canHandleFlowChange(to route: any Route) -> Bool { route is AppRoute }

        override func handleFlowChange(to route: any Route) -> Bool {
            flowChangeCalls += 1
            switch route {
            case AppRoute.login:
                built.append("login")
                transitionToFlow(LoginFlow(), root: .login)
            case AppRoute.tabRoot:
                built.append("tabs")
                transitionToFlow(TabsFlow(), root: .tabRoot)
            default:
                return false
            }
            return true
        }
    }

    fileprivate final class LoginFlow: Coordinator<AppRoute> {
        init() { super.init(router: Router(initial: .login)) }
        override func canHandle(_ route: AppRoute) -> Bool { route == .login }
    }

    /// Two tabs; the first has a registered modal and a child with its own stack.
    fileprivate final class TabsFlow: TabCoordinator<AppRoute> {
        let home = Scripted(root: HomeRoute.home, pushes: [.detail], modals: [.sheet])
        let sheet = Scripted(root: HomeRoute.sheet, pushes: [.sheetStep])
        let thread = Scripted(root: ThreadRoute.thread, pushes: [.reply])
        let feed = Scripted(root: FeedRoute.feed, pushes: [.post])

        init() {
            super.init(router: Router(initial: .tabRoot))
            home.addModalCoordinator(sheet)
            home.addChild(thread)
            addChild(home)
            addChild(feed)
        }
    }

    /// Weak references to every coordinator of one tab flow.
    fileprivate struct WeakTabs {
        weak var tabs: TabsFlow?
        weak var home: Scripted<HomeRoute>?
        weak var sheet: Scripted<HomeRoute>?
        weak var thread: Scripted<ThreadRoute>?
        weak var feed: Scripted<FeedRoute>?

        init(_ flow: TabsFlow) {
            tabs = flow
            home = flow.home
            sheet = flow.sheet
            thread = flow.thread
            feed = flow.feed
        }

        var allReleased: Bool { tabs == nil && home == nil && sheet == nil && thread == nil && feed == nil }
    }

    /// Fills the tab flow with state: a second tab selected, then back; a pushed child with
    /// a stack, a presented modal with a stack. Returns whether every step succeeded.
    private func populate(_ flow: TabsFlow) -> Bool {
        flow.navigate(to: FeedRoute.post)
            && flow.navigate(to: ThreadRoute.reply)
            && flow.home.navigate(to: HomeRoute.sheet)
            && flow.sheet.navigate(to: HomeRoute.sheetStep)
    }

    @Test("B12: login -> tabs -> login -> tabs: every transition builds fresh coordinators and the old ones deallocate")
    func b12FlowChangesReleaseOldFlows() throws {
        let app = App()
        let recorder = NavigationRecorder()
        app.addObserver(recorder)

        weak var firstLogin: LoginFlow?
        var firstTabs = WeakTabs?.none
        weak var secondLogin: LoginFlow?
        var secondTabs = WeakTabs?.none

        do {
            let login = try #require(app.currentFlow as? LoginFlow)
            firstLogin = login
            #expect(login.navigate(to: AppRoute.tabRoot))
        }
        #expect(firstLogin == nil)
        #expect(app.built == ["login", "tabs"])
        #expect(app.router.state.root == .tabRoot)
        #expect(app.children.count == 1)

        do {
            let tabs = try #require(app.currentFlow as? TabsFlow)
            firstTabs = WeakTabs(tabs)
            #expect(tabs.parentCoordinator === app)
            #expect(tabs.presentationContext == .root)
            #expect(populate(tabs))
            #expect(tabs.router.state.selectedTab == 0)
            #expect(tabs.home.presentedModal === tabs.sheet)
            #expect(tabs.sheet.navigate(to: AppRoute.login))  // from the top-most modal
        }
        #expect(firstTabs?.allReleased == true)
        #expect(app.built == ["login", "tabs", "login"])
        #expect(app.router.state.root == .login)
        #expect(app.children.count == 1)

        do {
            let login = try #require(app.currentFlow as? LoginFlow)
            secondLogin = login
            #expect(login.parentCoordinator === app)
            #expect(login.navigate(to: AppRoute.tabRoot))
        }
        #expect(secondLogin == nil)
        #expect(app.built == ["login", "tabs", "login", "tabs"])
        #expect(app.flowChangeCalls == 3)

        let tabs = try #require(app.currentFlow as? TabsFlow)
        secondTabs = WeakTabs(tabs)
        #expect(secondTabs?.allReleased == false)
        #expect(app.router.state.root == .tabRoot)
        #expect(app.children.count == 1)
        #expect(tabs.router.state.selectedTab == 0)
        #expect(tabs.home.router.state.stack.isEmpty)
        #expect(tabs.home.pushedChildren.isEmpty)
        #expect(tabs.home.presentedModal == nil)
        #expect(tabs.feed.router.state.stack.isEmpty)
        #expect(recorder.errors.isEmpty)
    }

    @Test("B13: a flow change requested from a deeply nested coordinator bubbles to the root and succeeds")
    func b13FlowChangeFromDeepInside() throws {
        let app = App()
        let recorder = NavigationRecorder()
        app.addObserver(recorder)
        #expect(app.navigate(to: AppRoute.tabRoot))
        weak var oldTabs: TabsFlow?
        weak var oldThread: Scripted<ThreadRoute>?

        do {
            let tabs = try #require(app.currentFlow as? TabsFlow)
            oldTabs = tabs
            oldThread = tabs.thread
            #expect(tabs.navigate(to: ThreadRoute.reply))
            #expect(tabs.home.pushedChildren.first === tabs.thread)
            #expect(tabs.thread.router.state.stack == [.reply])

            let flowChangesBefore = app.flowChangeCalls
            #expect(tabs.thread.navigate(to: AppRoute.login))  // three levels below the root
            #expect(app.flowChangeCalls == flowChangesBefore + 1)
        }

        #expect(oldTabs == nil)
        #expect(oldThread == nil)
        let login = try #require(app.currentFlow as? LoginFlow)
        #expect(login.parentCoordinator === app)
        #expect(login.presentationContext == .root)
        #expect(app.router.state.root == .login)
        #expect(app.router.state.stack.isEmpty)
        #expect(app.children.count == 1)
        #expect(app.built == ["login", "tabs", "login"])
        #expect(recorder.errors.isEmpty)
    }

    @Test("Lifetime: an unregistered modal presented with presentModal is released when dismissed")
    func unregisteredModalReleasedOnDismiss() {
        let presenter = Scripted(root: HomeRoute.home, pushes: [.detail])
        weak var weakModal: Scripted<HomeRoute>?
        do {
            let modal = Scripted(root: HomeRoute.sheet, pushes: [.sheetStep])
            weakModal = modal
            presenter.presentModal(modal, presenting: .sheet)
            #expect(modal.navigate(to: HomeRoute.sheetStep))
            #expect(modal.parentCoordinator === presenter)
            #expect(modal.presentationContext == .modal)
        }
        #expect(weakModal != nil)  // the presenter holds it while it is up
        #expect(presenter.presentedModal === weakModal)
        #expect(presenter.router.state.presented == .sheet)

        presenter.dismissModal()

        #expect(weakModal == nil)
        #expect(presenter.presentedModal == nil)
        #expect(presenter.router.state.presented == nil)
        #expect(presenter.router.state.modalDetentConfiguration == nil)
    }

    @Test("Lifetime: an unregistered modal is released when popped at its root, bounced, or replaced")
    func unregisteredModalReleasedOnOtherDismissals() {
        let presenter = Scripted(root: HomeRoute.home, pushes: [.detail])
        weak var popped: Scripted<HomeRoute>?
        weak var bounced: Scripted<HomeRoute>?
        weak var replaced: Scripted<HomeRoute>?

        do {
            let modal = Scripted(root: HomeRoute.sheet)
            popped = modal
            presenter.presentModal(modal, presenting: .sheet)
            modal.pop()  // back at the modal's root: dismissed
        }
        #expect(popped == nil)
        #expect(presenter.presentedModal == nil)

        do {
            let modal = Scripted(root: HomeRoute.sheet)
            bounced = modal
            presenter.presentModal(modal, presenting: .sheet)
            #expect(modal.navigate(to: HomeRoute.detail))  // the modal cannot take it: dismissed
        }
        #expect(bounced == nil)
        #expect(presenter.router.state.stack == [.detail])
        #expect(presenter.presentedModal == nil)

        do {
            let modal = Scripted(root: HomeRoute.sheet)
            replaced = modal
            presenter.presentModal(modal, presenting: .sheet)
            presenter.presentModal(Scripted(root: HomeRoute.sheetStep), presenting: .sheetStep)
        }
        #expect(replaced == nil)
        #expect(presenter.router.state.presented == .sheetStep)
    }

    @Test("Lifetime: a registered modal stays alive after dismissal, and is released once unregistered")
    func registeredModalLifetime() {
        let presenter = Scripted(root: HomeRoute.home, modals: [.sheet])
        weak var weakModal: Scripted<HomeRoute>?
        do {
            let modal = Scripted(root: HomeRoute.sheet)
            weakModal = modal
            presenter.addModalCoordinator(modal)
        }
        #expect(presenter.navigate(to: HomeRoute.sheet))
        presenter.dismissModal()
        #expect(weakModal != nil)
        #expect(presenter.modalCoordinators.count == 1)

        if let modal = weakModal { presenter.removeModalCoordinator(modal) }
        #expect(weakModal == nil)
        #expect(presenter.modalCoordinators.isEmpty)
    }
}
