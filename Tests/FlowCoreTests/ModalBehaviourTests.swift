import FlowCore
import Testing

/// B14..B17, B20 (modals), and the regressions for defects 1, 2 and 3.
@Suite("Modals (B14-B17, B20; defects 1-3)")
struct ModalBehaviourTests {
    fileprivate enum SheetRoute: String, Route {
        case home, list, details, sheet, stepOne, stepTwo, help, orphan, inner, innerStep
    }
    fileprivate enum FlowRoute: String, Route { case signedOut }
    fileprivate enum CardRoute: String, Route { case card }

    fileprivate final class Presenter: BehaviourFixtures.Scripted<SheetRoute> {}
    fileprivate final class Sheet: BehaviourFixtures.Scripted<SheetRoute> {}
    fileprivate final class RootPresenter: BehaviourFixtures.FlowRoot<SheetRoute, FlowRoute> {}

    /// presenter (home; pushes list, details; modals sheet, help, orphan)
    ///   registered: sheet (pushes stepOne, stepTwo; modal inner) -> registered inner (pushes innerStep)
    ///   registered: help
    fileprivate struct Tree {
        let presenter: Presenter
        let sheet: Sheet
        let inner: Sheet
        let help: Sheet
        let recorder = NavigationRecorder()

        init(
            presenter: Presenter = Presenter(
                root: .home, pushes: [.list, .details], modals: [.sheet, .help, .orphan],
                detents: [.sheet: ModalDetentConfiguration(detents: [.medium, .large], selectedDetent: .medium)])
        ) {
            self.presenter = presenter
            sheet = Sheet(root: .sheet, pushes: [.stepOne, .stepTwo], modals: [.inner])
            inner = Sheet(root: .inner, pushes: [.innerStep])
            help = Sheet(root: .help)
            sheet.addModalCoordinator(inner)
            presenter.addModalCoordinator(sheet)
            presenter.addModalCoordinator(help)
            presenter.addObserver(recorder)
        }
    }

    @Test("B14: a .modal route presents the registered modal whose root matches; context modal, parent set")
    func b14PresentsMatchingRegisteredModal() {
        let tree = Tree()
        #expect(tree.sheet.parentCoordinator == nil)  // registered, not presented: not yet parented

        #expect(tree.presenter.navigate(to: SheetRoute.sheet))

        #expect(tree.presenter.router.state.presented == .sheet)
        #expect(tree.presenter.router.state.currentRoute == .sheet)
        #expect(
            tree.presenter.router.state.modalDetentConfiguration
                == ModalDetentConfiguration(detents: [.medium, .large], selectedDetent: .medium))
        #expect(tree.presenter.router.state.stack.isEmpty)
        #expect(tree.presenter.presentedModal === tree.sheet)
        #expect(tree.sheet.presentationContext == .modal)
        #expect(tree.sheet.parentCoordinator === tree.presenter)
        #expect(tree.sheet.router.state.stack.isEmpty)
        #expect(tree.help.parentCoordinator == nil)
        #expect(tree.presenter.visibleCoordinator === tree.sheet)
        #expect(BehaviourFixtures.steps(tree.recorder.events) == ["presentModal sheet"])
        #expect(tree.recorder.errors.isEmpty)
    }

    @Test("B14 / B5: navigating to the presented modal's route again changes nothing and returns true")
    func b14PresentedAgainIsIdempotent() {
        let tree = Tree()
        #expect(tree.presenter.navigate(to: SheetRoute.sheet))
        tree.recorder.reset()
        let before = tree.presenter.captureTree()

        #expect(tree.presenter.navigate(to: SheetRoute.sheet))

        #expect(tree.presenter.captureTree() == before)
        #expect(tree.presenter.presentedModal === tree.sheet)
        #expect(tree.recorder.events.isEmpty)
        #expect(tree.recorder.errors.isEmpty)
    }

    @Test("B14: the second registration is chosen when its root matches; default detents apply")
    func b14ChoosesByRootIdentifier() {
        let tree = Tree()
        #expect(tree.presenter.navigate(to: SheetRoute.help))

        #expect(tree.presenter.router.state.presented == .help)
        #expect(tree.presenter.router.state.modalDetentConfiguration == .default)
        #expect(tree.presenter.presentedModal === tree.help)
        #expect(tree.help.parentCoordinator === tree.presenter)
        #expect(tree.help.presentationContext == .modal)
        #expect(tree.sheet.parentCoordinator == nil)
    }

    @Test("B15: a .modal route without a matching registration fails with modalCoordinatorNotConfigured; nothing changes")
    func b15ModalNotConfigured() throws {
        let tree = Tree()
        #expect(tree.presenter.navigate(to: SheetRoute.list))
        #expect(tree.presenter.navigate(to: SheetRoute.sheet))
        #expect(tree.sheet.navigate(to: SheetRoute.stepOne))
        tree.recorder.reset()
        let before = tree.presenter.captureTree()

        #expect(tree.presenter.navigate(to: SheetRoute.orphan) == false)

        #expect(tree.presenter.captureTree() == before)
        #expect(tree.presenter.router.state.stack == [.list])
        #expect(tree.presenter.router.state.presented == .sheet)
        #expect(tree.presenter.presentedModal === tree.sheet)
        #expect(tree.sheet.router.state.stack == [.stepOne])
        #expect(tree.recorder.events.isEmpty)
        let error = try #require(tree.recorder.errors.first)
        #expect(tree.recorder.errors.count == 1)
        #expect(error.kind == .modalCoordinatorNotConfigured)
        #expect(error.coordinator == "Presenter")
        #expect(error.routeIdentifier == "orphan")
        #expect(error.routeType == "SheetRoute")
    }

    @Test("B16: a modal pushes and pops inside itself; pop() at its root dismisses it")
    func b16PushPopThenDismiss() {
        let tree = Tree()
        #expect(tree.presenter.navigate(to: SheetRoute.sheet))
        #expect(tree.sheet.navigate(to: SheetRoute.stepOne))
        #expect(tree.sheet.navigate(to: SheetRoute.stepTwo))
        #expect(tree.sheet.router.state.stack == [.stepOne, .stepTwo])
        #expect(tree.presenter.router.state.stack.isEmpty)
        #expect(tree.presenter.router.state.presented == .sheet)

        tree.sheet.pop()
        #expect(tree.sheet.router.state.stack == [.stepOne])
        tree.sheet.pop()
        #expect(tree.sheet.router.state.stack.isEmpty)
        #expect(tree.presenter.presentedModal === tree.sheet)
        #expect(tree.presenter.router.state.presented == .sheet)

        tree.sheet.pop()  // at its root: dismissed
        #expect(tree.presenter.presentedModal == nil)
        #expect(tree.presenter.router.state.presented == nil)
        #expect(tree.presenter.router.state.modalDetentConfiguration == nil)
        #expect(tree.sheet.parentCoordinator == nil)
        #expect(tree.presenter.modalCoordinators.count == 2)  // still registered
        #expect(tree.recorder.errors.isEmpty)
    }

    @Test("B16: dismissal resets the modal, so presenting it again starts with an empty stack")
    func b16DismissalResets() {
        let tree = Tree()
        #expect(tree.presenter.navigate(to: SheetRoute.sheet))
        #expect(tree.sheet.navigate(to: SheetRoute.stepOne))
        #expect(tree.sheet.navigate(to: SheetRoute.inner))
        #expect(tree.inner.navigate(to: SheetRoute.innerStep))

        tree.presenter.dismissModal()
        #expect(tree.presenter.presentedModal == nil)
        #expect(tree.sheet.router.state.stack.isEmpty)
        #expect(tree.sheet.router.state.presented == nil)
        #expect(tree.sheet.presentedModal == nil)
        #expect(tree.inner.router.state.stack.isEmpty)
        #expect(tree.inner.parentCoordinator == nil)

        #expect(tree.presenter.navigate(to: SheetRoute.sheet))
        #expect(tree.presenter.presentedModal === tree.sheet)
        #expect(tree.sheet.router.state.stack.isEmpty)
        #expect(tree.sheet.router.state.currentRoute == .sheet)
        #expect(tree.sheet.presentedModal == nil)
    }

    @Test("B17 / defect 2: a route the modal cannot take dismisses it; the presenter pushes it once (from the modal)")
    func b17BouncedFromModal() {
        let tree = Tree()
        #expect(tree.presenter.navigate(to: SheetRoute.sheet))
        #expect(tree.sheet.navigate(to: SheetRoute.stepOne))
        tree.recorder.reset()

        #expect(tree.sheet.navigate(to: SheetRoute.details))

        #expect(tree.presenter.router.state.stack == [.details])  // never [details, details]
        #expect(tree.presenter.router.state.presented == nil)
        #expect(tree.presenter.presentedModal == nil)
        #expect(tree.sheet.parentCoordinator == nil)
        #expect(tree.sheet.router.state.stack.isEmpty)
        #expect(BehaviourFixtures.steps(tree.recorder.events).filter { $0 == "push details" }.count == 1)
        #expect(tree.recorder.errors.isEmpty)
    }

    @Test("B17 / defect 2: the same from the presenter, and from a nested modal")
    func b17BouncedFromPresenterAndNestedModal() {
        let tree = Tree()
        #expect(tree.presenter.navigate(to: SheetRoute.sheet))
        #expect(tree.presenter.navigate(to: SheetRoute.details))
        #expect(tree.presenter.router.state.stack == [.details])
        #expect(tree.presenter.presentedModal == nil)

        #expect(tree.presenter.navigate(to: SheetRoute.sheet))
        #expect(tree.sheet.navigate(to: SheetRoute.inner))
        #expect(tree.inner.navigate(to: SheetRoute.list))
        #expect(tree.presenter.router.state.stack == [.details, .list])
        #expect(tree.presenter.presentedModal == nil)
        #expect(tree.sheet.presentedModal == nil)
        #expect(tree.inner.parentCoordinator == nil)
        #expect(BehaviourFixtures.steps(tree.recorder.events).filter { $0.hasPrefix("push ") } == ["push details", "push list"])
        #expect(tree.recorder.errors.isEmpty)
    }

    @Test("Defect 2: a flow change bounced by a presented modal runs handleFlowChange exactly once")
    func defect2FlowChangeOnceFromModal() {
        let root = RootPresenter(root: .home, modals: [.sheet])
        let sheet = Sheet(root: .sheet, pushes: [.stepOne])
        root.addModalCoordinator(sheet)
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        #expect(root.navigate(to: SheetRoute.sheet))
        #expect(sheet.navigate(to: SheetRoute.stepOne))

        #expect(sheet.navigate(to: FlowRoute.signedOut))

        #expect(root.flowChanges == [AnyRoute(FlowRoute.signedOut)])
        #expect(root.presentedModal == nil)
        #expect(sheet.parentCoordinator == nil)
        #expect(sheet.router.state.stack.isEmpty)
        #expect(BehaviourFixtures.steps(recorder.events).filter { $0.hasPrefix("changeFlow") } == ["changeFlow signedOut"])
        #expect(recorder.errors.isEmpty)
    }

    @Test("B20 / defect 1: a route only a presented unregistered modal handles succeeds from the presenter")
    func b20UnregisteredModalFromPresenter() {
        let presenter = Presenter(root: .home, pushes: [.list])
        let modal = Sheet(root: .sheet, pushes: [.stepOne, .list])
        let recorder = NavigationRecorder()
        presenter.addObserver(recorder)
        presenter.presentModal(modal, presenting: .sheet)

        #expect(presenter.navigate(to: SheetRoute.stepOne))
        #expect(modal.router.state.stack == [.stepOne])
        #expect(presenter.presentedModal === modal)
        #expect(presenter.router.state.presented == .sheet)
        #expect(presenter.router.state.stack.isEmpty)

        // The presented modal gets the first chance even for a route the presenter handles too.
        #expect(presenter.navigate(to: SheetRoute.list))
        #expect(modal.router.state.stack == [.stepOne, .list])
        #expect(presenter.router.state.stack.isEmpty)
        #expect(presenter.presentedModal === modal)
        #expect(recorder.errors.isEmpty)
    }

    @Test("B20 / defect 1: a route only a child of the presented modal handles succeeds from the presenter")
    func b20ModalChildFromPresenter() {
        let presenter = Presenter(root: .home)
        let modal = Sheet(root: .sheet)
        // canHandle is the authority for delegation (D2): the child says it shows its root.
        let child = BehaviourFixtures.Scripted(root: CardRoute.card, pushes: [.card])
        modal.addChild(child)
        presenter.presentModal(modal, presenting: .sheet)

        #expect(presenter.navigate(to: CardRoute.card))
        #expect(modal.pushedChildren.first === child)
        #expect(child.presentationContext == .pushed)
        #expect(presenter.presentedModal === modal)
        #expect(presenter.visibleCoordinator === child)
    }

    @Test("Defect 3: calls started from a middle modal return true when applied")
    func defect3MiddleModalReturnsTrue() {
        let tree = Tree()
        func presentBoth() -> Bool {
            tree.presenter.navigate(to: SheetRoute.sheet) && tree.sheet.navigate(to: SheetRoute.inner)
        }

        #expect(presentBoth())
        #expect(tree.sheet.navigate(to: SheetRoute.innerStep))  // handled above the caller
        #expect(tree.inner.router.state.stack == [.innerStep])
        #expect(tree.sheet.presentedModal === tree.inner)

        #expect(tree.sheet.navigate(to: SheetRoute.sheet))  // its own root: closes what it presents
        #expect(tree.sheet.presentedModal == nil)
        #expect(tree.presenter.presentedModal === tree.sheet)
        #expect(tree.inner.router.state.stack.isEmpty)

        #expect(tree.sheet.navigate(to: SheetRoute.inner))
        #expect(tree.sheet.navigate(to: SheetRoute.help))  // a sibling modal of its presenter
        #expect(tree.presenter.router.state.presented == .help)
        #expect(tree.presenter.presentedModal === tree.help)
        #expect(tree.sheet.parentCoordinator == nil)
        #expect(tree.inner.parentCoordinator == nil)

        tree.presenter.dismissModal()
        #expect(presentBoth())
        #expect(tree.sheet.navigate(to: SheetRoute.details))  // handled below the caller
        #expect(tree.presenter.router.state.stack == [.details])
        #expect(tree.presenter.presentedModal == nil)
        #expect(tree.recorder.errors.isEmpty)
    }
}
