import FlowCore
import FlowDemo
import Testing

/// Cross-tab deep links into modals (B18, B19) and defect 5: dismissing or resetting a
/// modal chain never orphans its children, so the same deep link works again.
@Suite("Deep links into modals (B18, B19, defect 5)")
struct ModalsDeepTests {
    typealias Demo = DemoTabs

    // MARK: B18

    @Test("B18 GreenRoute.evenDarkerGreen from the top: Green selected, GreenModal presented at darkGreen, evenDarkerGreen pushed in it")
    func b18FromTop() throws {
        let demo = try Demo()

        #expect(demo.app.navigate(to: GreenRoute.evenDarkerGreen))

        demo.expectGreenModalUp()
        #expect(demo.greenModal.router.state.stack == [.evenDarkerGreen])
        #expect(demo.greenModal.router.state.presented == nil && demo.greenModal.presentedModal == nil)
        #expect(demo.app.visibleCoordinator === demo.greenModal)
        demo.expectRedClean()
        #expect(
            demo.steps == [
                "selectTab MainTabCoordinator GreenCoordinator",
                "presentModal GreenCoordinator GreenModalCoordinator GreenRoute.darkGreen",
                "push GreenModalCoordinator GreenRoute.evenDarkerGreen",
            ])
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B18 by URL from inside RedModal: RedModal dismissed, then Green's modal with evenDarkerGreen pushed")
    func b18ByURLFromRedModal() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RedRoute.darkRed))
        let redModal = try #require(demo.red.presentedModal as? RedModalCoordinator)

        #expect(try DemoDeepLinks.open("flowatlas-demo://green/evenDarkerGreen", in: demo.app))

        demo.expectGreenModalUp()
        #expect(demo.greenModal.router.state.stack == [.evenDarkerGreen])
        #expect(redModal.parentCoordinator == nil)
        demo.expectRedClean()
        #expect(demo.app.visibleCoordinator === demo.greenModal)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B18 from inside Green's info sheet: the info sheet is swapped for GreenModal, Green's stack is kept")
    func b18SwapsTheOtherModal() throws {
        let demo = try Demo()
        try #require(demo.app.navigate(to: GreenRoute.lightGreen))
        try #require(demo.app.navigate(to: GreenRoute.info))
        let info = try #require(demo.green.presentedModal as? GreenInfoCoordinator)
        try #require(demo.app.visibleCoordinator === info)

        #expect(demo.fromVisible(GreenRoute.evenDarkerGreen))

        #expect(demo.tabs.router.state.selectedTab == 1)
        #expect(demo.green.router.state.stack == [.lightGreen])
        #expect(demo.green.router.state.presented == .darkGreen)
        #expect(demo.green.router.state.modalDetentConfiguration == .default, "not the info sheet's [small]")
        #expect(demo.green.presentedModal === demo.greenModal)
        #expect(info.parentCoordinator == nil)
        #expect(demo.greenModal.router.state.stack == [.evenDarkerGreen])
        #expect(demo.recorder.errors.isEmpty)
    }

    // MARK: B19

    @Test("B19 GreenRoute.darkestGreen from Rainbow's screen: both modals presented, each with its own route")
    func b19GreenNestedModal() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RainbowRoute.orange))
        try #require(demo.app.visibleCoordinator === demo.rainbow)

        #expect(demo.fromVisible(GreenRoute.darkestGreen))

        demo.expectGreenModalUp()
        #expect(demo.greenModal.router.state.stack.isEmpty)
        #expect(demo.greenModal.router.state.presented == .darkestGreen)
        #expect(demo.greenModal.router.state.modalDetentConfiguration == .default)
        #expect(demo.greenModal.presentedModal === demo.darkest)
        #expect(demo.darkest.parentCoordinator === demo.greenModal && demo.darkest.presentationContext == .modal)
        #expect(demo.darkest.router.state == NavigationState(root: .darkestGreen))
        #expect(demo.app.visibleCoordinator === demo.darkest)
        demo.expectRedClean()
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B19 DeepBlueRoute.level3NestedModal from Yellow: DeepBlue pushed, Level3Modal and NestedModal presented")
    func b19DeepBlueNestedModal() throws {
        let demo = try Demo()
        demo.tabs.switchToTab(3)
        demo.recorder.reset()

        #expect(demo.app.navigate(to: DeepBlueRoute.level3NestedModal))

        #expect(demo.tabs.router.state.selectedTab == 2)
        #expect(demo.blue.router.state == NavigationState(root: .blue))
        #expect(demo.blue.pushedChildren.count == 1 && demo.blue.pushedChildren.first === demo.deepBlue)
        #expect(demo.deepBlue.presentationContext == .pushed && demo.deepBlue.parentCoordinator === demo.blue)
        #expect(demo.deepBlue.router.state.stack.isEmpty, "the demo defines no DeepBlue path for level3NestedModal")
        #expect(demo.deepBlue.router.state.presented == .level3Modal)
        #expect(demo.deepBlue.presentedModal === demo.level3)
        #expect(demo.level3.parentCoordinator === demo.deepBlue && demo.level3.presentationContext == .modal)
        #expect(demo.level3.router.state.stack.isEmpty)
        #expect(demo.level3.router.state.presented == .level3NestedModal)
        #expect(demo.level3.presentedModal === demo.nested)
        #expect(demo.nested.parentCoordinator === demo.level3 && demo.nested.presentationContext == .modal)
        #expect(demo.nested.router.state == NavigationState(root: .level3NestedModal))
        #expect(demo.nested.pushedChildren.isEmpty)
        #expect(demo.ocean.router.state == NavigationState(root: .surface) && demo.ocean.parentCoordinator === demo.nested)
        #expect(demo.app.visibleCoordinator === demo.nested)
        #expect(
            demo.steps == [
                "selectTab MainTabCoordinator BlueCoordinator",
                "pushChild BlueCoordinator DeepBlueCoordinator",
                "presentModal DeepBlueCoordinator Level3ModalCoordinator DeepBlueRoute.level3Modal",
                "presentModal Level3ModalCoordinator NestedModalCoordinator DeepBlueRoute.level3NestedModal",
            ])
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B19 by URL from inside RedModal: the nested modal chain is presented in Blue, Red is clean")
    func b19ByURLFromRedModal() throws {
        let demo = try Demo()
        try #require(demo.red.navigate(to: RedRoute.darkRed))

        #expect(try DemoDeepLinks.open("flowatlas-demo://deepblue/level3NestedModal", in: demo.app))

        #expect(demo.tabs.router.state.selectedTab == 2)
        #expect(demo.deepBlue.router.state.presented == .level3Modal)
        #expect(demo.level3.router.state.presented == .level3NestedModal)
        #expect(demo.app.visibleCoordinator === demo.nested)
        demo.expectRedClean()
        #expect(demo.recorder.errors.isEmpty)
    }

    // MARK: Defect 5

    @Test("Defect 5: OceanRoute.abyss works again after DeepBlue dismisses its modal chain; nothing is orphaned")
    func defect5AfterDismissModal() throws {
        let demo = try Demo()
        #expect(demo.app.navigate(to: OceanRoute.abyss))
        demo.expectAbyss()
        let first = demo.app.captureTree()

        demo.deepBlue.dismissModal()

        #expect(demo.deepBlue.router.state.stack == [.level2, .level3])
        #expect(demo.deepBlue.presentedModal == nil && demo.deepBlue.router.state.presented == nil)
        #expect(demo.level3.parentCoordinator == nil && demo.level3.presentedModal == nil)
        #expect(demo.nested.parentCoordinator == nil && demo.nested.pushedChildren.isEmpty)
        #expect(demo.ocean.parentCoordinator === demo.nested, "Ocean stays owned by NestedModal")
        #expect(demo.ocean.router.state == NavigationState(root: .surface), "reset for the next presentation")
        #expect(demo.deepBlue.modalCoordinators.first === demo.level3 && demo.level3.modalCoordinators.first === demo.nested)
        #expect(demo.app.visibleCoordinator === demo.deepBlue)

        #expect(demo.fromVisible(OceanRoute.abyss))
        demo.expectAbyss()
        #expect(demo.app.captureTree() == first)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("Defect 5: OceanRoute.abyss works again after the user backs out screen by screen")
    func defect5AfterBackingOut() throws {
        let demo = try Demo()
        #expect(demo.app.navigate(to: OceanRoute.abyss))
        let first = demo.app.captureTree()

        var pops = 0
        while demo.app.visibleCoordinator !== demo.blue && pops < 20 {
            demo.app.visibleCoordinator.pop()
            pops += 1
        }

        // Ocean 3 screens + unpush, NestedModal, Level3Modal, DeepBlue 2 screens + unpush.
        #expect(pops == 9)
        #expect(demo.blue.pushedChildren.isEmpty && demo.blue.router.state == NavigationState(root: .blue))
        #expect(demo.deepBlue.router.state == NavigationState(root: .level1) && demo.deepBlue.parentCoordinator === demo.blue)
        #expect(demo.ocean.parentCoordinator === demo.nested && demo.ocean.router.state == NavigationState(root: .surface))

        #expect(demo.fromVisible(OceanRoute.abyss))
        demo.expectAbyss()
        #expect(demo.app.captureTree() == first)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("Defect 5: OceanRoute.abyss works again after Blue is reset with transitionToNewFlow")
    func defect5AfterReset() throws {
        let demo = try Demo()
        #expect(demo.app.navigate(to: OceanRoute.abyss))
        let first = demo.app.captureTree()

        demo.blue.transitionToNewFlow(root: .blue)

        #expect(demo.blue.router.state == NavigationState(root: .blue) && demo.blue.pushedChildren.isEmpty)
        #expect(demo.blue.children.count == 1 && demo.deepBlue.parentCoordinator === demo.blue)
        #expect(demo.deepBlue.router.state == NavigationState(root: .level1) && demo.deepBlue.presentedModal == nil)
        #expect(demo.level3.parentCoordinator == nil && demo.nested.parentCoordinator == nil)
        #expect(demo.ocean.parentCoordinator === demo.nested)

        #expect(demo.app.navigate(to: OceanRoute.abyss))
        demo.expectAbyss()
        #expect(demo.app.captureTree() == first)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("Defect 5: OceanRoute.abyss works again after leaving the Blue tab dismissed its modals")
    func defect5AfterLeavingTab() throws {
        let demo = try Demo()
        #expect(demo.app.navigate(to: OceanRoute.abyss))
        let first = demo.app.captureTree()

        demo.tabs.switchToTab(0)

        #expect(demo.deepBlue.router.state.stack == [.level2, .level3] && demo.deepBlue.presentedModal == nil)
        #expect(demo.blue.pushedChildren.first === demo.deepBlue)
        #expect(demo.ocean.parentCoordinator === demo.nested)

        #expect(demo.app.navigate(to: OceanRoute.abyss))
        demo.expectAbyss()
        #expect(demo.app.captureTree() == first)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("Defect 5: GreenRoute.darkestGreen works again after Green dismisses its modal chain")
    func defect5GreenNestedModal() throws {
        let demo = try Demo()
        #expect(demo.app.navigate(to: GreenRoute.darkestGreen))
        let first = demo.app.captureTree()

        demo.green.dismissModal()

        #expect(demo.green.router.state == NavigationState(root: .green) && demo.green.presentedModal == nil)
        #expect(demo.greenModal.parentCoordinator == nil && demo.greenModal.presentedModal == nil)
        #expect(demo.greenModal.router.state == NavigationState(root: .darkGreen))
        #expect(demo.darkest.parentCoordinator == nil)
        #expect(demo.green.modalCoordinators.count == 2 && demo.greenModal.modalCoordinators.first === demo.darkest)

        #expect(demo.fromVisible(GreenRoute.darkestGreen))
        #expect(demo.app.captureTree() == first)
        #expect(demo.greenModal.router.state.presented == .darkestGreen)
        #expect(demo.app.visibleCoordinator === demo.darkest)
        #expect(demo.recorder.errors.isEmpty)
    }
}

private extension DemoTabs {
    /// Red, Rainbow and Red's modals at rest.
    func expectRedClean(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(red.router.state == NavigationState(root: .red), sourceLocation: sourceLocation)
        #expect(red.pushedChildren.isEmpty && red.presentedModal == nil, sourceLocation: sourceLocation)
        #expect(rainbow.router.state == NavigationState(root: .red), sourceLocation: sourceLocation)
        #expect(rainbow.parentCoordinator === red, "Rainbow stays owned", sourceLocation: sourceLocation)
    }

    /// Green at its root presenting GreenModal (darkGreen, default detents).
    func expectGreenModalUp(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(tabs.router.state.selectedTab == 1, sourceLocation: sourceLocation)
        #expect(green.router.state.stack.isEmpty, sourceLocation: sourceLocation)
        #expect(green.router.state.presented == .darkGreen, sourceLocation: sourceLocation)
        #expect(green.router.state.modalDetentConfiguration == .default, sourceLocation: sourceLocation)
        #expect(green.presentedModal === greenModal, sourceLocation: sourceLocation)
        #expect(
            greenModal.parentCoordinator === green && greenModal.presentationContext == .modal,
            sourceLocation: sourceLocation)
    }

    /// The documented result of `OceanRoute.abyss`.
    func expectAbyss(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(tabs.router.state.selectedTab == 2, sourceLocation: sourceLocation)
        #expect(blue.router.state == NavigationState(root: .blue), sourceLocation: sourceLocation)
        #expect(blue.pushedChildren.count == 1 && blue.pushedChildren.first === deepBlue, sourceLocation: sourceLocation)
        #expect(deepBlue.router.state.stack == [.level2, .level3], sourceLocation: sourceLocation)
        #expect(deepBlue.router.state.presented == .level3Modal, sourceLocation: sourceLocation)
        #expect(deepBlue.presentedModal === level3 && level3.parentCoordinator === deepBlue, sourceLocation: sourceLocation)
        #expect(level3.router.state.stack.isEmpty, sourceLocation: sourceLocation)
        #expect(level3.router.state.presented == .level3NestedModal, sourceLocation: sourceLocation)
        #expect(level3.presentedModal === nested && nested.parentCoordinator === level3, sourceLocation: sourceLocation)
        #expect(nested.pushedChildren.count == 1 && nested.pushedChildren.first === ocean, sourceLocation: sourceLocation)
        #expect(ocean.parentCoordinator === nested && ocean.presentationContext == .pushed, sourceLocation: sourceLocation)
        #expect(ocean.router.state.stack == [.shallow, .deep, .abyss], sourceLocation: sourceLocation)
        #expect(app.visibleCoordinator === ocean, sourceLocation: sourceLocation)
    }
}
