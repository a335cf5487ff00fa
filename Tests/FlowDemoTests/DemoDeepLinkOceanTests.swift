import FlowCore
import FlowDemo
import Testing

/// `OceanRoute.abyss` (demo-app.md): selects Blue, pushes DeepBlue with [level2, level3],
/// presents Level3Modal, then NestedModal, pushes Ocean with [shallow, deep, abyss].
@Suite("Demo deep link: OceanRoute.abyss")
struct DemoDeepLinkOceanTests {
    typealias S = DemoDeepLinkSupport
    private static let abyss = S.url(OceanRoute.abyss)

    /// The documented result of `abyss`, with Blue's own stack as it was before.
    private static func expectAbyss(
        _ app: AppCoordinator, blueStack: [BlueRoute] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let tabs = try S.tabs(app)
        #expect(tabs.router.state.selectedTab == 2, "Blue is selected", sourceLocation: sourceLocation)
        #expect(tabs.presentedModal == nil && tabs.presentedDetour == nil, sourceLocation: sourceLocation)
        let blue = try S.blue(app)
        let deepBlue = try S.deepBlue(app)
        #expect(blue.router.state.stack == blueStack, sourceLocation: sourceLocation)
        #expect(blue.router.state.presented == nil && blue.presentedModal == nil, sourceLocation: sourceLocation)
        #expect(S.same(blue.pushedChildren, [deepBlue]), "DeepBlue pushed on Blue", sourceLocation: sourceLocation)
        #expect(deepBlue.presentationContext == .pushed, sourceLocation: sourceLocation)
        #expect(deepBlue.parentCoordinator === blue, sourceLocation: sourceLocation)
        #expect(deepBlue.router.state.stack == [.level2, .level3], sourceLocation: sourceLocation)
        #expect(deepBlue.router.state.presented == .level3Modal, sourceLocation: sourceLocation)
        #expect(deepBlue.router.state.modalDetentConfiguration == .default, sourceLocation: sourceLocation)
        let level3 = try #require(deepBlue.presentedModal as? Level3ModalCoordinator, sourceLocation: sourceLocation)
        #expect(deepBlue.modalCoordinators.first === level3, "the registered one is presented", sourceLocation: sourceLocation)
        #expect(level3.parentCoordinator === deepBlue && level3.presentationContext == .modal, sourceLocation: sourceLocation)
        #expect(level3.router.state.stack.isEmpty, sourceLocation: sourceLocation)
        #expect(level3.router.state.presented == .level3NestedModal, sourceLocation: sourceLocation)
        let nested = try #require(level3.presentedModal as? NestedModalCoordinator, sourceLocation: sourceLocation)
        #expect(nested.parentCoordinator === level3 && nested.presentationContext == .modal, sourceLocation: sourceLocation)
        #expect(nested.router.state == NavigationState(root: .level3NestedModal), sourceLocation: sourceLocation)
        let ocean = try #require(nested.children.first as? OceanCoordinator, sourceLocation: sourceLocation)
        #expect(S.same(nested.pushedChildren, [ocean]), "Ocean pushed in NestedModal", sourceLocation: sourceLocation)
        #expect(ocean.presentationContext == .pushed && ocean.parentCoordinator === nested, sourceLocation: sourceLocation)
        #expect(ocean.router.state.stack == [.shallow, .deep, .abyss], sourceLocation: sourceLocation)
        #expect(ocean.router.state.currentRoute == .abyss, sourceLocation: sourceLocation)
        #expect(ocean.presentedModal == nil && ocean.presentedDetour == nil, sourceLocation: sourceLocation)
        #expect(app.visibleCoordinator === ocean, "Ocean's abyss is on screen", sourceLocation: sourceLocation)
    }

    /// Green, Yellow and Purple untouched at their roots.
    private static func expectOtherTabsFresh(_ app: AppCoordinator, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try S.green(app).router.state == NavigationState(root: .green), sourceLocation: sourceLocation)
        #expect(try S.yellow(app).router.state == NavigationState(root: .yellow), sourceLocation: sourceLocation)
        #expect(try S.purple(app).router.state == NavigationState(root: .purple), sourceLocation: sourceLocation)
    }

    @Test("B39 documented start: from Rainbow's purple screen, twice; Red is left clean")
    func fromRainbowPurple() throws {
        try S.runTwice(Self.abyss, from: S.rainbowPurple) { app in
            try Self.expectAbyss(app)
            try S.expectRedClean(app)
            try Self.expectOtherTabsFresh(app)
        }
    }

    @Test(
        "B39 from the tab flow's fresh start, from Red and from the top, twice",
        arguments: [S.freshTabs, S.freshTabsFromTop])
    func fromFreshTabs(start: S.Start) throws {
        try S.runTwice(Self.abyss, from: start) { app in
            try Self.expectAbyss(app)
            try S.expectRedClean(app)
            try Self.expectOtherTabsFresh(app)
        }
    }

    @Test(
        "B27 B39 from a busy state (detour, cover, stacks in every tab): other tabs keep their stacks",
        arguments: [S.busy, S.busyFromTop, S.busyInsidePurpleInfo])
    func fromBusy(start: S.Start) throws {
        try S.runTwice(Self.abyss, from: start) { app in
            try Self.expectAbyss(app, blueStack: [.lightBlue])
            // Started inside Purple's cover, bubbling cleans Purple (spec rule 5); otherwise it keeps its stack.
            let exceptPurple: Set<Int> = start.name == S.busyInsidePurpleInfo.name ? [2, 4] : [2]
            try S.expectBusyTabsKept(app, except: exceptPurple)
            if exceptPurple.contains(4) {
                let purple = try S.purple(app)
                #expect(purple.router.state == NavigationState(root: .purple))
                #expect(purple.presentedModal == nil)
            }
        }
    }

    @Test("B26 from inside RedModal: the modal is dismissed and Red left clean")
    func fromInsideRedModal() throws {
        try S.runTwice(Self.abyss, from: S.insideRedModal) { app in
            try Self.expectAbyss(app)
            try S.expectRedClean(app)
            #expect(try S.red(app).modalCoordinators.allSatisfy { $0.parentCoordinator == nil })
        }
    }

    @Test("from inside BlueInfo (a modal of the target tab): the info sheet gives way")
    func fromInsideBlueInfo() throws {
        try S.runTwice(Self.abyss, from: S.insideBlueInfo) { app in
            try Self.expectAbyss(app)
            let info = try #require(try S.blue(app).modalCoordinators.first { $0 is BlueInfoCoordinator })
            #expect(info.parentCoordinator == nil)
            try S.expectRedClean(app)
        }
    }

    @Test(
        "B23 from inside a Yellow detour, and from inside nested detours: the detours are dismissed",
        arguments: [S.insideDetour, S.insideDetour.fromTop, S.insideNestedDetour])
    func fromInsideDetour(start: S.Start) throws {
        try S.runTwice(Self.abyss, from: start) { app in
            try Self.expectAbyss(app, blueStack: [.lightBlue])
            #expect(try S.tabs(app).router.state.detour == nil)
            try S.expectRedClean(app)
        }
    }

    @Test("from Ocean itself at abyss: already shown, nothing changes")
    func fromOceanAtAbyss() throws {
        try S.runTwice(Self.abyss, from: S.insideOcean) { app in try Self.expectAbyss(app) }
    }

    @Test("from the login flow: abyss is not reachable there and fails without changes (B41)")
    func fromLogin() throws {
        let (app, recorder) = try S.make(S.login)
        let before = app.captureTree()
        #expect(try DemoApp.open(Self.abyss, in: app, from: .visible) == false)
        #expect(app.captureTree() == before)
        #expect(recorder.errors.map(\.kind) == [.navigationFailed])
    }

    @Test("B39 abyss, pop everything with the back button, abyss again: the same tree")
    func abyssPopEverythingAbyssAgain() throws {
        let (app, recorder) = try S.make(S.rainbowPurple)
        #expect(try DemoApp.open(Self.abyss, in: app, from: .visible))
        let first = app.captureTree()
        var pops = 0
        var tree = first
        repeat {
            tree = app.captureTree()
            app.visibleCoordinator.pop()
            pops += 1
        } while app.captureTree() != tree && pops < 50
        // Ocean 3 pops + unpush, NestedModal, Level3Modal, DeepBlue 2 pops + unpush; the 10th changes nothing.
        #expect(pops == 10)
        let blue = try S.blue(app)
        #expect(blue.pushedChildren.isEmpty && blue.presentedModal == nil)
        #expect(app.visibleCoordinator === blue)
        let deepBlue = try S.deepBlue(app)
        #expect(deepBlue.router.state == NavigationState(root: .level1))
        #expect(deepBlue.presentedModal == nil)
        for run in 1...2 {
            #expect(try DemoApp.open(Self.abyss, in: app, from: .visible), "run \(run)")
            #expect(app.captureTree() == first, "run \(run):\n\(app.captureTree().outline)")
        }
        #expect(recorder.errors.isEmpty)
    }

    @Test("B39 abyss, dismiss everything from the top (Blue's root), abyss again: the same tree, three times")
    func abyssDismissAbyssRepeatedly() throws {
        let (app, recorder) = try S.make(S.freshTabsFromTop)
        #expect(app.navigate(to: OceanRoute.abyss))
        let first = app.captureTree()
        for round in 1...3 {
            #expect(app.navigate(to: BlueRoute.blue), "round \(round)")
            let blue = try S.blue(app)
            #expect(blue.pushedChildren.isEmpty && blue.router.state.stack.isEmpty)
            let deepBlue = try S.deepBlue(app)
            #expect(deepBlue.router.state == NavigationState(root: .level1), "DeepBlue is cleaned when unpushed")
            #expect(deepBlue.presentedModal == nil)
            #expect(app.navigate(to: OceanRoute.abyss), "round \(round)")
            #expect(app.captureTree() == first, "round \(round)")
        }
        #expect(recorder.errors.isEmpty)
    }

    @Test("abyss from a DeepBlue that already has [level2]: the path is not rebuilt, only Ocean's route is pushed (B35)")
    func abyssFromNonEmptyDeepBlue() throws {
        let (app, _) = try S.make(S.freshTabsFromTop)
        #expect(app.navigate(to: DeepBlueRoute.level2))
        #expect(app.navigate(to: OceanRoute.abyss))
        let deepBlue = try S.deepBlue(app)
        #expect(deepBlue.router.state.stack == [.level2], "DeepBlue's path is only built on an empty stack")
        let level3 = try #require(deepBlue.presentedModal as? Level3ModalCoordinator)
        let nested = try #require(level3.presentedModal as? NestedModalCoordinator)
        let ocean = try #require(nested.children.first as? OceanCoordinator)
        #expect(ocean.router.state.stack == [.shallow, .deep, .abyss])
    }
}
