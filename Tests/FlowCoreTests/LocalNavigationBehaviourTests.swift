import FlowCore
import Testing

/// B5..B8: navigation a coordinator handles itself, smart back, idempotency, replace flows.
@Suite("Local navigation and smart back (B5-B8)")
struct LocalNavigationBehaviourTests {
    fileprivate enum Page: String, Route { case home, a, b, c, loading, failure }
    fileprivate enum Inner: String, Route { case innerRoot, inner }
    fileprivate enum SettingsRoute: String, Route { case settings }
    fileprivate enum ResetRoute: String, Route { case enterCode, verifying, newPassword, success }

    fileprivate typealias Scripted<R: Route> = BehaviourFixtures.Scripted<R>

    @Test("B5: a handled route is pushed; navigating to it again changes nothing and returns true")
    func b5PushThenIdempotent() {
        let owner = Scripted(root: Page.home, pushes: [.a, .b])
        let recorder = NavigationRecorder()
        owner.addObserver(recorder)

        #expect(owner.navigate(to: Page.a))
        #expect(owner.router.state.stack == [.a])
        #expect(owner.router.state.currentRoute == .a)
        #expect(BehaviourFixtures.steps(recorder.events) == ["push a"])

        let before = owner.captureTree()
        #expect(owner.navigate(to: Page.a))
        #expect(owner.captureTree() == before)
        #expect(owner.router.state.stack == [.a])
        #expect(BehaviourFixtures.steps(recorder.events) == ["push a"])  // nothing applied the second time
        #expect(recorder.errors.isEmpty)
    }

    @Test("B5: navigating to the root while at the root changes nothing and returns true")
    func b5RootAtRoot() {
        let owner = Scripted(root: Page.home, pushes: [.a])
        let recorder = NavigationRecorder()
        owner.addObserver(recorder)
        let before = owner.captureTree()

        #expect(owner.navigate(to: Page.home))
        #expect(owner.captureTree() == before)
        #expect(owner.router.state.stack.isEmpty)
        #expect(recorder.events.isEmpty)
        #expect(recorder.errors.isEmpty)
    }

    @Test("B6: a route already in the stack pops back to it; the root pops to root")
    func b6SmartBack() {
        let owner = Scripted(root: Page.home, pushes: [.a, .b, .c])
        let recorder = NavigationRecorder()
        owner.addObserver(recorder)
        for page in [Page.a, .b, .c] { #expect(owner.navigate(to: page)) }
        #expect(owner.router.state.stack == [.a, .b, .c])

        #expect(owner.navigate(to: Page.b))
        #expect(owner.router.state.stack == [.a, .b])
        #expect(owner.router.state.currentRoute == .b)

        #expect(owner.navigate(to: Page.home))
        #expect(owner.router.state.stack.isEmpty)
        #expect(owner.router.state.currentRoute == .home)
        #expect(BehaviourFixtures.steps(recorder.events) == ["push a", "push b", "push c", "pop b", "pop home"])
        #expect(recorder.errors.isEmpty)
    }

    @Test("B6: popping back to a route also unpushes the child pushed above it (the child stays owned)")
    func b6SmartBackRemovesPushedChildAbove() {
        let owner = Scripted(root: Page.home, pushes: [.a])
        let child = Scripted(root: Inner.innerRoot, pushes: [.inner])
        owner.addChild(child)

        #expect(owner.navigate(to: Page.a))
        #expect(owner.navigate(to: Inner.inner))
        #expect(owner.router.state.stack == [.a])
        #expect(owner.pushedChildren.count == 1)
        #expect(owner.pushedChildren.first === child)
        #expect(child.router.state.stack == [.inner])

        #expect(owner.navigate(to: Page.a))
        #expect(owner.router.state.stack == [.a])
        #expect(owner.pushedChildren.isEmpty)
        #expect(child.router.state.stack.isEmpty)
        #expect(child.parentCoordinator === owner)
        #expect(owner.children.count == 1)
        #expect(owner.children.first === child)
    }

    @Test("B7: retry flow: [loading, failure] -> loading gives [loading]; failure, then the root, gives []")
    func b7RetryFlow() {
        let owner = Scripted(root: Page.home, pushes: [.loading, .failure])
        let recorder = NavigationRecorder()
        owner.addObserver(recorder)

        #expect(owner.navigate(to: Page.loading))
        #expect(owner.navigate(to: Page.failure))
        #expect(owner.router.state.stack == [.loading, .failure])

        #expect(owner.navigate(to: Page.loading))  // retry
        #expect(owner.router.state.stack == [.loading])

        #expect(owner.navigate(to: Page.failure))
        #expect(owner.router.state.stack == [.loading, .failure])

        #expect(owner.navigate(to: Page.home))
        #expect(owner.router.state.stack.isEmpty)
        #expect(owner.router.state.currentRoute == .home)
        #expect(recorder.errors.isEmpty)
    }

    @Test("B8: enterCode (pushed child at root), verifying, newPassword, success replace; pop() returns to the root")
    func b8MultiStepReplaceFlow() {
        let settings = Scripted(root: SettingsRoute.settings)
        let reset = Scripted(root: ResetRoute.enterCode, pushes: [.enterCode], replaces: [.verifying, .newPassword, .success])
        settings.addChild(reset)
        let recorder = NavigationRecorder()
        settings.addObserver(recorder)

        #expect(settings.navigate(to: ResetRoute.enterCode))
        #expect(settings.pushedChildren.count == 1)
        #expect(settings.pushedChildren.first === reset)
        #expect(reset.presentationContext == .pushed)
        #expect(reset.router.state.stack.isEmpty)
        #expect(reset.router.state.currentRoute == .enterCode)
        #expect(settings.router.state.stack.isEmpty)

        #expect(reset.navigate(to: ResetRoute.verifying))
        #expect(reset.router.state.stack == [.verifying])
        #expect(reset.navigate(to: ResetRoute.newPassword))
        #expect(reset.router.state.stack == [.newPassword])
        #expect(settings.navigate(to: ResetRoute.success))  // from the parent: the child is already pushed
        #expect(reset.router.state.stack == [.success])
        #expect(settings.pushedChildren.count == 1)
        #expect(
            BehaviourFixtures.steps(recorder.events)
                == ["pushChild", "replace verifying", "replace newPassword", "replace success"])

        settings.pop()  // the back button pops inside the pushed child
        #expect(reset.router.state.stack.isEmpty)
        #expect(reset.router.state.currentRoute == .enterCode)
        #expect(settings.pushedChildren.count == 1)

        settings.pop()  // at the child's root: unpushes it, it stays owned
        #expect(settings.pushedChildren.isEmpty)
        #expect(settings.router.state.currentRoute == .settings)
        #expect(reset.parentCoordinator === settings)
        #expect(settings.children.count == 1)
        #expect(recorder.errors.isEmpty)
    }

    @Test("B8: pop() from inside the replace flow returns to its root, then unpushes it")
    func b8PopFromChild() {
        let settings = Scripted(root: SettingsRoute.settings)
        let reset = Scripted(root: ResetRoute.enterCode, pushes: [.enterCode], replaces: [.verifying, .newPassword, .success])
        settings.addChild(reset)

        #expect(settings.navigate(to: ResetRoute.enterCode))
        for step in [ResetRoute.verifying, .newPassword, .success] { #expect(reset.navigate(to: step)) }
        #expect(reset.router.state.stack == [.success])

        reset.pop()
        #expect(reset.router.state.stack.isEmpty)
        #expect(settings.pushedChildren.count == 1)

        reset.pop()
        #expect(settings.pushedChildren.isEmpty)
        #expect(reset.parentCoordinator === settings)
        #expect(reset.presentationContext == .pushed)
    }
}
