import FlowCore
import FlowDemo
import Testing

/// Tabs on the demo's MainTab (Red, Green, Blue, Yellow, Purple): B25, B26, B27, B28.
@Suite("Tabs (B25-B28)")
struct TabsTests {
    typealias Demo = DemoTabs

    static func same(_ lhs: [any AnyCoordinator], _ rhs: [AnyObject]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
    }

    // MARK: B25

    @Test(
        "B25 switchToTab out of range with 5 tabs reports invalidTabIndex(i, 0..<5) and changes nothing",
        arguments: [99, 5, -1])
    func b25OutOfRangeTabChangesNothing(index: Int) throws {
        let demo = try Demo()
        try #require(demo.app.navigate(to: BlueRoute.lightBlue))
        try #require(demo.app.navigate(to: BlueRoute.darkBlue))
        try #require(demo.tabs.router.state.selectedTab == 2)
        demo.recorder.reset()
        let before = demo.app.captureTree()

        demo.tabs.switchToTab(index)

        #expect(demo.tabs.router.state.selectedTab == 2)
        #expect(demo.blue.router.state.stack == [.lightBlue])
        #expect(demo.blue.router.state.presented == .darkBlue)
        #expect(demo.blue.presentedModal is BlueModalCoordinator)
        #expect(demo.app.captureTree() == before)
        #expect(demo.recorder.events.isEmpty)
        #expect(demo.recorder.errors.map(\.kind) == [.invalidTabIndex(index, validRange: 0..<5)])
        #expect(demo.recorder.errors.first?.coordinator == "MainTabCoordinator")
    }

    @Test("B25 switchToTab in range selects the tab; the same tab again changes nothing")
    func b25InRangeTab() throws {
        let demo = try Demo()
        demo.tabs.switchToTab(4)
        #expect(demo.tabs.router.state.selectedTab == 4)
        #expect(demo.app.visibleCoordinator === demo.purple)
        #expect(demo.steps == ["selectTab MainTabCoordinator PurpleCoordinator"])
        let before = demo.app.captureTree()
        demo.recorder.reset()
        demo.tabs.switchToTab(4)
        #expect(demo.app.captureTree() == before)
        #expect(demo.recorder.events.isEmpty && demo.recorder.errors.isEmpty)
    }

    // MARK: B26

    @Test("B26 a route owned by another tab selects that tab")
    func b26OtherTabSelected() throws {
        let demo = try Demo()
        let before = demo.red.router.state

        #expect(demo.fromVisible(YellowRoute.lightYellow))

        #expect(demo.tabs.router.state.selectedTab == 3)
        #expect(demo.yellow.router.state.stack == [.lightYellow])
        #expect(demo.yellow.router.state.presented == nil)
        #expect(demo.red.router.state == before)
        #expect(demo.app.visibleCoordinator === demo.yellow)
        #expect(demo.steps == ["selectTab MainTabCoordinator YellowCoordinator", "push YellowCoordinator YellowRoute.lightYellow"])
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B26 from inside a modal in the current tab, that modal is dismissed before the other tab is selected")
    func b26ModalDismissedFirst() throws {
        let demo = try Demo()
        demo.red.navigate(to: RedRoute.darkRed)
        let redModal = try #require(demo.red.presentedModal as? RedModalCoordinator)
        try #require(demo.app.visibleCoordinator === redModal)
        demo.recorder.reset()

        #expect(demo.fromVisible(YellowRoute.darkYellow))

        #expect(demo.tabs.router.state.selectedTab == 3)
        #expect(demo.red.router.state == NavigationState(root: .red))
        #expect(demo.red.presentedModal == nil)
        #expect(redModal.parentCoordinator == nil)
        #expect(redModal.router.state == NavigationState(root: .darkRed))
        let yellowModal = try #require(demo.yellow.presentedModal as? YellowModalCoordinator)
        #expect(demo.yellow.router.state.stack.isEmpty)
        #expect(demo.yellow.router.state.presented == .darkYellow)
        #expect(demo.yellow.router.state.modalDetentConfiguration == .default)
        #expect(yellowModal.parentCoordinator === demo.yellow && yellowModal.presentationContext == .modal)
        #expect(demo.app.visibleCoordinator === yellowModal)
        #expect(
            demo.steps == [
                "dismissModal RedCoordinator",
                "selectTab MainTabCoordinator YellowCoordinator",
                "presentModal YellowCoordinator YellowModalCoordinator YellowRoute.darkYellow",
            ])
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B26 from inside a nested modal, both modals are dismissed and the other tab is selected")
    func b26NestedModalsDismissed() throws {
        let demo = try Demo()
        #expect(demo.app.navigate(to: GreenRoute.darkestGreen))
        let greenModal = try #require(demo.green.presentedModal as? GreenModalCoordinator)
        let darkest = try #require(greenModal.presentedModal as? GreenDarkestModalCoordinator)
        try #require(demo.app.visibleCoordinator === darkest)

        #expect(demo.fromVisible(RedRoute.lightRed))

        #expect(demo.tabs.router.state.selectedTab == 0)
        #expect(demo.red.router.state.stack == [.lightRed])
        #expect(demo.green.router.state == NavigationState(root: .green))
        #expect(demo.green.presentedModal == nil && greenModal.presentedModal == nil)
        #expect(greenModal.parentCoordinator == nil && darkest.parentCoordinator == nil)
        #expect(greenModal.router.state == NavigationState(root: .darkGreen))
        #expect(demo.app.visibleCoordinator === demo.red)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B26 a route already in another tab's stack selects that tab and pops back to it there")
    func b26SmartBackInOtherTab() throws {
        let demo = try Demo()
        try #require(demo.app.navigate(to: YellowRoute.lightYellow))
        try #require(demo.app.navigate(to: YellowRoute.darkYellow))
        demo.tabs.switchToTab(0)
        try #require(demo.yellow.presentedModal == nil && demo.yellow.router.state.stack == [.lightYellow])

        #expect(demo.fromVisible(YellowRoute.yellow))

        #expect(demo.tabs.router.state.selectedTab == 3)
        #expect(demo.yellow.router.state == NavigationState(root: .yellow))
        #expect(demo.red.router.state == NavigationState(root: .red))
        #expect(demo.recorder.errors.isEmpty)
    }

    // MARK: B27

    /// Red at `[lightRed]`, Rainbow pushed at orange…purple, RainbowDetail pushed with its modal up.
    func busyRed(_ demo: Demo) throws -> RainbowDetailModalCoordinator {
        try #require(demo.red.navigate(to: RedRoute.lightRed))
        try #require(demo.red.navigate(to: RainbowDetailRoute.modal))
        let modal = try #require(demo.detail.presentedModal as? RainbowDetailModalCoordinator)
        try #require(demo.app.visibleCoordinator === modal)
        demo.recorder.reset()
        return modal
    }

    func expectRedKeptWithoutPresentations(
        _ demo: Demo, _ modal: RainbowDetailModalCoordinator,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(demo.red.router.state.stack == [.lightRed], sourceLocation: sourceLocation)
        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]), sourceLocation: sourceLocation)
        #expect(demo.rainbow.router.state.stack == [.orange, .yellow, .green, .blue, .purple], sourceLocation: sourceLocation)
        #expect(Self.same(demo.rainbow.pushedChildren, [demo.detail]), sourceLocation: sourceLocation)
        #expect(
            demo.detail.router.state == NavigationState(root: .detail), "modal dismissed, detents cleared",
            sourceLocation: sourceLocation)
        #expect(demo.detail.presentedModal == nil && modal.parentCoordinator == nil, sourceLocation: sourceLocation)
        #expect(demo.red.presentedModal == nil && demo.red.presentedDetour == nil, sourceLocation: sourceLocation)
    }

    @Test("B27 a cross-tab deep link from the top dismisses the modal inside the tab being left and keeps its stacks")
    func b27FromTopKeepsStack() throws {
        let demo = try Demo()
        let modal = try busyRed(demo)

        #expect(demo.app.navigate(to: GreenRoute.lightGreen))

        #expect(demo.tabs.router.state.selectedTab == 1)
        #expect(demo.green.router.state.stack == [.lightGreen])
        expectRedKeptWithoutPresentations(demo, modal)
        #expect(
            demo.steps == [
                "dismissModal RainbowDetailCoordinator",
                "selectTab MainTabCoordinator GreenCoordinator",
                "push GreenCoordinator GreenRoute.lightGreen",
            ])
        #expect(demo.recorder.errors.isEmpty)

        demo.tabs.switchToTab(0)
        #expect(demo.app.visibleCoordinator === demo.detail, "back on Red, the kept screens show again")
    }

    @Test("B27 a cross-tab deep link from the top dismisses a modal and a detour on the tab being left")
    func b27FromTopDismissesModalAndDetour() throws {
        let demo = try Demo()
        demo.red.navigate(to: RedRoute.lightRed)
        demo.red.navigate(to: RedRoute.info)
        let info = try #require(demo.red.presentedModal as? RedInfoCoordinator)
        let detour = YellowCoordinator(root: .lightYellow)
        demo.red.presentDetour(detour, presenting: YellowRoute.lightYellow)
        try #require(demo.red.presentedDetour === detour)
        demo.recorder.reset()

        #expect(demo.app.navigate(to: BlueRoute.lightBlue))

        #expect(demo.tabs.router.state.selectedTab == 2)
        #expect(demo.blue.router.state.stack == [.lightBlue])
        #expect(demo.red.router.state.stack == [.lightRed])
        #expect(demo.red.router.state.presented == nil && demo.red.router.state.detour == nil)
        #expect(demo.red.router.state.modalDetentConfiguration == nil)
        #expect(demo.red.presentedModal == nil && demo.red.presentedDetour == nil)
        #expect(info.parentCoordinator == nil && detour.parentCoordinator == nil)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B27 leaving a tab dismisses a detour presented on its pushed child and keeps the child's stack")
    func b27DetourOnPushedChild() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RainbowRoute.yellow))
        let detour = YellowCoordinator(root: .lightYellow)
        demo.rainbow.presentDetour(detour, presenting: YellowRoute.lightYellow)
        try #require(demo.rainbow.presentedDetour === detour && demo.app.visibleCoordinator === detour)

        #expect(demo.app.navigate(to: PurpleRoute.lightPurple))

        #expect(demo.tabs.router.state.selectedTab == 4)
        #expect(demo.purple.router.state.stack == [.lightPurple])
        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]))
        #expect(demo.rainbow.router.state.stack == [.orange, .yellow])
        #expect(demo.rainbow.router.state.detour == nil && demo.rainbow.presentedDetour == nil)
        #expect(detour.parentCoordinator == nil)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B27 switchToTab also dismisses the presentations inside the tab being left and keeps its stacks")
    func b27SwitchToTab() throws {
        let demo = try Demo()
        let modal = try busyRed(demo)

        demo.tabs.switchToTab(3)

        #expect(demo.tabs.router.state.selectedTab == 3)
        expectRedKeptWithoutPresentations(demo, modal)
        #expect(demo.steps == ["dismissModal RainbowDetailCoordinator", "selectTab MainTabCoordinator YellowCoordinator"])
        #expect(demo.recorder.errors.isEmpty)
    }

    // MARK: B28

    @Test("B28 a cross-tab deep link to an already pushed child does not push it twice")
    func b28AlreadyPushedChild() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RainbowRoute.orange))
        demo.tabs.switchToTab(2)
        demo.recorder.reset()

        #expect(demo.fromVisible(RainbowRoute.yellow))

        #expect(demo.tabs.router.state.selectedTab == 0)
        #expect(demo.red.router.state.stack.isEmpty)
        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]))
        #expect(demo.rainbow.router.state.stack == [.orange, .yellow])
        #expect(demo.rainbow.pushedChildren.isEmpty)
        #expect(demo.rainbow.parentCoordinator === demo.red && demo.rainbow.presentationContext == .pushed)
        #expect(demo.steps == ["selectTab MainTabCoordinator RedCoordinator", "push RainbowCoordinator RainbowRoute.yellow"])
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B28 a cross-tab deep link to an already pushed grandchild pushes neither child again")
    func b28AlreadyPushedGrandchild() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RainbowDetailRoute.detail))
        demo.tabs.switchToTab(4)
        let redBefore = demo.red.captureTree()
        demo.recorder.reset()

        #expect(demo.fromVisible(RainbowDetailRoute.detail))

        #expect(demo.tabs.router.state.selectedTab == 0)
        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]))
        #expect(Self.same(demo.rainbow.pushedChildren, [demo.detail]))
        #expect(demo.rainbow.router.state.stack == [.orange, .yellow, .green, .blue, .purple])
        #expect(demo.red.captureTree() == redBefore)
        #expect(demo.app.visibleCoordinator === demo.detail)
        #expect(demo.steps == ["selectTab MainTabCoordinator RedCoordinator"])
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B28 from the top, in the selected tab, an already pushed child is not pushed twice")
    func b28FromTopSameTab() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RainbowRoute.orange))
        demo.recorder.reset()

        #expect(demo.app.navigate(to: RainbowRoute.green))

        #expect(demo.tabs.router.state.selectedTab == 0)
        #expect(Self.same(demo.red.pushedChildren, [demo.rainbow]))
        #expect(demo.rainbow.router.state.stack == [.orange, .green])
        #expect(demo.steps == ["push RainbowCoordinator RainbowRoute.green"])
        #expect(demo.recorder.errors.isEmpty)
    }
}
