import FlowCore
import FlowDemo
import Testing

/// B37: a path containing a foreign route or a modal route fails with `invalidNavigationPath`
/// and changes nothing, whether the path is the handler's own or a parent's that delegates
/// to a child or to a registered modal.
@Suite("Path validation (B37)")
struct PathsValidationTests {
    enum HubRoute: String, Route { case hub }
    enum TrailRoute: String, Route { case start, step, sheet, goal }
    enum BranchRoute: String, Route { case branch, leaf }
    enum AlienRoute: String, Route { case alien }

    /// A coordinator described by data: what it handles, which routes are modals, its paths.
    final class Trail<R: Route>: Coordinator<R> {
        let handles: Set<R>
        let modals: Set<R>
        let paths: [String: [any Route]]

        init(root: R, handles: Set<R>, modals: Set<R> = [], paths: [String: [any Route]] = [:]) {
            self.handles = handles
            self.modals = modals
            self.paths = paths
            super.init(router: Router(initial: root))
        }

        override func canHandle(_ route: R) -> Bool { handles.contains(route) }
        override func navigationType(for route: R) -> NavigationType {
            modals.contains(route) ? .modal : .push
        }
        override func navigationPath(for route: any Route) -> [any Route]? { paths[AnyRoute(route).description] }
    }

    final class Hub: TabCoordinator<HubRoute> {
        init() { super.init(router: Router(initial: .hub)) }
    }

    /// Whose path it is.
    enum Owner: String, CaseIterable, CustomTestStringConvertible {
        /// The coordinator that handles the route.
        case handler
        /// A parent that handles nothing of the route and delegates it to its child.
        case parentOfChild
        /// A parent that delegates the route to a registered modal.
        case parentOfModal
        var testDescription: String { rawValue }
    }

    /// What is wrong with the path (or `valid`, the control).
    enum Flaw: String, CaseIterable, CustomTestStringConvertible {
        case valid, foreignRoute, modalRoute
        var testDescription: String { rawValue }

        var path: [any Route] {
            switch self {
            case .valid: [TrailRoute.step]
            case .foreignRoute: [TrailRoute.step, AlienRoute.alien]
            case .modalRoute: [TrailRoute.step, TrailRoute.sheet]
            }
        }
    }

    /// A hub with two tabs. Tab 0 (selected) is at `[step]` presenting its `sheet` modal.
    /// Tab 1 is the subject: a `Trail<TrailRoute>` that handles `step` (push) and `sheet`
    /// (modal, registered), whose path for the target is `flaw.path`.
    struct Setup {
        let hub = Hub()
        let recorder = NavigationRecorder()
        let busy = Trail(root: TrailRoute.start, handles: [.step, .sheet], modals: [.sheet])
        let subject: Trail<TrailRoute>
        let sheet = Trail(root: TrailRoute.sheet, handles: [.sheet])
        /// The child (`parentOfChild`) or modal (`parentOfModal`) that would take the target.
        let delegate: AnyObject?
        let target: any Route

        init(owner: Owner, flaw: Flaw) throws {
            busy.addModalCoordinator(Trail(root: TrailRoute.sheet, handles: [.sheet]))
            switch owner {
            case .handler:
                target = TrailRoute.goal
                subject = Trail(
                    root: .start, handles: [.step, .sheet, .goal], modals: [.sheet],
                    paths: ["TrailRoute.goal": flaw.path])
                delegate = nil
            case .parentOfChild:
                target = BranchRoute.leaf
                subject = Trail(
                    root: .start, handles: [.step, .sheet], modals: [.sheet],
                    paths: ["BranchRoute.leaf": flaw.path])
                let child = Trail(root: BranchRoute.branch, handles: [.leaf])
                subject.addChild(child)
                delegate = child
            case .parentOfModal:
                target = TrailRoute.goal
                subject = Trail(
                    root: .start, handles: [.step, .sheet], modals: [.sheet],
                    paths: ["TrailRoute.goal": flaw.path])
                let modal = Trail(root: TrailRoute.sheet, handles: [.sheet, .goal])
                // Registered after `sheet` so `.sheet` routes keep presenting `sheet`.
                delegate = modal
            }
            subject.addModalCoordinator(sheet)
            if owner == .parentOfModal, let modal = delegate as? Trail<TrailRoute> {
                subject.addModalCoordinator(modal)
            }
            hub.addChild(busy)
            hub.addChild(subject)
            try #require(busy.navigate(to: TrailRoute.step))
            try #require(busy.navigate(to: TrailRoute.sheet))
            try #require(hub.router.state.selectedTab == 0 && busy.presentedModal != nil)
            hub.addObserver(recorder)
        }
    }

    @Test(
        "B37 a path with a foreign or modal route fails with invalidNavigationPath and changes nothing",
        arguments: Owner.allCases, [Flaw.foreignRoute, Flaw.modalRoute])
    func b37InvalidPathChangesNothing(owner: Owner, flaw: Flaw) throws {
        let setup = try Setup(owner: owner, flaw: flaw)
        let before = setup.hub.captureTree()

        #expect(!setup.hub.navigate(to: setup.target))

        #expect(setup.hub.captureTree() == before, "nothing changed")
        #expect(setup.hub.router.state.selectedTab == 0)
        #expect(setup.busy.router.state.stack == [.step] && setup.busy.router.state.presented == .sheet)
        #expect(setup.subject.router.state == NavigationState(root: .start))
        #expect(setup.subject.pushedChildren.isEmpty && setup.subject.presentedModal == nil)
        #expect(setup.recorder.events.isEmpty)
        #expect(setup.recorder.errors.count == 1)
        let error = try #require(setup.recorder.errors.first)
        #expect(error.kind == .invalidNavigationPath)
        #expect(error.coordinator == String(describing: type(of: setup.subject)), "the coordinator whose path it is")
        #expect(error.routeIdentifier == setup.target.identifier)
        #expect(error.routeType == AnyRoute(setup.target).typeName)
    }

    @Test(
        "B37 control: the same trees with a valid path complete, the path built before the destination",
        arguments: Owner.allCases)
    func b37ValidPathControl(owner: Owner) throws {
        let setup = try Setup(owner: owner, flaw: .valid)

        #expect(setup.hub.navigate(to: setup.target))

        #expect(setup.recorder.errors.isEmpty)
        #expect(setup.hub.router.state.selectedTab == 1)
        #expect(setup.busy.router.state.stack == [.step] && setup.busy.presentedModal == nil, "tab left: modal dismissed")
        switch owner {
        case .handler:
            #expect(setup.subject.router.state.stack == [.step, .goal])
        case .parentOfChild:
            let child = try #require(setup.delegate as? Trail<BranchRoute>)
            #expect(setup.subject.router.state.stack == [.step])
            #expect(setup.subject.pushedChildren.count == 1 && setup.subject.pushedChildren.first === child)
            #expect(child.router.state.stack == [.leaf])
        case .parentOfModal:
            let modal = try #require(setup.delegate as? Trail<TrailRoute>)
            #expect(setup.subject.router.state.stack == [.step])
            #expect(setup.subject.router.state.presented == .sheet)
            #expect(setup.subject.presentedModal === modal && modal.parentCoordinator === setup.subject)
            #expect(modal.router.state.stack == [.goal])
        }
    }

    @Test("B37 a standalone coordinator whose own path holds a foreign route: false, invalidNavigationPath, unchanged")
    func b37Standalone() throws {
        let trail = Trail(
            root: TrailRoute.start, handles: [.step, .goal],
            paths: ["TrailRoute.goal": [TrailRoute.step, AlienRoute.alien, TrailRoute.goal]])
        let recorder = NavigationRecorder()
        trail.addObserver(recorder)
        try #require(trail.navigate(to: TrailRoute.step))
        trail.popToRoot()
        recorder.reset()

        #expect(!trail.navigate(to: TrailRoute.goal))

        #expect(trail.router.state == NavigationState(root: .start))
        #expect(recorder.events.isEmpty)
        #expect(recorder.errors.map(\.kind) == [.invalidNavigationPath])
        #expect(recorder.errors.first?.description.contains("AlienRoute.alien") == true, "the error names the bad entry")
    }

    @Test("B37 the path is only checked when it is built: on a non-empty stack the destination is pushed")
    func b37PathNotBuiltOnNonEmptyStack() throws {
        let trail = Trail(
            root: TrailRoute.start, handles: [.step, .goal],
            paths: ["TrailRoute.goal": [TrailRoute.step, AlienRoute.alien, TrailRoute.goal]])
        try #require(trail.navigate(to: TrailRoute.step))

        #expect(trail.navigate(to: TrailRoute.goal))
        #expect(trail.router.state.stack == [.step, .goal])
    }
}
