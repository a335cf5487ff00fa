import FlowCore
import FlowDemo
import Testing

/// B29 and defect 4: when two tabs (or two children) can navigate to a route and the first
/// cannot complete it, the call either fails with nothing changed or completes in the second.
/// Never a switched tab (or a pushed child) with a failed call.
@Suite("Tab and child choice (B29, defect 4)")
struct TabsResolutionTests {
    enum HubRoute: String, Route { case hub }
    enum PickRoute: String, Route { case home, target, elsewhere, sheet }
    enum AlienRoute: String, Route { case alien }

    /// A coordinator described by data: the routes it handles, which are modals, and its paths.
    final class Leaf: Coordinator<PickRoute> {
        let handles: Set<PickRoute>
        let modals: Set<PickRoute>
        let paths: [PickRoute: [any Route]]

        init(
            root: PickRoute = .home, handles: Set<PickRoute>, modals: Set<PickRoute> = [],
            paths: [PickRoute: [any Route]] = [:]
        ) {
            self.handles = handles
            self.modals = modals
            self.paths = paths
            super.init(router: Router(initial: root))
        }

        override func canHandle(_ route: PickRoute) -> Bool { handles.contains(route) }
        override func navigationType(for route: PickRoute) -> NavigationType {
            modals.contains(route) ? .modal : .push
        }
        override func navigationPath(for route: any Route) -> [any Route]? { (route as? PickRoute).flatMap { paths[$0] } }
    }

    final class Hub: TabCoordinator<HubRoute> {
        init() { super.init(router: Router(initial: .hub)) }
    }

    /// How the first candidate fails to complete `target` although it can navigate to it.
    enum Flaw: String, CaseIterable, CustomTestStringConvertible {
        /// It handles `target` as a modal but registers no modal for it.
        case unconfiguredModal
        /// Its path for `target` contains a foreign route.
        case foreignPathEntry
        /// It handles nothing; its child handles `target` as an unregistered modal.
        case flawedChild

        var testDescription: String { rawValue }

        var expectedKinds: [NavigationError.Kind] {
            switch self {
            case .unconfiguredModal, .flawedChild: [.modalCoordinatorNotConfigured, .navigationFailed]
            case .foreignPathEntry: [.invalidNavigationPath, .navigationFailed]
            }
        }

        /// A fresh first candidate with this flaw, and the coordinator inside it that would be pushed (if any).
        func makeCandidate() -> (candidate: Leaf, inner: Leaf?) {
            switch self {
            case .unconfiguredModal:
                return (Leaf(handles: [.target], modals: [.target]), nil)
            case .foreignPathEntry:
                return (Leaf(handles: [.target], paths: [.target: [AlienRoute.alien, PickRoute.target]]), nil)
            case .flawedChild:
                let parent = Leaf(handles: [])
                let child = Leaf(root: .home, handles: [.target], modals: [.target])
                parent.addChild(child)
                return (parent, child)
            }
        }
    }

    /// Where the navigation starts.
    enum Entry: String, CaseIterable, CustomTestStringConvertible {
        case top, insideSelectedTabModal
        var testDescription: String { rawValue }
    }

    /// Tabs: [0] a flawed candidate, [1] a tab that completes `target`, [2] (selected) a tab
    /// at `[elsewhere]` presenting its `sheet` modal.
    struct Setup {
        let hub = Hub()
        let recorder = NavigationRecorder()
        let first: Leaf
        let inner: Leaf?
        let second = Leaf(handles: [.target])
        let third = Leaf(handles: [.elsewhere, .sheet], modals: [.sheet])
        let sheet = Leaf(root: .sheet, handles: [.sheet])

        init(_ flaw: Flaw) throws {
            let made = flaw.makeCandidate()
            first = made.candidate
            inner = made.inner
            third.addModalCoordinator(sheet)
            hub.addChild(first)
            hub.addChild(second)
            hub.addChild(third)
            hub.switchToTab(2)
            try #require(third.navigate(to: PickRoute.elsewhere))
            try #require(third.navigate(to: PickRoute.sheet))
            try #require(hub.router.state.selectedTab == 2 && third.presentedModal === sheet)
            hub.addObserver(recorder)
        }
    }

    @Test(
        "B29 two tabs can navigate to a route, the first cannot complete it: fail unchanged or pick the second",
        arguments: Flaw.allCases, Entry.allCases)
    func b29FirstTabCannotComplete(flaw: Flaw, entry: Entry) throws {
        let world = try Setup(flaw)
        let before = world.hub.captureTree()
        let start: any AnyCoordinator = entry == .top ? world.hub as any AnyCoordinator : world.sheet
        try #require(entry == .top || world.hub.visibleCoordinator === world.sheet)

        let result = start.navigate(to: PickRoute.target)

        #expect(world.hub.router.state.selectedTab != 0, "B29/defect 4: the flawed first tab must never be selected")
        #expect(world.first.router.state == NavigationState(root: .home))
        #expect(world.first.pushedChildren.isEmpty && world.first.presentedModal == nil)
        if let inner = world.inner { #expect(inner.router.state == NavigationState(root: .home)) }
        if result {
            // The second tab completed the route; the third was left (its modal dismissed, stack kept).
            #expect(world.hub.router.state.selectedTab == 1)
            #expect(world.second.router.state.stack == [.target])
            #expect(world.third.router.state.stack == [.elsewhere])
            #expect(world.third.presentedModal == nil && world.third.router.state.presented == nil)
            #expect(world.recorder.errors.isEmpty)
        } else {
            #expect(world.hub.captureTree() == before, "a failed call changes nothing")
            #expect(world.hub.router.state.selectedTab == 2)
            #expect(world.third.router.state.stack == [.elsewhere])
            #expect(world.third.presentedModal === world.sheet && world.sheet.parentCoordinator === world.third)
            #expect(world.recorder.events.isEmpty)
            #expect(world.recorder.errors.count == 1)
            let kind = try #require(world.recorder.errors.first?.kind)
            #expect(flaw.expectedKinds.contains(kind), "reported \(kind)")
            #expect(world.recorder.errors.first?.routeIdentifier == "target")
        }
    }

    @Test("B29 control: without the flawed first tab, the same call selects the second tab and completes")
    func b29Control() throws {
        let hub = Hub()
        let decoy = Leaf(handles: [])
        let second = Leaf(handles: [.target])
        let third = Leaf(handles: [.elsewhere])
        for tab in [decoy, second, third] { hub.addChild(tab) }
        hub.switchToTab(2)
        third.navigate(to: PickRoute.elsewhere)

        #expect(hub.navigate(to: PickRoute.target))

        #expect(hub.router.state.selectedTab == 1)
        #expect(second.router.state.stack == [.target])
        #expect(third.router.state.stack == [.elsewhere])
        #expect(decoy.router.state == NavigationState(root: .home))
    }

    // MARK: Defect 4 with pushed children

    /// A parent at `[elsewhere]` with two children: [0] flawed for `target`, [1] completes it.
    @Test(
        "Defect 4: validation never accepts one child while execution takes another (no pushed child, failed call)",
        arguments: Flaw.allCases)
    func defect4ChildChoice(flaw: Flaw) throws {
        let parent = Leaf(handles: [.elsewhere])
        let recorder = NavigationRecorder()
        let (first, inner) = flaw.makeCandidate()
        let second = Leaf(handles: [.target])
        parent.addChild(first)
        parent.addChild(second)
        try #require(parent.navigate(to: PickRoute.elsewhere))
        parent.addObserver(recorder)
        let before = parent.captureTree()

        let result = parent.navigate(to: PickRoute.target)

        #expect(!parent.pushedChildren.contains { $0 === first }, "the flawed first child must never be pushed")
        #expect(first.router.state == NavigationState(root: .home) && first.pushedChildren.isEmpty)
        if let inner { #expect(inner.router.state == NavigationState(root: .home)) }
        if result {
            #expect(parent.router.state.stack == [.elsewhere])
            #expect(parent.pushedChildren.count == 1 && parent.pushedChildren.first === second)
            #expect(second.router.state.stack == [.target])
            #expect(second.presentationContext == .pushed && second.parentCoordinator === parent)
            #expect(recorder.errors.isEmpty)
        } else {
            #expect(parent.captureTree() == before, "a failed call changes nothing")
            #expect(parent.pushedChildren.isEmpty)
            #expect(second.router.state == NavigationState(root: .home))
            #expect(recorder.events.isEmpty)
            #expect(recorder.errors.count == 1)
            let kind = try #require(recorder.errors.first?.kind)
            #expect(flaw.expectedKinds.contains(kind), "reported \(kind)")
        }
    }

    @Test("Defect 4 on the demo: a failed cross-tab navigation leaves the tab, its modal and its stack as they were")
    func defect4DemoUnhandledLeavesTab() throws {
        let app = DemoApp.make()
        try #require(app.navigate(to: AppRoute.tabRoot))
        try #require(app.navigate(to: PurpleRoute.lightPurple))
        try #require(app.navigate(to: PurpleRoute.info))
        let tabs = try #require(app.currentFlow as? MainTabCoordinator)
        let purple = try #require(tabs.tabs[4] as? PurpleCoordinator)
        let info = try #require(purple.presentedModal as? PurpleInfoCoordinator)
        let recorder = NavigationRecorder()
        app.addObserver(recorder)
        let before = app.captureTree()

        #expect(!app.visibleCoordinator.navigate(to: UnhandledRoute.invalidRoute))

        #expect(app.captureTree() == before)
        #expect(tabs.router.state.selectedTab == 4)
        #expect(purple.router.state.stack == [.lightPurple])
        #expect(purple.router.state.presented == .info)
        #expect(purple.router.state.modalDetentConfiguration == ModalDetentConfiguration(detents: [.fullscreen]))
        #expect(info.parentCoordinator === purple)
        #expect(recorder.events.isEmpty)
        #expect(recorder.errors.map(\.kind) == [.navigationFailed])
    }
}
