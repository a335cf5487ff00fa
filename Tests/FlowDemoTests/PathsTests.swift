import FlowCore
import FlowDemo
import Testing

/// Deep-link paths (B35, B36, B38, B39) on the demo's Rainbow, DeepBlue and Ocean paths,
/// plus a small fixture for the shapes the demo does not have.
@Suite("Paths (B35, B36, B38, B39)")
struct PathsTests {
    typealias Demo = DemoTabs

    enum StepRoute: String, Route { case start, step1, step2, final, extra }

    /// Pushes every `StepRoute`; its paths are given per destination.
    final class Stepper: Coordinator<StepRoute> {
        let paths: [StepRoute: [any Route]]
        init(paths: [StepRoute: [any Route]]) {
            self.paths = paths
            super.init(router: Router(initial: .start))
        }
        override func canHandle(_ route: StepRoute) -> Bool { true }
        override func navigationPath(for route: any Route) -> [any Route]? { (route as? StepRoute).flatMap { paths[$0] } }
    }

    // MARK: B35

    @Test("B35 empty stack: the path [step1, step2, final] is built; with a non-empty stack only final is pushed")
    func b35FixturePath() {
        let stepper = Stepper(paths: [.final: [StepRoute.step1, StepRoute.step2, StepRoute.final]])
        #expect(stepper.navigate(to: StepRoute.final))
        #expect(stepper.router.state.stack == [.step1, .step2, .final])

        stepper.popToRoot()
        #expect(stepper.navigate(to: StepRoute.extra))
        #expect(stepper.navigate(to: StepRoute.final))
        #expect(stepper.router.state.stack == [.extra, .final])
    }

    @Test("B35 Rainbow: RainbowRoute.yellow on an empty stack builds [orange, yellow]; blue next pushes only blue")
    func b35RainbowPath() throws {
        let demo = try Demo()

        #expect(demo.red.navigate(to: RainbowRoute.yellow))
        #expect(demo.rainbow.router.state.stack == [.orange, .yellow])
        #expect(
            demo.steps == [
                "pushChild RedCoordinator RainbowCoordinator",
                "push RainbowCoordinator RainbowRoute.orange",
                "push RainbowCoordinator RainbowRoute.yellow",
            ])
        demo.recorder.reset()

        #expect(demo.red.navigate(to: RainbowRoute.blue))
        #expect(demo.rainbow.router.state.stack == [.orange, .yellow, .blue], "not [orange, yellow, green, blue]")
        #expect(demo.steps == ["push RainbowCoordinator RainbowRoute.blue"])
        #expect(demo.red.pushedChildren.count == 1 && demo.red.router.state.stack.isEmpty)
        #expect(demo.recorder.errors.isEmpty)
    }

    // MARK: B36

    @Test("B36 the root inside a path is skipped and a destination inside it is not pushed twice (RainbowRoute.green)")
    func b36RainbowRootSkipped() throws {
        let demo = try Demo()

        #expect(demo.red.navigate(to: RainbowRoute.green))

        #expect(demo.rainbow.router.state.root == .red)
        #expect(demo.rainbow.router.state.stack == [.orange, .yellow, .green], "path [red, orange, yellow, green]")
        #expect(demo.recorder.events.filter { $0.kind == .push }.count == 3)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test(
        "B36 fixture paths: without the destination it is pushed after; only the root; root plus destination",
        arguments: [
            ([StepRoute.step1, .step2], [StepRoute.step1, .step2, .final]),
            ([StepRoute.start], [StepRoute.final]),
            ([StepRoute.start, .final], [StepRoute.final]),
            ([StepRoute.start, .step1, .final], [StepRoute.step1, .final]),
        ])
    func b36FixturePaths(path: [StepRoute], expected: [StepRoute]) {
        let stepper = Stepper(paths: [.final: path])
        #expect(stepper.navigate(to: StepRoute.final))
        #expect(stepper.router.state.stack == expected)
        #expect(stepper.router.state.root == .start)
    }

    @Test("B36 a path without a modal destination is followed by presenting it (DeepBlueRoute.level3Modal)")
    func b36ModalDestinationAfterPath() throws {
        let demo = try Demo()
        demo.tabs.switchToTab(2)
        demo.recorder.reset()

        #expect(demo.blue.navigate(to: DeepBlueRoute.level3Modal))

        #expect(demo.blue.router.state.stack.isEmpty)
        #expect(demo.blue.pushedChildren.count == 1 && demo.blue.pushedChildren.first === demo.deepBlue)
        #expect(demo.deepBlue.router.state.stack == [.level2, .level3])
        #expect(demo.deepBlue.router.state.presented == .level3Modal)
        #expect(demo.deepBlue.router.state.currentRoute == .level3Modal)
        #expect(demo.deepBlue.router.state.modalDetentConfiguration == .default)
        #expect(demo.deepBlue.presentedModal === demo.level3)
        #expect(demo.level3.parentCoordinator === demo.deepBlue && demo.level3.presentationContext == .modal)
        #expect(demo.level3.router.state == NavigationState(root: .level3Modal))
        #expect(
            demo.steps == [
                "pushChild BlueCoordinator DeepBlueCoordinator",
                "push DeepBlueCoordinator DeepBlueRoute.level2",
                "push DeepBlueCoordinator DeepBlueRoute.level3",
                "presentModal DeepBlueCoordinator Level3ModalCoordinator DeepBlueRoute.level3Modal",
            ])
        #expect(demo.recorder.errors.isEmpty)
    }

    // MARK: B38

    @Test("B38 Rainbow's path for RainbowDetailRoute.detail is built before RainbowDetail is pushed (from Blue)")
    func b38PathBeforeChildPush() throws {
        let demo = try Demo()
        demo.tabs.switchToTab(2)
        demo.recorder.reset()

        #expect(demo.fromVisible(RainbowDetailRoute.detail))

        #expect(demo.tabs.router.state.selectedTab == 0)
        #expect(demo.red.router.state.stack.isEmpty)
        #expect(demo.red.pushedChildren.first === demo.rainbow && demo.red.pushedChildren.count == 1)
        #expect(demo.rainbow.router.state.stack == [.orange, .yellow, .green, .blue, .purple])
        #expect(demo.rainbow.pushedChildren.first === demo.detail && demo.rainbow.pushedChildren.count == 1)
        #expect(demo.detail.router.state == NavigationState(root: .detail))
        #expect(demo.app.visibleCoordinator === demo.detail)
        #expect(
            demo.steps == [
                "selectTab MainTabCoordinator RedCoordinator",
                "pushChild RedCoordinator RainbowCoordinator",
                "push RainbowCoordinator RainbowRoute.orange",
                "push RainbowCoordinator RainbowRoute.yellow",
                "push RainbowCoordinator RainbowRoute.green",
                "push RainbowCoordinator RainbowRoute.blue",
                "push RainbowCoordinator RainbowRoute.purple",
                "pushChild RainbowCoordinator RainbowDetailCoordinator",
            ])
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B38 DeepBlue's path for an OceanRoute is built before its modal is presented")
    func b38PathBeforeModalPresented() throws {
        let demo = try Demo()
        demo.tabs.switchToTab(2)
        demo.recorder.reset()

        #expect(demo.app.navigate(to: OceanRoute.shallow))

        let nested = try #require(demo.level3.presentedModal as? NestedModalCoordinator)
        let ocean = try #require(nested.children.first as? OceanCoordinator)
        #expect(demo.deepBlue.router.state.stack == [.level2, .level3])
        #expect(demo.deepBlue.router.state.presented == .level3Modal)
        #expect(demo.level3.router.state.presented == .level3NestedModal)
        #expect(nested.pushedChildren.first === ocean && ocean.router.state.stack == [.shallow])
        #expect(demo.app.visibleCoordinator === ocean)
        #expect(
            demo.steps == [
                "pushChild BlueCoordinator DeepBlueCoordinator",
                "push DeepBlueCoordinator DeepBlueRoute.level2",
                "push DeepBlueCoordinator DeepBlueRoute.level3",
                "presentModal DeepBlueCoordinator Level3ModalCoordinator DeepBlueRoute.level3Modal",
                "presentModal Level3ModalCoordinator NestedModalCoordinator DeepBlueRoute.level3NestedModal",
                "pushChild NestedModalCoordinator OceanCoordinator",
                "push OceanCoordinator OceanRoute.shallow",
            ])
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B38 with DeepBlue's stack already non-empty, its path is not built again before the modal")
    func b38NoPathOnNonEmptyStack() throws {
        let demo = try Demo()
        try #require(demo.app.navigate(to: DeepBlueRoute.level2))
        try #require(demo.deepBlue.router.state.stack == [.level2])
        demo.recorder.reset()

        #expect(demo.app.navigate(to: OceanRoute.surface))

        #expect(demo.deepBlue.router.state.stack == [.level2])
        #expect(demo.deepBlue.router.state.presented == .level3Modal)
        #expect(demo.level3.router.state.presented == .level3NestedModal)
        #expect(!demo.steps.contains { $0.hasPrefix("push DeepBlueCoordinator") })
        #expect(demo.recorder.errors.isEmpty)
    }

    // MARK: B39

    /// Where `OceanRoute.abyss` leads, and that Red was left clean.
    func expectAbyss(_ demo: Demo, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(demo.tabs.router.state.selectedTab == 2, sourceLocation: sourceLocation)
        #expect(demo.blue.pushedChildren.first === demo.deepBlue, sourceLocation: sourceLocation)
        #expect(demo.deepBlue.router.state.stack == [.level2, .level3], sourceLocation: sourceLocation)
        #expect(demo.deepBlue.router.state.presented == .level3Modal, sourceLocation: sourceLocation)
        #expect(demo.level3.router.state.presented == .level3NestedModal, sourceLocation: sourceLocation)
        let nested = try #require(demo.level3.presentedModal as? NestedModalCoordinator, sourceLocation: sourceLocation)
        let ocean = try #require(nested.pushedChildren.first as? OceanCoordinator, sourceLocation: sourceLocation)
        #expect(nested.pushedChildren.count == 1, sourceLocation: sourceLocation)
        #expect(
            ocean.router.state.stack == [.shallow, .deep, .abyss], "path includes abyss: pushed once",
            sourceLocation: sourceLocation)
        #expect(demo.app.visibleCoordinator === ocean, sourceLocation: sourceLocation)
        #expect(
            demo.red.router.state == NavigationState(root: .red) && demo.red.pushedChildren.isEmpty,
            sourceLocation: sourceLocation)
        #expect(demo.rainbow.router.state == NavigationState(root: .red), sourceLocation: sourceLocation)
    }

    @Test("B39 OceanRoute.abyss from Rainbow's purple screen, twice: the same state, the second changes nothing")
    func b39AbyssTwice() throws {
        let demo = try Demo()
        try #require(demo.app.navigate(to: RainbowRoute.purple))
        try #require(demo.app.visibleCoordinator === demo.rainbow)

        #expect(try DemoDeepLinks.open("flowatlas-demo://ocean/abyss", in: demo.app))
        try expectAbyss(demo)
        let first = demo.app.captureTree()
        demo.recorder.reset()

        #expect(try DemoDeepLinks.open("flowatlas-demo://ocean/abyss", in: demo.app))
        #expect(demo.app.captureTree() == first)
        #expect(demo.recorder.events.isEmpty)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B39 OceanRoute.abyss, dismiss everything, Rainbow's purple again, abyss again: the same state")
    func b39AbyssAfterDismissingEverything() throws {
        let demo = try Demo()
        try #require(demo.app.navigate(to: RainbowRoute.purple))
        #expect(demo.fromVisible(OceanRoute.abyss))
        try expectAbyss(demo)
        let first = demo.app.captureTree()

        demo.deepBlue.dismissModal()
        demo.blue.popToRoot()
        #expect(demo.blue.pushedChildren.isEmpty && demo.deepBlue.router.state == NavigationState(root: .level1))
        #expect(demo.level3.parentCoordinator == nil && demo.deepBlue.presentedModal == nil)
        demo.tabs.switchToTab(0)
        try #require(demo.app.navigate(to: RainbowRoute.purple))
        try #require(demo.app.visibleCoordinator === demo.rainbow)

        #expect(demo.fromVisible(OceanRoute.abyss))
        try expectAbyss(demo)
        #expect(demo.app.captureTree() == first)
        #expect(demo.recorder.errors.isEmpty)
    }

    @Test("B39 OceanRoute.abyss ten times with everything dismissed between: the same state every time")
    func b39AbyssRepeatedly() throws {
        let demo = try Demo()
        #expect(demo.app.navigate(to: OceanRoute.abyss))
        let first = demo.app.captureTree()
        for _ in 0..<10 {
            demo.blue.popToRoot()
            #expect(demo.blue.pushedChildren.isEmpty && demo.deepBlue.presentedModal == nil)
            #expect(demo.app.navigate(to: OceanRoute.abyss))
            #expect(demo.app.captureTree() == first)
        }
        #expect(demo.recorder.errors.isEmpty)
    }
}
