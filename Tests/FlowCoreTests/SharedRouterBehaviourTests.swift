import FlowCore
import Testing

/// D8 (issue 27): code written for the reference design builds a child or a modal on its
/// parent's router. FlowCore gives such a coordinator a router of its own and reports a
/// `configurationError`, so a migrated test fails on its assertions instead of crashing.
@Suite("A router given to a second coordinator (D8)")
struct SharedRouterBehaviourTests {
    fileprivate enum PageRoute: String, Route { case home, page, detail, sheet }
    fileprivate enum Nowhere: String, Route { case void }

    /// Handles `home` and `page` itself.
    fileprivate final class Parent: Coordinator<PageRoute> {
        init() { super.init(router: Router(initial: .home)) }
        override func canHandle(_ route: PageRoute) -> Bool { route == .home || route == .page }
        override func navigationType(for route: PageRoute) -> NavigationType { route == .sheet ? .modal : .push }
    }

    /// Built on whatever router it is given, as the reference design's children are.
    fileprivate final class Detail: Coordinator<PageRoute> {
        override func canHandle(_ route: PageRoute) -> Bool { route == .detail }
    }

    fileprivate final class Sheet: Coordinator<PageRoute> {
        override func canHandle(_ route: PageRoute) -> Bool { route == .sheet }
    }

    /// The helper of the reference design's tests: a child built on its parent's router.
    fileprivate static func addDetail(to parent: Parent) -> Detail {
        let detail = Detail(router: parent.router)
        parent.addChild(detail)
        return detail
    }

    /// The one error a router given to a second coordinator reports.
    private static func expectSharedRouterError(_ recorder: NavigationRecorder, coordinator: String) throws {
        #expect(recorder.errors.count == 1)
        let error = try #require(recorder.errors.first)
        #expect(error.kind == .configurationError)
        #expect(error.coordinator == coordinator)
        #expect(error.routeType == nil)
        #expect(error.message.contains("belongs to Parent"))
        #expect(error.message.contains("Router(initial: parent.router.state.root)"))
    }

    @Test("D8: a child built on its parent's router gets a router of its own at the same root and stack; configurationError, the parent unchanged")
    func childOnParentRouter() throws {
        let parent = Parent()
        let recorder = NavigationRecorder()
        parent.addObserver(recorder)
        #expect(parent.navigate(to: PageRoute.page))
        let before = parent.captureTree()
        let stateBefore = parent.router.state

        let detail = Detail(router: parent.router)

        try Self.expectSharedRouterError(recorder, coordinator: "Detail")
        #expect(recorder.events.count == 1)  // the push of .page only
        #expect(detail.router !== parent.router)
        #expect(detail.router.state.root == .home)
        #expect(detail.router.state.stack == [.page])
        #expect(parent.captureTree() == before)
        #expect(parent.router.state == stateBefore)
        #expect(detail.parentCoordinator == nil)

        // It is an ordinary coordinator from then on: it can be added, and the two states are apart.
        parent.addChild(detail)
        #expect(recorder.errors.count == 1)
        #expect(detail.parentCoordinator === parent)
        #expect(parent.navigate(to: PageRoute.home))
        #expect(parent.router.state.stack.isEmpty)
        #expect(detail.router.state.stack == [.page])
    }

    @Test("D8: a modal built on its parent's router is registered with a router of its own; configurationError, the parent unchanged")
    func modalOnParentRouter() throws {
        let parent = Parent()
        let recorder = NavigationRecorder()
        parent.addObserver(recorder)
        let stateBefore = parent.router.state

        let sheet = Sheet(router: parent.router)
        parent.addModalCoordinator(sheet)

        try Self.expectSharedRouterError(recorder, coordinator: "Sheet")
        #expect(sheet.router !== parent.router)
        #expect(parent.router.state == stateBefore)
        #expect(parent.modalCoordinators.count == 1 && parent.modalCoordinators.first === sheet)
        #expect(sheet.presentationContext == .modal)

        parent.presentModal(sheet, presenting: .sheet)
        #expect(parent.presentedModal === sheet)
        #expect(parent.router.state.presented == .sheet)
        #expect(sheet.router.state.presented == nil)
        #expect(recorder.errors.count == 1)
    }

    @Test("D8: a modal built on its parent's router and presented directly: configurationError, then presented as usual")
    func presentedModalOnParentRouter() throws {
        let parent = Parent()
        let recorder = NavigationRecorder()
        parent.addObserver(recorder)
        let stateBefore = parent.router.state

        parent.presentModal(Sheet(router: parent.router), presenting: .sheet)

        try Self.expectSharedRouterError(recorder, coordinator: "Sheet")
        let sheet = try #require(parent.presentedModal as? Sheet)
        #expect(sheet.router !== parent.router)
        #expect(sheet.router.state.root == stateBefore.root)
        #expect(parent.router.state.presented == .sheet)
        #expect(parent.router.state.stack == stateBefore.stack)
        parent.dismissModal()
        #expect(parent.router.state == stateBefore)
    }

    @Test("D8: a helper that builds its child on its parent's router: configurationError, and navigation reaches the child on its own stack")
    func helperBuildsChildOnParentRouter() throws {
        let parent = Parent()
        let recorder = NavigationRecorder()
        parent.addObserver(recorder)

        let detail = Self.addDetail(to: parent)

        try Self.expectSharedRouterError(recorder, coordinator: "Detail")
        #expect(parent.children.count == 1 && parent.children.first === detail)
        #expect(parent.navigate(to: PageRoute.detail))
        // The reference design would show .detail on the shared stack; here each has its own.
        #expect(detail.router.state.stack == [.detail])
        #expect(parent.router.state.stack.isEmpty)
        #expect(parent.pushedChildren.first === detail)
        #expect(parent.visibleCoordinator === detail)
        #expect(recorder.errors.count == 1)
        #expect(!parent.navigate(to: Nowhere.void))
        #expect(recorder.errors.map(\.kind) == [.configurationError, .navigationFailed])
    }

    @Test("D8: what the router's owner presents stays with the owner: the copy has its routes, nothing presented")
    func presentationsStayWithTheOwner() throws {
        let parent = Parent()
        let sheet = Sheet(router: Router(initial: .sheet))
        parent.addModalCoordinator(sheet)
        #expect(parent.navigate(to: PageRoute.page))
        parent.presentModal(sheet, presenting: .sheet)
        let before = parent.captureTree()

        let detail = Detail(router: parent.router)

        #expect(detail.router.state.root == .home)
        #expect(detail.router.state.stack == [.page])
        #expect(detail.router.state.presented == nil)
        #expect(detail.presentedModal == nil)
        #expect(parent.captureTree() == before)
        #expect(parent.presentedModal === sheet)
    }

    @Test("D8: the error goes to the observers of the tree the router's owner is in")
    func reportedToTheOwnersTree() throws {
        let parent = Parent()
        let detail = Self.addDetail(to: parent)
        let recorder = NavigationRecorder()
        parent.addObserver(recorder)

        let grandchild = Sheet(router: detail.router)

        #expect(grandchild.router !== detail.router)
        let error = try #require(recorder.errors.first)
        #expect(recorder.errors.count == 1)
        #expect(error.kind == .configurationError)
        #expect(error.coordinator == "Sheet")
        #expect(error.message.contains("belongs to Detail"))
    }

    @Test("D8: a router whose coordinator is gone is free again: no error, the router is used as given")
    func releasedRouterIsReused() {
        let router = Router(initial: PageRoute.home)
        let recorder = NavigationRecorder()
        do {
            let first = Detail(router: router)
            first.addObserver(recorder)
            #expect(first.router === router)
        }
        let second = Detail(router: router)
        second.addObserver(recorder)
        #expect(second.router === router)
        #expect(recorder.errors.isEmpty)
    }

    @Test("restoreState with another coordinator's memento reports configurationError and changes nothing")
    func mementoOfAnotherCoordinator() throws {
        let saved = Parent()
        let other = Parent()
        #expect(saved.navigate(to: PageRoute.page))
        let memento = saved.saveState()
        let recorder = NavigationRecorder()
        other.addObserver(recorder)
        let before = other.captureTree()

        other.restoreState(memento)

        #expect(other.captureTree() == before)
        #expect(other.router.state.stack.isEmpty)
        #expect(recorder.events.isEmpty)
        let error = try #require(recorder.errors.first)
        #expect(recorder.errors.count == 1)
        #expect(error.kind == .configurationError)
        #expect(error.coordinator == "Parent")
        #expect(error.message.contains("call restoreState(_:) on the coordinator whose saveState() returned it"))
    }
}
