import FlowCore
import FlowDemo
import Testing

/// Pushed children (B30-B34) and defect 6 (pushed-children bookkeeping), on the demo's
/// Red -> Rainbow -> RainbowDetail chain and on a small Top -> Mid -> Low fixture.
@Suite("Pushed children (B30-B34, defect 6)")
struct PushedChildrenTests {
    typealias Demo = DemoTabs

    enum TopRoute: String, Route { case top, topNext }
    enum MidRoute: String, Route { case mid, midNext }
    enum LowRoute: String, Route { case low, destination }
    enum SideRoute: String, Route { case side, sideNext }

    /// Pushes every route of its type; has no paths.
    final class Plain<R: Route>: Coordinator<R> {
        init(root: R) { super.init(router: Router(initial: root)) }
        override func canHandle(_ route: R) -> Bool { true }
    }

    /// Top -> Mid -> Low, plus Side as a second child of Top.
    struct Chain {
        let top = Plain(root: TopRoute.top)
        let mid = Plain(root: MidRoute.mid)
        let low = Plain(root: LowRoute.low)
        let side = Plain(root: SideRoute.side)
        init() {
            top.addChild(mid)
            top.addChild(side)
            mid.addChild(low)
        }
    }

    static func same(_ lhs: [any AnyCoordinator], _ rhs: [AnyObject]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }

    /// The screens above `node`'s root, in the order a flattened navigation stack shows them:
    /// its stack, then each pushed child's root and, recursively, the screens above it.
    static func flattenedScreens(_ tree: NavigationTree, from id: Int = 0) -> [String] {
        let node = tree.nodes[id]
        return node.stack.map(\.description)
            + node.pushedChildren.flatMap { child in
                [tree.nodes[child].root.description] + flattenedScreens(tree, from: child)
            }
    }

    // MARK: B30

    @Test("B30 pop() on the parent pops inside the pushed child first, then unpushes it at its root; it stays owned")
    func b30PopInsideChildFirst() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RainbowRoute.orange))
        try #require(demo.red.navigate(to: RainbowRoute.yellow))
        try #require(demo.rainbow.router.state.stack == [.orange, .yellow])

        demo.red.pop()
        #expect(demo.rainbow.router.state.stack == [.orange])
        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]))
        demo.red.pop()
        #expect(demo.rainbow.router.state.stack.isEmpty)
        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]), "Rainbow's root screen still shows")
        #expect(demo.app.visibleCoordinator === demo.rainbow)
        demo.red.pop()

        #expect(demo.red.pushedChildren.isEmpty)
        #expect(demo.red.router.state == NavigationState(root: .red))
        #expect(demo.rainbow.router.state == NavigationState(root: .red))
        #expect(Self.same(demo.red.children, [demo.rainbow]), "still owned")
        #expect(demo.rainbow.parentCoordinator === demo.red && demo.rainbow.presentationContext == .pushed)
        #expect(demo.app.visibleCoordinator === demo.red)

        let atRest = demo.app.captureTree()
        demo.red.pop()
        #expect(demo.app.captureTree() == atRest, "a tab at its root has nothing to pop")
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B30 pop() on Red with Rainbow and RainbowDetail pushed unpushes the grandchild first, then pops Rainbow")
    func b30PopGrandchildFirst() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RainbowDetailRoute.detail))

        demo.red.pop()
        #expect(demo.rainbow.pushedChildren.isEmpty)
        #expect(demo.rainbow.router.state.stack == [.orange, .yellow, .green, .blue, .purple])
        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]))
        #expect(demo.detail.parentCoordinator === demo.rainbow)

        demo.red.pop()
        #expect(demo.rainbow.router.state.stack == [.orange, .yellow, .green, .blue])
        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]))
        #expect(demo.app.visibleCoordinator === demo.rainbow)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B30 pop() on a pushed child at its root (its back button) unpushes it from the parent; it stays owned")
    func b30PopOnChildAtRoot() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RainbowRoute.orange))
        demo.rainbow.pop()
        #expect(demo.rainbow.router.state == NavigationState(root: .red))
        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]))

        demo.rainbow.pop()

        #expect(demo.red.pushedChildren.isEmpty && demo.red.router.state == NavigationState(root: .red))
        #expect(demo.rainbow.parentCoordinator === demo.red && Self.same(demo.red.children, [demo.rainbow]))
        #expect(demo.app.visibleCoordinator === demo.red)
        #expect(demo.recorder.errors.isEmpty)
    }

    // MARK: B31

    @Test("B31 a pushed child navigating to a route on the parent's stack pops that child")
    func b31ChildToParentStackRoute() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RedRoute.lightRed))
        try #require(demo.red.navigate(to: RainbowRoute.yellow))
        try #require(Self.same(demo.red.pushedChildren, [demo.rainbow]))
        demo.recorder.reset()

        #expect(demo.rainbow.navigate(to: RedRoute.lightRed))

        #expect(demo.red.router.state.stack == [.lightRed])
        #expect(demo.red.pushedChildren.isEmpty)
        #expect(demo.rainbow.router.state == NavigationState(root: .red))
        #expect(demo.rainbow.parentCoordinator === demo.red && Self.same(demo.red.children, [demo.rainbow]))
        #expect(demo.app.visibleCoordinator === demo.red)
        #expect(!demo.recorder.events.contains { $0.kind == .push }, "lightRed is popped back to, not pushed again")
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B31 a pushed child navigating to the parent's root pops the child and the parent's stack")
    func b31ChildToParentRoot() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RedRoute.lightRed))
        try #require(demo.red.navigate(to: RainbowRoute.orange))

        #expect(demo.rainbow.navigate(to: RedRoute.red))

        #expect(demo.red.router.state == NavigationState(root: .red))
        #expect(demo.red.pushedChildren.isEmpty)
        #expect(demo.rainbow.router.state == NavigationState(root: .red) && demo.rainbow.parentCoordinator === demo.red)
        #expect(demo.app.visibleCoordinator === demo.red)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B31 a pushed grandchild navigating to a route on its parent's stack pops only itself")
    func b31GrandchildPopsOnlyItself() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RainbowDetailRoute.detail))

        #expect(demo.detail.navigate(to: RainbowRoute.yellow))

        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]), "Rainbow, the caller's parent, stays pushed")
        #expect(demo.rainbow.pushedChildren.isEmpty)
        #expect(demo.rainbow.router.state.stack == [.orange, .yellow])
        #expect(demo.detail.router.state == NavigationState(root: .detail))
        #expect(demo.detail.parentCoordinator === demo.rainbow)
        #expect(demo.app.visibleCoordinator === demo.rainbow)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B31 a pushed grandchild navigating to a route on the grandparent's stack unpops the whole chain above it")
    func b31GrandchildToGrandparentRoute() {
        let chain = Chain()
        chain.top.navigate(to: TopRoute.topNext)
        chain.top.navigate(to: LowRoute.destination)
        #expect(Self.flattenedScreens(chain.top.captureTree()) == ["TopRoute.topNext", "MidRoute.mid", "LowRoute.low", "LowRoute.destination"])

        #expect(chain.low.navigate(to: TopRoute.topNext))

        #expect(chain.top.router.state.stack == [.topNext])
        #expect(chain.top.pushedChildren.isEmpty && chain.mid.pushedChildren.isEmpty)
        #expect(chain.low.router.state == NavigationState(root: .low))
        #expect(chain.low.parentCoordinator === chain.mid && chain.mid.parentCoordinator === chain.top)
        #expect(chain.top.visibleCoordinator === chain.top)
    }

    // MARK: B32

    @Test("B32 a pushed child navigating to a new parent route unpushes itself so the new route is on top")
    func b32ChildToNewParentRoute() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RainbowRoute.orange))

        #expect(demo.rainbow.navigate(to: RedRoute.lightRed))

        #expect(demo.red.router.state.stack == [.lightRed])
        #expect(demo.red.router.state.currentRoute == .lightRed)
        #expect(demo.red.pushedChildren.isEmpty)
        #expect(demo.rainbow.router.state == NavigationState(root: .red))
        #expect(demo.rainbow.parentCoordinator === demo.red)
        #expect(demo.app.visibleCoordinator === demo.red)
        #expect(Self.flattenedScreens(demo.red.captureTree()) == ["RedRoute.lightRed"])
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B32 a pushed child navigating to a parent's modal route leaves, and the sheet covers the parent's screen")
    func b32ChildToParentModalRoute() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RedRoute.lightRed))
        try #require(demo.red.navigate(to: RainbowRoute.yellow))

        #expect(demo.rainbow.navigate(to: RedRoute.info))

        #expect(demo.red.router.state.stack == [.lightRed])
        #expect(demo.red.router.state.presented == .info)
        #expect(
            demo.red.router.state.modalDetentConfiguration
                == ModalDetentConfiguration(
                    detents: [.custom, .medium],
                    selectedDetent: .custom))
        #expect(demo.red.presentedModal is RedInfoCoordinator)
        #expect(demo.red.pushedChildren.isEmpty)
        #expect(demo.rainbow.router.state == NavigationState(root: .red))
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B32 a pushed grandchild navigating to a new grandparent route unpushes the chain")
    func b32GrandchildToNewGrandparentRoute() {
        let chain = Chain()
        chain.top.navigate(to: LowRoute.destination)

        #expect(chain.low.navigate(to: TopRoute.topNext))

        #expect(chain.top.router.state.stack == [.topNext])
        #expect(chain.top.pushedChildren.isEmpty && chain.mid.pushedChildren.isEmpty)
        #expect(chain.mid.router.state == NavigationState(root: .mid))
        #expect(chain.low.router.state == NavigationState(root: .low))
        #expect(Self.flattenedScreens(chain.top.captureTree()) == ["TopRoute.topNext"])
    }

    // MARK: B33

    @Test("B33 removeChild on a pushed child (with its own pushed child) unpushes it, cleans it and releases it")
    func b33RemovePushedDemoChild() throws {
        let app = DemoApp.make()
        try #require(app.navigate(to: AppRoute.tabRoot))
        let tabs = try #require(app.currentFlow as? MainTabCoordinator)
        let red = try #require(tabs.tabs[0] as? RedCoordinator)
        let recorder = NavigationRecorder()
        app.addObserver(recorder)
        weak var weakRainbow: RainbowCoordinator?
        weak var weakDetail: RainbowDetailCoordinator?
        do {
            let rainbow = try #require(red.children.first as? RainbowCoordinator)
            weakRainbow = rainbow
            weakDetail = rainbow.children.first as? RainbowDetailCoordinator
            try #require(red.navigate(to: RainbowDetailRoute.detail))
            try #require(Self.same(red.pushedChildren, [rainbow]))

            red.removeChild(rainbow)

            #expect(red.pushedChildren.isEmpty)
            #expect(red.children.isEmpty)
            #expect(red.router.state == NavigationState(root: .red))
            #expect(rainbow.parentCoordinator == nil)
            #expect(rainbow.pushedChildren.isEmpty && rainbow.router.state == NavigationState(root: .red))
            #expect(app.visibleCoordinator === red)
        }
        #expect(weakRainbow == nil, "removed and unpushed: nothing holds Rainbow")
        #expect(weakDetail == nil, "RainbowDetail goes with it")
        #expect(recorder.errors.isEmpty)
        #expect(!red.navigate(to: RainbowRoute.orange), "Rainbow is gone from the tree")
        #expect(recorder.errors.map(\.kind) == [.navigationFailed])
    }

    @Test("B33 removeChild on a pushed fixture child unpushes and releases it; a sibling takes over")
    func b33RemovedFixtureChildIsReleased() throws {
        let top = Plain(root: TopRoute.top)
        let side = Plain(root: SideRoute.side)
        weak var weakMid: Plain<MidRoute>?
        weak var weakLow: Plain<LowRoute>?
        do {
            let mid = Plain(root: MidRoute.mid)
            let low = Plain(root: LowRoute.low)
            mid.addChild(low)
            top.addChild(mid)
            weakMid = mid
            weakLow = low
        }
        top.addChild(side)
        #expect(top.navigate(to: LowRoute.destination))
        #expect(top.pushedChildren.count == 1 && top.pushedChildren.first === weakMid)

        top.removeChild(try #require(weakMid))

        #expect(top.pushedChildren.isEmpty)
        #expect(top.children.count == 1 && top.children.first === side)
        #expect(top.router.state == NavigationState(root: .top))
        #expect(weakMid == nil && weakLow == nil, "removed and unpushed: released")
        #expect(top.navigate(to: SideRoute.sideNext))
        #expect(Self.same(top.pushedChildren, [side]))
    }

    // MARK: B34

    @Test("B34 flattened screen order for parent -> child -> grandchild is [child.root, grandchild.root, grandchild.destination]")
    func b34FlattenedOrder() {
        let chain = Chain()

        #expect(chain.top.navigate(to: LowRoute.destination))

        #expect(chain.top.router.state.stack.isEmpty && chain.mid.router.state.stack.isEmpty)
        #expect(Self.same(chain.top.pushedChildren, [chain.mid]) && Self.same(chain.mid.pushedChildren, [chain.low]))
        #expect(chain.low.router.state.stack == [.destination])
        #expect(chain.mid.presentationContext == .pushed && chain.low.presentationContext == .pushed)
        #expect(chain.top.visibleCoordinator === chain.low)
        #expect(Self.flattenedScreens(chain.top.captureTree()) == ["MidRoute.mid", "LowRoute.low", "LowRoute.destination"])
    }

    @Test("B34 on the demo: Red -> Rainbow (with its deep-link path) -> RainbowDetail flattens in screen order")
    func b34DemoFlattenedOrder() throws {
        let demo = try Demo()
        #expect(demo.red.navigate(to: RainbowDetailRoute.detail))
        let screens = Self.flattenedScreens(demo.red.captureTree())
        #expect(
            screens == [
                "RainbowRoute.red", "RainbowRoute.orange", "RainbowRoute.yellow", "RainbowRoute.green",
                "RainbowRoute.blue", "RainbowRoute.purple", "RainbowDetailRoute.detail",
            ])
        #expect(demo.app.visibleCoordinator === demo.detail)
    }

    // MARK: Defect 6

    @Test("Defect 6: siblings never pile up; pushing one child unpushes and cleans the other")
    func defect6SiblingsDoNotPileUp() {
        let chain = Chain()
        #expect(chain.top.navigate(to: MidRoute.midNext))
        #expect(Self.same(chain.top.pushedChildren, [chain.mid]))

        #expect(chain.top.navigate(to: SideRoute.sideNext))
        #expect(Self.same(chain.top.pushedChildren, [chain.side]))
        #expect(chain.side.router.state.stack == [.sideNext])
        #expect(chain.mid.router.state == NavigationState(root: .mid))

        #expect(chain.side.navigate(to: MidRoute.midNext), "from the pushed sibling itself")
        #expect(Self.same(chain.top.pushedChildren, [chain.mid]))
        #expect(chain.mid.router.state.stack == [.midNext])
        #expect(chain.side.router.state == NavigationState(root: .side))
        #expect(chain.side.parentCoordinator === chain.top && chain.top.children.count == 2)
    }

    @Test("Defect 6: a parent route navigated from the top is never pushed under a still-pushed child")
    func defect6ParentRouteNotUnderChild() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RainbowDetailRoute.detail))

        #expect(demo.app.navigate(to: RedRoute.lightRed))

        #expect(demo.red.router.state.stack == [.lightRed])
        #expect(demo.red.pushedChildren.isEmpty && demo.rainbow.pushedChildren.isEmpty)
        #expect(demo.rainbow.router.state == NavigationState(root: .red))
        #expect(demo.app.visibleCoordinator === demo.red)
        #expect(Self.flattenedScreens(demo.red.captureTree()) == ["RedRoute.lightRed"])
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("Defect 6: repeating a deep link into a pushed child never pushes it twice")
    func defect6RepeatedDeepLink() throws {
        let demo = try Demo()
        #expect(demo.app.navigate(to: RainbowDetailRoute.detail))
        let first = demo.app.captureTree()
        demo.recorder.reset()

        #expect(demo.app.navigate(to: RainbowDetailRoute.detail))
        #expect(demo.red.navigate(to: RainbowDetailRoute.detail))

        #expect(demo.app.captureTree() == first)
        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]) && Self.same(demo.rainbow.pushedChildren, [demo.detail]))
        #expect(demo.recorder.events.isEmpty)
    }
}
