import FlowCore
import Testing

/// D2 (issue 16): `canHandle` is the authority for delegation. A child, tab, presented or
/// registered modal is reachable for a route only if a coordinator in its subtree says
/// `canHandle`; a route that is merely its root or on its stack does not count. The
/// coordinator where navigation starts, or that it bubbles through, still uses its own
/// stack for smart back.
@Suite("canHandle gates delegation (D2)")
struct CanHandleAuthorityBehaviourTests {
    fileprivate enum HubRoute: String, Route { case hub, settings, sheet }
    fileprivate enum FeatureRoute: String, Route { case feature, detail }

    fileprivate typealias Scripted<R: Route> = BehaviourFixtures.Scripted<R>

    /// A feature switched off: it refuses every route, its root included.
    fileprivate final class SwitchedOff: BehaviourFixtures.Scripted<FeatureRoute> {}

    @Test("D2: a child whose canHandle refuses everything does not receive a deep link to its root route")
    func refusingChildIsNotDelegatedItsRoot() throws {
        let hub = Scripted(root: HubRoute.hub)
        let feature = SwitchedOff(root: .feature)
        hub.addChild(feature)
        let recorder = NavigationRecorder()
        hub.addObserver(recorder)
        let before = hub.captureTree()

        #expect(hub.navigate(to: FeatureRoute.feature) == false)

        #expect(hub.captureTree() == before)
        #expect(hub.pushedChildren.isEmpty)
        #expect(recorder.events.isEmpty)
        let error = try #require(recorder.errors.first)
        #expect(error.kind == .navigationFailed)
        #expect(feature.canHandleCalls == 1)  // asked once, answered no
    }

    @Test("D2: a pushed child that now refuses its routes is not delegated its stacked route or its root")
    func refusedStackedRouteIsNotDelegated() throws {
        let hub = Scripted(root: HubRoute.hub)
        let feature = Gate(root: FeatureRoute.feature)
        hub.addChild(feature)
        #expect(hub.navigate(to: FeatureRoute.detail))
        #expect(feature.router.state.stack == [.detail])
        feature.enabled = false
        let before = hub.captureTree()

        #expect(hub.navigate(to: FeatureRoute.detail) == false)
        #expect(hub.navigate(to: FeatureRoute.feature) == false)

        #expect(hub.captureTree() == before)
        #expect(hub.pushedChildren.first === feature)
        #expect(feature.router.state.stack == [.detail])
    }

    @Test("D2: the same child that says canHandle for its root is delegated it and pushed")
    func acceptingChildIsDelegatedItsRoot() {
        let hub = Scripted(root: HubRoute.hub)
        let feature = Scripted(root: FeatureRoute.feature, pushes: [.feature])
        hub.addChild(feature)

        #expect(hub.navigate(to: FeatureRoute.feature))

        #expect(hub.pushedChildren.first === feature)
        #expect(feature.router.state.stack.isEmpty)  // smart back: it already shows its root
    }

    @Test("D2: a tab that refuses its root route is not selected for it; another tab that handles it is")
    func tabsFollowCanHandle() {
        let tabs = TabCoordinator(router: Router(initial: HubRoute.hub))
        let refusing = SwitchedOff(root: .feature)
        let accepting = Scripted(root: FeatureRoute.detail, pushes: [.feature])
        tabs.addChild(refusing)
        tabs.addChild(accepting)

        #expect(tabs.navigate(to: FeatureRoute.feature))

        #expect(tabs.router.state.selectedTab == 1)
        #expect(accepting.router.state.stack == [.feature])
        #expect(refusing.router.state.stack.isEmpty)
    }

    @Test("D2: a registered modal whose root matches but that refuses it is not presented for a delegated route")
    func registeredModalFollowsCanHandle() {
        let hub = Scripted(root: HubRoute.hub)
        let modal = Scripted(root: HubRoute.settings)
        hub.addModalCoordinator(modal)

        #expect(hub.navigate(to: HubRoute.settings) == false)
        #expect(hub.presentedModal == nil)
    }

    @Test("D2: smart back still works on the coordinator where navigation starts, without canHandle")
    func smartBackAtEntryNeedsNoCanHandle() {
        let feature = Gate(root: FeatureRoute.feature)
        #expect(feature.navigate(to: FeatureRoute.detail))
        feature.enabled = false

        #expect(feature.navigate(to: FeatureRoute.feature))  // its own root: pops back
        #expect(feature.router.state.stack.isEmpty)
    }

    @Test("D2: smart back still works on a coordinator that navigation bubbles through")
    func smartBackWhileBubbling() {
        let hub = Gate<HubRoute>(root: .hub)
        hub.enabledRoutes = [.settings]
        let feature = Scripted(root: FeatureRoute.feature, pushes: [.detail])
        hub.addChild(feature)
        #expect(hub.navigate(to: HubRoute.settings))
        #expect(hub.navigate(to: FeatureRoute.detail))
        hub.enabled = false

        #expect(feature.navigate(to: HubRoute.hub))  // bubbles to hub: its root, popped back to

        #expect(hub.router.state.stack.isEmpty)
        #expect(hub.pushedChildren.isEmpty)
    }

    @Test("D2: the presented modal's entry route still pops the modal back to its root, even if the modal refuses it")
    func presentedModalEntryRoute() {
        let presenter = Scripted(root: HubRoute.hub, modals: [.sheet])
        let sheet = Gate(root: HubRoute.sheet)
        sheet.enabledRoutes = [.settings]
        presenter.addModalCoordinator(sheet)
        #expect(presenter.navigate(to: HubRoute.sheet))
        #expect(sheet.navigate(to: HubRoute.settings))
        let recorder = NavigationRecorder()
        presenter.addObserver(recorder)

        #expect(presenter.navigate(to: HubRoute.sheet))

        #expect(presenter.presentedModal === sheet)
        #expect(sheet.router.state.stack.isEmpty)
        #expect(BehaviourFixtures.steps(recorder.events) == ["pop sheet"])
    }

    @Test("D2: still at most one canHandle question per coordinator, on success and on failure")
    func oneQuestionEach() {
        let tally = BehaviourFixtures.Tally()
        let hub = Scripted(root: HubRoute.hub, tally: tally)
        let off = SwitchedOff(root: .feature, tally: tally)
        let on = Scripted(root: FeatureRoute.detail, pushes: [.feature], tally: tally)
        let sheet = Scripted(root: HubRoute.sheet, tally: tally)
        hub.addChild(off)
        hub.addChild(on)
        hub.addModalCoordinator(sheet)

        #expect(hub.navigate(to: FeatureRoute.feature))
        #expect([hub.canHandleCalls, off.canHandleCalls, on.canHandleCalls, sheet.canHandleCalls].allSatisfy { $0 <= 1 })
        #expect(hub.pushedChildren.first === on)

        tally.count = 0
        #expect(on.navigate(to: FeatureRoute.detail))  // entry smart back: its root, no question needed
        #expect(tally.count == 0)
    }
}

/// A coordinator whose `canHandle` can be switched off (a feature flag, a logged-out area).
private final class Gate<R: Route>: Coordinator<R> {
    var enabled = true
    /// The routes it handles while enabled; `nil` means every route of its type.
    var enabledRoutes: Set<R>?

    init(root: R) { super.init(router: Router(initial: root)) }

    override func canHandle(_ route: R) -> Bool {
        guard enabled else { return false }
        return enabledRoutes?.contains(route) ?? true
    }
}
