import FlowCore
import Testing

/// B20 (detours), B21..B24: detours over untouched state, nesting, teardown, bouncing.
@Suite("Detours (B20-B24)")
struct DetourBehaviourTests {
    fileprivate enum HostRoute: String, Route { case host, a, b, hostOnly, sheet, sheetStep }
    fileprivate enum PromoRoute: String, Route { case promo, offer, terms }
    fileprivate enum SurveyRoute: String, Route { case survey, question }
    fileprivate enum CardRoute: String, Route { case card, cardDetail }

    fileprivate final class Host: BehaviourFixtures.Scripted<HostRoute> {}
    fileprivate final class Promo: BehaviourFixtures.Scripted<PromoRoute> {}
    fileprivate final class Survey: BehaviourFixtures.Scripted<SurveyRoute> {}
    fileprivate final class Card: BehaviourFixtures.Scripted<CardRoute> {}

    private func makeHost() -> Host {
        Host(root: .host, pushes: [.a, .b, .hostOnly], modals: [.sheet])
    }

    @Test("B20 / defect 1: a route only the presented detour handles succeeds from the presenter")
    func b20DetourFromPresenter() {
        let host = makeHost()
        let promo = Promo(root: .promo, pushes: [.offer])
        let recorder = NavigationRecorder()
        host.addObserver(recorder)
        #expect(host.navigate(to: HostRoute.a))
        host.presentDetour(promo, presenting: PromoRoute.promo)

        #expect(host.navigate(to: PromoRoute.offer))

        #expect(promo.router.state.stack == [.offer])
        #expect(host.presentedDetour === promo)
        #expect(host.router.state.detour == AnyRoute(PromoRoute.promo))
        #expect(host.router.state.stack == [.a])
        #expect(promo.parentCoordinator === host)
        #expect(host.visibleCoordinator === promo)
        #expect(recorder.errors.isEmpty)
    }

    @Test("B21: presentDetour keeps the underlying state untouched; dismissing it restores exactly the prior state")
    func b21DetourKeepsStateThenRestores() {
        let host = makeHost()
        let card = Card(root: .card, pushes: [.cardDetail])
        host.addChild(card)
        let promo = Promo(root: .promo, pushes: [.offer])
        #expect(host.navigate(to: HostRoute.a))
        #expect(host.navigate(to: HostRoute.b))
        #expect(host.navigate(to: CardRoute.cardDetail))
        let before = host.captureTree()

        host.presentDetour(promo, presenting: PromoRoute.offer)

        #expect(host.router.state.stack == [.a, .b])
        #expect(host.pushedChildren.first === card)
        #expect(card.router.state.stack == [.cardDetail])
        #expect(host.router.state.detour == AnyRoute(PromoRoute.offer))
        #expect(host.presentedDetour === promo)
        #expect(promo.presentationContext == .detour)
        #expect(promo.parentCoordinator === host)
        #expect(promo.router.state.stack == [.offer])
        #expect(host.visibleCoordinator === promo)

        host.dismissDetour()

        #expect(host.captureTree() == before)
        #expect(host.presentedDetour == nil)
        #expect(promo.parentCoordinator == nil)
        #expect(promo.router.state.stack.isEmpty)
        #expect(host.visibleCoordinator === card)
    }

    @Test("B21: backing out of a detour with pop() also restores exactly the prior state")
    func b21PopOutOfDetour() {
        let host = makeHost()
        let promo = Promo(root: .promo, pushes: [.offer])
        #expect(host.navigate(to: HostRoute.a))
        let before = host.captureTree()

        host.presentDetour(promo, presenting: PromoRoute.offer)
        promo.pop()
        #expect(promo.router.state.stack.isEmpty)
        #expect(host.presentedDetour === promo)
        promo.pop()

        #expect(host.captureTree() == before)
        #expect(host.router.state.stack == [.a])
        #expect(promo.parentCoordinator == nil)
    }

    @Test("B22: detours nest on the deepest; pop() at the top one's root dismisses only it; the host tears down the chain")
    func b22NestedDetours() {
        let host = makeHost()
        #expect(host.navigate(to: HostRoute.a))
        let recorder = NavigationRecorder()
        host.addObserver(recorder)
        weak var weakFirst: Promo?
        weak var weakSecond: Survey?
        weak var weakThird: Promo?
        weak var weakReplacement: Promo?

        do {
            let first = Promo(root: .promo, pushes: [.offer])
            let second = Survey(root: .survey, pushes: [.question])
            let third = Promo(root: .promo, pushes: [.terms])
            weakFirst = first
            weakSecond = second
            weakThird = third

            host.presentDetour(first, presenting: PromoRoute.promo)
            host.presentDetour(second, presenting: SurveyRoute.question)
            host.presentDetour(third, presenting: PromoRoute.terms)

            #expect(host.presentedDetour === first)
            #expect(first.presentedDetour === second)
            #expect(second.presentedDetour === third)
            #expect(third.presentedDetour == nil)
            #expect(first.parentCoordinator === host)
            #expect(second.parentCoordinator === first)
            #expect(third.parentCoordinator === second)
            #expect(
                [first.presentationContext, second.presentationContext, third.presentationContext]
                    == [.detour, .detour, .detour])
            #expect(host.router.state.detour == AnyRoute(PromoRoute.promo))
            #expect(first.router.state.detour == AnyRoute(SurveyRoute.question))
            #expect(second.router.state.detour == AnyRoute(PromoRoute.terms))
            #expect(second.router.state.stack == [.question])
            #expect(third.router.state.stack == [.terms])
            #expect(host.router.state.stack == [.a])
            #expect(host.visibleCoordinator === third)

            third.pop()  // pops inside the top detour
            #expect(third.router.state.stack.isEmpty)
            #expect(second.presentedDetour === third)
            third.pop()  // at its root: dismisses only the top detour
            #expect(second.presentedDetour == nil)
            #expect(second.router.state.detour == nil)
            #expect(third.parentCoordinator == nil)
            #expect(first.presentedDetour === second)
            #expect(host.presentedDetour === first)
            #expect(second.router.state.stack == [.question])
            #expect(host.visibleCoordinator === second)

            do {
                let replacement = Promo(root: .promo)
                weakReplacement = replacement
                host.presentDetour(replacement, presenting: PromoRoute.promo)
                #expect(second.presentedDetour === replacement)
            }

            host.dismissDetour()

            #expect(host.presentedDetour == nil)
            #expect(host.router.state.detour == nil)
            #expect(first.presentedDetour == nil)
            #expect(second.presentedDetour == nil)
            #expect(first.parentCoordinator == nil)
            #expect(second.parentCoordinator == nil)
            #expect(first.router.state.detour == nil)
            #expect(second.router.state.detour == nil)
            #expect(second.router.state.stack.isEmpty)
            #expect(host.router.state.stack == [.a])
            #expect(host.visibleCoordinator === host)
        }

        #expect(weakFirst == nil)
        #expect(weakSecond == nil)
        #expect(weakThird == nil)
        #expect(weakReplacement == nil)
        #expect(recorder.errors.isEmpty)
    }

    @Test("B23: a route the detour cannot take dismisses it and completes elsewhere; from the first of nested detours it returns true")
    func b23BounceFromFirstOfNestedDetours() {
        let host = makeHost()
        let recorder = NavigationRecorder()
        host.addObserver(recorder)
        let first = Promo(root: .promo, pushes: [.offer])
        let second = Survey(root: .survey)
        host.presentDetour(first, presenting: PromoRoute.offer)
        host.presentDetour(second, presenting: SurveyRoute.survey)
        recorder.reset()

        #expect(first.navigate(to: HostRoute.hostOnly))

        #expect(host.router.state.stack == [.hostOnly])
        #expect(host.presentedDetour == nil)
        #expect(host.router.state.detour == nil)
        #expect(first.presentedDetour == nil)
        #expect(first.parentCoordinator == nil)
        #expect(second.parentCoordinator == nil)
        #expect(first.router.state.stack.isEmpty)
        #expect(host.visibleCoordinator === host)
        #expect(BehaviourFixtures.steps(recorder.events).filter { $0.hasPrefix("push ") } == ["push hostOnly"])
        #expect(recorder.errors.isEmpty)
    }

    @Test("B23: the same from the host and from the top detour; a detour route of the middle one keeps it")
    func b23BounceFromHostAndTop() {
        let host = makeHost()
        let first = Promo(root: .promo, pushes: [.offer])
        let second = Survey(root: .survey)
        host.presentDetour(first, presenting: PromoRoute.promo)
        host.presentDetour(second, presenting: SurveyRoute.survey)

        #expect(second.navigate(to: PromoRoute.offer))  // the middle detour takes it; only the top one goes
        #expect(first.router.state.stack == [.offer])
        #expect(first.presentedDetour == nil)
        #expect(second.parentCoordinator == nil)
        #expect(host.presentedDetour === first)

        #expect(host.navigate(to: HostRoute.b))
        #expect(host.router.state.stack == [.b])
        #expect(host.presentedDetour == nil)
        #expect(first.parentCoordinator == nil)
    }

    @Test("B24: a modal and a detour can be up together; dismissing the detour leaves the modal")
    func b24ModalAndDetourTogether() {
        let host = makeHost()
        let sheet = Host(root: .sheet, pushes: [.sheetStep])
        host.addModalCoordinator(sheet)
        let promo = Promo(root: .promo, pushes: [.offer])
        #expect(host.navigate(to: HostRoute.sheet))
        #expect(sheet.navigate(to: HostRoute.sheetStep))

        host.presentDetour(promo, presenting: PromoRoute.offer)

        #expect(host.presentedModal === sheet)
        #expect(host.presentedDetour === promo)
        #expect(host.router.state.presented == .sheet)
        #expect(host.router.state.detour == AnyRoute(PromoRoute.offer))
        #expect(host.visibleCoordinator === promo)

        host.dismissDetour()

        #expect(host.presentedDetour == nil)
        #expect(host.router.state.detour == nil)
        #expect(promo.parentCoordinator == nil)
        #expect(host.presentedModal === sheet)
        #expect(host.router.state.presented == .sheet)
        #expect(sheet.parentCoordinator === host)
        #expect(sheet.presentationContext == .modal)
        #expect(sheet.router.state.stack == [.sheetStep])
        #expect(host.visibleCoordinator === sheet)
    }

    @Test("B24: a route the modal takes while a detour is up dismisses the detour, so the route is shown")
    func b24ModalRouteUnderDetour() {
        let host = makeHost()
        let sheet = Host(root: .sheet, pushes: [.sheetStep])
        host.addModalCoordinator(sheet)
        let promo = Promo(root: .promo)
        #expect(host.navigate(to: HostRoute.sheet))
        host.presentDetour(promo, presenting: PromoRoute.promo)

        #expect(host.navigate(to: HostRoute.sheetStep))

        #expect(sheet.router.state.stack == [.sheetStep])
        #expect(host.presentedModal === sheet)
        #expect(host.presentedDetour == nil)
        #expect(promo.parentCoordinator == nil)
        #expect(host.visibleCoordinator === sheet)
    }

    @Test("B24: backing out of the detour with pop() also leaves the modal")
    func b24PopDetourLeavesModal() {
        let host = makeHost()
        let sheet = Host(root: .sheet)
        host.addModalCoordinator(sheet)
        let promo = Promo(root: .promo)
        #expect(host.navigate(to: HostRoute.sheet))
        host.presentDetour(promo, presenting: PromoRoute.promo)

        promo.pop()

        #expect(host.presentedDetour == nil)
        #expect(host.presentedModal === sheet)
        #expect(host.router.state.presented == .sheet)
    }
}
