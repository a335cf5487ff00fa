import FlowCore
import Testing

/// B9..B11, B41: delegation to children, bubbling, flow change at the root, failures.
@Suite("Delegation, bubbling and flow change (B9-B11, B41)")
struct DelegationBehaviourTests {
    fileprivate enum HubRoute: String, Route { case hub, settings }
    fileprivate enum LeafRoute: String, Route { case leafRoot, otherLeafRoot, detail, sheet, sheetStep }
    fileprivate enum OtherRoute: String, Route { case otherRoot, elsewhere }
    fileprivate enum PromoRoute: String, Route { case promo }
    fileprivate enum FlowRoute: String, Route { case newFlow }
    fileprivate enum Nowhere: String, Route { case void }

    fileprivate typealias Scripted<R: Route> = BehaviourFixtures.Scripted<R>
    fileprivate final class Hub: BehaviourFixtures.Scripted<HubRoute> {}
    fileprivate final class Leaf: BehaviourFixtures.Scripted<LeafRoute> {}
    fileprivate final class LeafSheet: BehaviourFixtures.Scripted<LeafRoute> {}
    fileprivate final class Root: BehaviourFixtures.FlowRoot<HubRoute, FlowRoute> {}

    /// A tab coordinator that presents its registered `.settings` modal itself.
    fileprivate final class Tabs: TabCoordinator<HubRoute> {
        override func canHandle(_ route: HubRoute) -> Bool { route == .settings }
        override func navigationType(for route: HubRoute) -> NavigationType { .modal }
    }

    @Test("B9: a parent that handles nothing delegates to the first child able to navigate; it is pushed")
    func b9DelegatesToFirstAbleChild() {
        let hub = Hub(root: .hub)
        let unrelated = Scripted(root: OtherRoute.otherRoot, pushes: [.elsewhere])
        let first = Leaf(root: .leafRoot, pushes: [.detail])
        let second = Leaf(root: .otherLeafRoot, pushes: [.detail])
        hub.addChild(unrelated)
        hub.addChild(first)
        hub.addChild(second)
        let recorder = NavigationRecorder()
        hub.addObserver(recorder)

        #expect(hub.navigate(to: LeafRoute.detail))

        #expect(hub.router.state.stack.isEmpty)
        #expect(hub.pushedChildren.count == 1)
        #expect(hub.pushedChildren.first === first)
        #expect(first.presentationContext == .pushed)
        #expect(first.parentCoordinator === hub)
        #expect(first.router.state.stack == [.detail])
        #expect(first.router.state.currentRoute == .detail)
        #expect(second.router.state.stack.isEmpty)
        #expect(unrelated.router.state.stack.isEmpty)
        #expect(hub.visibleCoordinator === first)
        #expect(BehaviourFixtures.steps(recorder.events) == ["pushChild", "push detail"])
        #expect(recorder.errors.isEmpty)
    }

    @Test("B10: a child bubbles a route it cannot take; its stack, modal and detour are cleaned; it stays owned")
    func b10BubbleCleansChild() throws {
        let hub = Hub(root: .hub, pushes: [.settings])
        let leaf = Leaf(root: .leafRoot, pushes: [.detail], modals: [.sheet])
        let sheet = LeafSheet(root: .sheet, pushes: [.sheetStep])
        let promo = Scripted(root: PromoRoute.promo)
        hub.addChild(leaf)
        leaf.addModalCoordinator(sheet)
        let recorder = NavigationRecorder()
        hub.addObserver(recorder)

        #expect(hub.navigate(to: LeafRoute.detail))
        #expect(leaf.navigate(to: LeafRoute.sheet))
        #expect(sheet.navigate(to: LeafRoute.sheetStep))
        leaf.presentDetour(promo, presenting: PromoRoute.promo)
        try #require(leaf.presentedModal === sheet)
        try #require(leaf.presentedDetour === promo)
        try #require(leaf.router.state.stack == [.detail])
        recorder.reset()

        #expect(leaf.navigate(to: HubRoute.settings))

        #expect(hub.router.state.stack == [.settings])
        #expect(hub.pushedChildren.isEmpty)
        #expect(leaf.router.state.stack.isEmpty)
        #expect(leaf.router.state.presented == nil)
        #expect(leaf.router.state.detour == nil)
        #expect(leaf.presentedModal == nil)
        #expect(leaf.presentedDetour == nil)
        #expect(sheet.parentCoordinator == nil)
        #expect(sheet.router.state.stack.isEmpty)
        #expect(promo.parentCoordinator == nil)
        #expect(leaf.parentCoordinator === hub)
        #expect(hub.children.count == 1)
        #expect(hub.children.first === leaf)
        #expect(leaf.modalCoordinators.count == 1)
        #expect(hub.visibleCoordinator === hub)
        #expect(BehaviourFixtures.steps(recorder.events).filter { $0.hasPrefix("push") } == ["push settings"])
        #expect(recorder.errors.isEmpty)
    }

    @Test("B10: a tab bubbling a route to its tab coordinator is cleaned too; it stays owned and selected")
    func b10BubbleFromTabCleansTab() {
        let tabs = Tabs(router: Router(initial: .hub))
        let settings = Hub(root: .settings)
        tabs.addModalCoordinator(settings)
        let leaf = Leaf(root: .leafRoot, pushes: [.detail])
        let other = Leaf(root: .otherLeafRoot)
        let promo = Scripted(root: PromoRoute.promo)
        tabs.addChild(leaf)
        tabs.addChild(other)
        #expect(tabs.navigate(to: LeafRoute.detail))
        leaf.presentDetour(promo, presenting: PromoRoute.promo)
        #expect(leaf.router.state.stack == [.detail])

        #expect(leaf.navigate(to: HubRoute.settings))

        #expect(tabs.router.state.presented == .settings)
        #expect(tabs.presentedModal === settings)
        #expect(tabs.router.state.selectedTab == 0)
        #expect(leaf.router.state.stack.isEmpty)
        #expect(leaf.presentedDetour == nil)
        #expect(promo.parentCoordinator == nil)
        #expect(leaf.parentCoordinator === tabs)
        #expect(leaf.presentationContext == .tab)
        #expect(tabs.children.count == 2)
    }

    @Test("B11: at the root canHandleFlowChange decides and handleFlowChange runs exactly once")
    func b11FlowChangeOnce() {
        let root = Root(root: .hub)
        let leaf = Leaf(root: .leafRoot, pushes: [.detail])
        root.addChild(leaf)
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        #expect(root.navigate(to: LeafRoute.detail))

        #expect(leaf.navigate(to: FlowRoute.newFlow))

        #expect(root.flowChanges == [AnyRoute(FlowRoute.newFlow)])
        #expect(leaf.router.state.stack.isEmpty)
        #expect(root.pushedChildren.isEmpty)
        #expect(leaf.parentCoordinator === root)
        #expect(BehaviourFixtures.steps(recorder.events).filter { $0.hasPrefix("changeFlow") } == ["changeFlow newFlow"])
        #expect(recorder.errors.isEmpty)
    }

    @Test("B11: if handleFlowChange returns false the call fails and nothing changes")
    func b11RefusedFlowChangeFails() throws {
        let root = Root(root: .hub)
        root.accepts = false
        let leaf = Leaf(root: .leafRoot, pushes: [.detail])
        root.addChild(leaf)
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        #expect(root.navigate(to: LeafRoute.detail))
        let before = root.captureTree()

        #expect(leaf.navigate(to: FlowRoute.newFlow) == false)

        #expect(root.flowChanges == [AnyRoute(FlowRoute.newFlow)])
        #expect(root.captureTree() == before)
        #expect(leaf.router.state.stack == [.detail])
        #expect(root.pushedChildren.first === leaf)
        let error = try #require(recorder.errors.last)
        #expect(recorder.errors.count == 1)
        #expect(error.kind == .navigationFailed)
        #expect(error.routeIdentifier == "newFlow")
        #expect(error.routeType == "FlowRoute")
    }

    @Test("B11: a refused flow change reports no applied steps (observers see only the error)")
    func b11RefusedFlowChangeEmitsNoEvents() {
        let root = Root(root: .hub)
        root.accepts = false
        let leaf = Leaf(root: .leafRoot, pushes: [.detail])
        root.addChild(leaf)
        #expect(root.navigate(to: LeafRoute.detail))
        let recorder = NavigationRecorder()
        root.addObserver(recorder)

        #expect(leaf.navigate(to: FlowRoute.newFlow) == false)

        #expect(BehaviourFixtures.steps(recorder.events) == [])
        #expect(recorder.errors.map(\.kind) == [.navigationFailed])
    }

    @Test("B11: without canHandleFlowChange the root fails and handleFlowChange is never called")
    func b11NoFlowChange() throws {
        let root = Root(root: .hub)
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        let before = root.captureTree()

        #expect(root.navigate(to: Nowhere.void) == false)

        #expect(root.flowChanges.isEmpty)
        #expect(root.captureTree() == before)
        let error = try #require(recorder.errors.first)
        #expect(recorder.errors.count == 1)
        #expect(error.kind == .navigationFailed)
        #expect(error.message == "No coordinator in hierarchy can handle this route")
    }

    @Test("B41: an unhandled route fails with navigationFailed naming the starting coordinator; the tree is unchanged")
    func b41UnhandledFromDeepInside() throws {
        let hub = Hub(root: .hub, pushes: [.settings])
        let leaf = Leaf(root: .leafRoot, pushes: [.detail], modals: [.sheet])
        let sheet = LeafSheet(root: .sheet, pushes: [.sheetStep])
        let promo = Scripted(root: PromoRoute.promo)
        hub.addChild(leaf)
        leaf.addModalCoordinator(sheet)
        #expect(hub.navigate(to: HubRoute.settings))
        #expect(hub.navigate(to: LeafRoute.detail))
        #expect(leaf.navigate(to: LeafRoute.sheet))
        #expect(sheet.navigate(to: LeafRoute.sheetStep))
        hub.presentDetour(promo, presenting: PromoRoute.promo)
        let recorder = NavigationRecorder()
        hub.addObserver(recorder)
        let before = hub.captureTree()

        #expect(sheet.navigate(to: Nowhere.void) == false)

        #expect(hub.captureTree() == before)
        #expect(hub.router.state.stack == [.settings])
        #expect(hub.pushedChildren.first === leaf)
        #expect(leaf.router.state.stack == [.detail])
        #expect(leaf.presentedModal === sheet)
        #expect(sheet.router.state.stack == [.sheetStep])
        #expect(hub.presentedDetour === promo)
        #expect(recorder.events.isEmpty)
        let error = try #require(recorder.errors.first)
        #expect(recorder.errors.count == 1)
        #expect(error.kind == .navigationFailed)
        #expect(error.coordinator == "LeafSheet")
        #expect(error.routeIdentifier == "void")
        #expect(error.routeType == "Nowhere")
        #expect(error.message == "No coordinator in hierarchy can handle this route")
        #expect(error.description.contains("LeafSheet"))
        #expect(error.description.contains("Nowhere.void"))
    }

    @Test("B41: from the root, the error names the root; a route of a known type nobody handles also fails")
    func b41UnhandledFromRoot() throws {
        let hub = Hub(root: .hub, pushes: [.settings])
        let leaf = Leaf(root: .leafRoot, pushes: [.detail])
        hub.addChild(leaf)
        let recorder = NavigationRecorder()
        hub.addObserver(recorder)
        let before = hub.captureTree()

        #expect(hub.navigate(to: OtherRoute.elsewhere) == false)
        #expect(hub.navigate(to: LeafRoute.sheetStep) == false)

        #expect(hub.captureTree() == before)
        #expect(recorder.events.isEmpty)
        #expect(recorder.errors.map(\.kind) == [.navigationFailed, .navigationFailed])
        #expect(recorder.errors.map(\.coordinator) == ["Hub", "Hub"])
        #expect(recorder.errors.map(\.routeIdentifier) == ["elsewhere", "sheetStep"])
        #expect(recorder.errors.map(\.routeType) == ["OtherRoute", "LeafRoute"])
    }
}
