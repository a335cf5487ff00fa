import FlowCore
import Testing

/// D1 (issue 16): a coordinator that leaves the tree (removed, flow replaced, unregistered
/// modal or detour dismissed, modal unregistered) is back at `.root` with `canGoBack == false`,
/// as the reference design resets it. Registered modals keep their dormant `.modal` context.
@Suite("Detached coordinators are at .root (D1)")
struct DetachedContextBehaviourTests {
    fileprivate enum HubRoute: String, Route { case hub, detail, sheet }
    fileprivate enum LeafRoute: String, Route { case leaf, step }
    fileprivate enum PromoRoute: String, Route { case promo, more }
    fileprivate enum AppRoute: String, Route { case login, home }

    fileprivate typealias Scripted<R: Route> = BehaviourFixtures.Scripted<R>

    fileprivate final class App: FlowOrchestrator<AppRoute> {}

    @Test("D1: removeChild on a pushed child with a stack leaves it at .root, no parent, no back button")
    func removedPushedChild() {
        let hub = Scripted(root: HubRoute.hub)
        let leaf = Scripted(root: LeafRoute.leaf, pushes: [.step])
        hub.addChild(leaf)
        #expect(hub.navigate(to: LeafRoute.step))
        #expect(leaf.presentationContext == .pushed && leaf.canGoBack)

        hub.removeChild(leaf)

        #expect(leaf.parentCoordinator == nil)
        #expect(leaf.presentationContext == .root)
        #expect(leaf.canGoBack == false)
        #expect(leaf.router.state.stack.isEmpty)
        #expect(hub.children.isEmpty && hub.pushedChildren.isEmpty)
    }

    @Test("D1: removeChild on a tab leaves it at .root")
    func removedTab() {
        let tabs = TabCoordinator(router: Router(initial: HubRoute.hub))
        let first = Scripted(root: LeafRoute.leaf)
        let second = Scripted(root: PromoRoute.promo)
        tabs.addChild(first)
        tabs.addChild(second)
        #expect(second.presentationContext == .tab)

        tabs.removeChild(second)

        #expect(second.presentationContext == .root)
        #expect(second.parentCoordinator == nil)
        #expect(second.canGoBack == false)
        #expect(first.presentationContext == .tab)
    }

    @Test("D1: dismissing an unregistered modal leaves it at .root with no back button")
    func dismissedUnregisteredModal() {
        let presenter = Scripted(root: HubRoute.hub)
        let modal = Scripted(root: HubRoute.sheet, pushes: [.detail])
        presenter.presentModal(modal, presenting: .sheet)
        #expect(modal.navigate(to: HubRoute.detail))
        #expect(modal.presentationContext == .modal && modal.canGoBack)

        presenter.dismissModal()

        #expect(modal.parentCoordinator == nil)
        #expect(modal.presentationContext == .root)
        #expect(modal.canGoBack == false)
        #expect(modal.router.state.stack.isEmpty)
    }

    @Test("D1: an unregistered modal dismissed by pop() at its root is at .root too")
    func poppedUnregisteredModal() {
        let presenter = Scripted(root: HubRoute.hub)
        let modal = Scripted(root: HubRoute.sheet)
        presenter.presentModal(modal, presenting: .sheet)

        modal.pop()

        #expect(presenter.presentedModal == nil)
        #expect(modal.presentationContext == .root && modal.canGoBack == false)
    }

    @Test("D1: dismissing a detour, and the detours nested on it, leaves each at .root")
    func dismissedDetours() {
        let host = Scripted(root: HubRoute.hub)
        let first = Scripted(root: PromoRoute.promo, pushes: [.more])
        let second = Scripted(root: LeafRoute.leaf)
        host.presentDetour(first, presenting: PromoRoute.more)
        host.presentDetour(second, presenting: LeafRoute.leaf)
        #expect(first.presentationContext == .detour && second.presentationContext == .detour)

        host.dismissDetour()

        for detour in [first, second] as [any AnyCoordinator] {
            #expect(detour.parentCoordinator == nil)
            #expect(detour.presentationContext == .root)
        }
        #expect(first.canGoBack == false && second.canGoBack == false)
    }

    @Test("D1: a detour dismissed by a navigation it cannot take is at .root")
    func detourDismissedByNavigation() {
        let host = Scripted(root: HubRoute.hub, pushes: [.detail])
        let promo = Scripted(root: PromoRoute.promo)
        host.presentDetour(promo, presenting: PromoRoute.promo)

        #expect(host.navigate(to: HubRoute.detail))

        #expect(host.presentedDetour == nil)
        #expect(promo.presentationContext == .root && promo.canGoBack == false)
    }

    @Test("D1: a registered modal keeps its dormant .modal context when dismissed (documented in engine.md)")
    func registeredModalStaysModal() {
        let presenter = Scripted(root: HubRoute.hub, modals: [.sheet])
        let sheet = Scripted(root: HubRoute.sheet, pushes: [.detail])
        presenter.addModalCoordinator(sheet)
        #expect(sheet.presentationContext == .modal)
        #expect(presenter.navigate(to: HubRoute.sheet))
        #expect(sheet.navigate(to: HubRoute.detail))

        presenter.dismissModal()

        #expect(sheet.parentCoordinator == nil)
        #expect(sheet.presentationContext == .modal)
        #expect(sheet.router.state.stack.isEmpty)
    }

    @Test("D1: unregistering a modal leaves it at .root")
    func unregisteredModal() {
        let presenter = Scripted(root: HubRoute.hub, modals: [.sheet])
        let sheet = Scripted(root: HubRoute.sheet)
        presenter.addModalCoordinator(sheet)
        #expect(presenter.navigate(to: HubRoute.sheet))

        presenter.removeModalCoordinator(sheet)

        #expect(presenter.presentedModal == nil)
        #expect(sheet.parentCoordinator == nil)
        #expect(sheet.presentationContext == .root && sheet.canGoBack == false)
    }

    @Test("D1: the flow a FlowOrchestrator replaces is at .root, its own tabs keep .tab")
    func replacedFlow() {
        let app = App(router: Router(initial: .login))
        let old = TabCoordinator(router: Router(initial: AppRoute.home))
        let tab = Scripted(root: LeafRoute.leaf, pushes: [.step])
        old.addChild(tab)
        app.transitionToFlow(old, root: .home)
        #expect(app.navigate(to: LeafRoute.step))
        #expect(old.presentationContext == .root && old.canGoBack == false)  // a flow is never pushed (D4)

        app.transitionToFlow(Scripted(root: AppRoute.login), root: .login)

        #expect(old.parentCoordinator == nil)
        #expect(old.presentationContext == .root && old.canGoBack == false)
        #expect(tab.parentCoordinator === old && tab.presentationContext == .tab)  // still owned by the old flow
    }

    @Test("D1: the events and the captured tree of a removal and a dismissal are as before")
    func eventsUnchanged() {
        let hub = Scripted(root: HubRoute.hub)
        let leaf = Scripted(root: LeafRoute.leaf, pushes: [.step])
        let modal = Scripted(root: HubRoute.sheet)
        hub.addChild(leaf)
        let recorder = NavigationRecorder()
        hub.addObserver(recorder)
        #expect(hub.navigate(to: LeafRoute.step))
        hub.presentModal(modal, presenting: .sheet)
        recorder.reset()

        hub.dismissModal()
        hub.removeChild(leaf)

        #expect(BehaviourFixtures.steps(recorder.events) == ["dismissModal", "pop leaf", "popChild"])
        #expect(hub.captureTree().outline == Scripted(root: HubRoute.hub).captureTree().outline)
    }
}
