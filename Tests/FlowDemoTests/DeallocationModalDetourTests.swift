import FlowCore
import FlowDemo
import Testing

/// Dismissed modals and detours: unregistered ones are released, registered ones are reset
/// (B16), detour chains are torn down with their parent links cleared (B22).
@Suite("Deallocation: modals and detours")
struct DeallocationModalDetourTests {
    typealias S = DemoDeepLinkSupport

    fileprivate final class WeakRef {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
        var isReleased: Bool { object == nil }
    }

    // MARK: Unregistered modals

    /// Every way an unregistered modal can go away.
    enum Dismissal: String, CaseIterable, Sendable {
        case dismissModalOnPresenter, popAtItsRoot, navigateAwayFromIt, navigateFromTopToAnotherTab
        case switchToTab, presentAnotherModal, registeredModalRoute, navigateToPresenterRoot, flowChange
    }

    /// Presents an unregistered PurpleInfo sheet on Purple; returns a weak reference to it.
    private static func presentUnregisteredSheet(in app: AppCoordinator) throws -> WeakRef {
        let purple = try S.purple(app)
        let sheet = PurpleInfoCoordinator()
        purple.presentModal(sheet, presenting: .info, detentConfiguration: .init(detents: [.fullscreen]))
        #expect(purple.presentedModal === sheet)
        #expect(purple.router.state.presented == .info)
        #expect(purple.router.state.modalDetentConfiguration?.shouldUseFullScreenCover == true)
        #expect(sheet.parentCoordinator === purple && sheet.presentationContext == .modal)
        #expect(!purple.modalCoordinators.contains { $0 === sheet }, "presenting does not register it")
        #expect(app.visibleCoordinator === sheet)
        return WeakRef(sheet)
    }

    @Test("B16 an unregistered modal presented with presentModal is released when it goes away", arguments: Dismissal.allCases)
    func unregisteredModalReleased(_ dismissal: Dismissal) throws {
        let (app, recorder) = try S.make(S.freshTabs)
        #expect(app.navigate(to: PurpleRoute.lightPurple))
        let sheet = try Self.presentUnregisteredSheet(in: app)
        #expect(!sheet.isReleased, "the presenter holds it while presented")
        let purple = try S.purple(app)
        let other = WeakRef(nil)
        switch dismissal {
        case .dismissModalOnPresenter: purple.dismissModal()
        case .popAtItsRoot: app.visibleCoordinator.pop()
        case .navigateAwayFromIt: #expect(app.visibleCoordinator.navigate(to: RedRoute.lightRed))
        case .navigateFromTopToAnotherTab: #expect(app.navigate(to: GreenRoute.lightGreen))
        case .switchToTab: try S.tabs(app).switchToTab(1)
        case .presentAnotherModal:
            let next = PurpleModalCoordinator()
            other.object = next
            purple.presentModal(next, presenting: .darkPurple)
        case .registeredModalRoute: #expect(app.visibleCoordinator.navigate(to: PurpleRoute.darkPurple))
        case .navigateToPresenterRoot: #expect(app.navigate(to: PurpleRoute.purple))
        case .flowChange: #expect(app.visibleCoordinator.navigate(to: AppRoute.login))
        }
        #expect(sheet.isReleased, "\(dismissal.rawValue) released the sheet")
        #expect(recorder.errors.isEmpty, "\(recorder.errors)")
        guard dismissal != .flowChange else { return }
        #expect(purple.router.state.presented != .info, "the sheet's route is no longer presented")
        switch dismissal {
        case .presentAnotherModal:
            #expect(!other.isReleased && purple.presentedModal === other.object)
        case .registeredModalRoute:
            #expect(purple.presentedModal === purple.modalCoordinators.first { $0 is PurpleModalCoordinator })
        case .popAtItsRoot, .dismissModalOnPresenter:
            #expect(purple.router.state.stack == [.lightPurple], "the presenter's stack is kept")
        default: break
        }
    }

    // MARK: Registered modals are reset

    @Test("B16 a dismissed registered modal stays alive (registered) and is reset; re-presenting starts at its root")
    func registeredModalReset() throws {
        let (app, _) = try S.make(S.freshTabsFromTop)
        #expect(app.navigate(to: GreenRoute.evenDarkerGreen))
        #expect(app.navigate(to: GreenRoute.darkestGreen))
        let green = try S.green(app)
        let modal = try #require(green.presentedModal as? GreenModalCoordinator)
        let darkest = try #require(modal.presentedModal as? GreenDarkestModalCoordinator)
        #expect(modal.router.state.stack == [.evenDarkerGreen] && modal.router.state.presented == .darkestGreen)
        green.dismissModal()
        #expect(green.presentedModal == nil && green.router.state.presented == nil)
        #expect(green.router.state.modalDetentConfiguration == nil)
        #expect(modal.parentCoordinator == nil && darkest.parentCoordinator == nil)
        #expect(modal.router.state == NavigationState(root: .darkGreen), "reset to its root, empty stack")
        #expect(modal.presentedModal == nil)
        #expect(green.modalCoordinators.first === modal, "still registered")
        #expect(app.navigate(to: GreenRoute.darkGreen))
        #expect(green.presentedModal === modal)
        #expect(modal.router.state == NavigationState(root: .darkGreen), "re-presented at its root with an empty stack")
        #expect(app.navigate(to: GreenRoute.evenDarkerGreen))
        #expect(modal.router.state.stack == [.evenDarkerGreen])
    }

    @Test("B16 leaving the tab resets its registered modal too (the tab's own stack is kept)")
    func registeredModalResetOnTabSwitch() throws {
        let (app, _) = try S.make(S.freshTabsFromTop)
        #expect(app.navigate(to: GreenRoute.lightGreen))
        #expect(app.navigate(to: GreenRoute.evenDarkerGreen))
        let modal = try #require(try S.green(app).presentedModal as? GreenModalCoordinator)
        try S.tabs(app).switchToTab(3)
        #expect(modal.parentCoordinator == nil && modal.router.state == NavigationState(root: .darkGreen))
        #expect(try S.green(app).router.state.stack == [.lightGreen])
    }

    @Test("B16 B39 the nested modals of abyss are reset when dismissed: re-presenting Level3Modal shows its root only")
    func nestedModalsReset() throws {
        let (app, _) = try S.make(S.insideOcean)
        let deepBlue = try S.deepBlue(app)
        let level3 = try #require(deepBlue.presentedModal as? Level3ModalCoordinator)
        let nested = try #require(level3.presentedModal as? NestedModalCoordinator)
        let ocean = try #require(nested.children.first as? OceanCoordinator)
        deepBlue.dismissModal()
        #expect(deepBlue.router.state.stack == [.level2, .level3], "the presenter's stack is kept")
        #expect(level3.parentCoordinator == nil && nested.parentCoordinator == nil)
        #expect(level3.router.state == NavigationState(root: .level3Modal) && level3.presentedModal == nil)
        #expect(nested.pushedChildren.isEmpty, "Ocean is unpushed")
        #expect(ocean.router.state == NavigationState(root: .surface), "Ocean is popped to its root")
        #expect(ocean.parentCoordinator === nested, "Ocean stays owned by NestedModal")
        #expect(app.navigate(to: DeepBlueRoute.level3Modal))
        #expect(deepBlue.presentedModal === level3)
        #expect(level3.router.state == NavigationState(root: .level3Modal) && level3.presentedModal == nil)
    }

    // MARK: Detour chains

    /// Opens two nested Yellow detours; returns weak references (outer, inner) and keeps no strong one.
    private static func openTwoDetours(in app: AppCoordinator) throws -> (outer: WeakRef, inner: WeakRef) {
        #expect(try DemoApp.open(S.detourURL, in: app, from: .visible))
        #expect(try DemoApp.open(S.detourURL, in: app, from: .visible))
        let outer = try #require(try S.tabs(app).presentedDetour as? YellowCoordinator)
        let inner = try #require(outer.presentedDetour as? YellowCoordinator)
        let tabs = try S.tabs(app)
        #expect(inner.parentCoordinator === outer && outer.parentCoordinator === tabs)
        return (WeakRef(outer), WeakRef(inner))
    }

    @Test("B22 dismissing on the host releases both nested detours", arguments: [S.freshTabs, S.blueRoot, S.busyInsidePurpleInfo])
    func hostDismissalReleasesChain(start: S.Start) throws {
        let (app, _) = try S.make(start)
        let before = app.captureTree()
        let (outer, inner) = try Self.openTwoDetours(in: app)
        try S.tabs(app).dismissDetour()
        #expect(outer.isReleased && inner.isReleased)
        #expect(app.captureTree() == before)
    }

    @Test("B22 dismissing on the host clears every parent link and detour of the chain")
    func hostDismissalClearsLinks() throws {
        let (app, _) = try S.make(S.insideNestedDetour)
        let tabs = try S.tabs(app)
        var outer: YellowCoordinator? = try #require(tabs.presentedDetour as? YellowCoordinator)
        var inner: YellowCoordinator? = try #require(outer?.presentedDetour as? YellowCoordinator)
        #expect(inner?.navigate(to: YellowRoute.darkYellow) == true)
        let innerModal = WeakRef(inner?.presentedModal)
        #expect(!innerModal.isReleased)
        tabs.dismissDetour()
        #expect(tabs.presentedDetour == nil && tabs.router.state.detour == nil)
        #expect(outer?.parentCoordinator == nil && inner?.parentCoordinator == nil)
        #expect(outer?.presentedDetour == nil && outer?.router.state.detour == nil)
        #expect(inner?.presentedModal == nil && inner?.router.state.presented == nil, "the inner detour's modal is dismissed")
        #expect(!innerModal.isReleased, "a registered modal lives as long as its registrar")
        let weakOuter = WeakRef(outer)
        let weakInner = WeakRef(inner)
        outer = nil
        inner = nil
        #expect(weakOuter.isReleased && weakInner.isReleased && innerModal.isReleased, "nothing else holds them")
    }

    @Test("B22 pop() at the inner detour's root releases only it; then pop() at the outer's root releases the outer")
    func popReleasesOneAtATime() throws {
        let (app, _) = try S.make(S.freshTabs)
        let (outer, inner) = try Self.openTwoDetours(in: app)
        app.visibleCoordinator.pop()
        #expect(inner.isReleased && !outer.isReleased)
        #expect((outer.object as? YellowCoordinator)?.presentedDetour == nil)
        app.visibleCoordinator.pop()
        #expect(outer.isReleased)
        #expect(try S.tabs(app).presentedDetour == nil)
    }

    @Test("B23 a route the detours cannot take releases the whole chain, with the modals inside them")
    func navigationAwayReleasesChain() throws {
        let (app, recorder) = try S.make(S.freshTabs)
        let (outer, inner) = try Self.openTwoDetours(in: app)
        let sheet: WeakRef
        do {
            let outerDetour = try #require(outer.object as? YellowCoordinator)
            let unregistered = YellowInfoCoordinator()
            sheet = WeakRef(unregistered)
            outerDetour.presentModal(unregistered, presenting: .info)
        }
        #expect(app.visibleCoordinator.navigate(to: BlueRoute.darkBlue))
        #expect(outer.isReleased && inner.isReleased && sheet.isReleased)
        #expect(try S.blue(app).presentedModal is BlueModalCoordinator)
        #expect(recorder.errors.isEmpty)
    }

    @Test("a detour presented inside a tab is released when that tab is left")
    func detourInsideTabReleasedOnTabSwitch() throws {
        let (app, _) = try S.make(S.blueRoot)
        let detour: WeakRef
        do {
            let yellow = YellowCoordinator(root: .lightYellow)
            detour = WeakRef(yellow)
            try S.blue(app).presentDetour(yellow, presenting: YellowRoute.lightYellow)
        }
        #expect(!detour.isReleased && app.visibleCoordinator === detour.object)
        try S.tabs(app).switchToTab(0)
        #expect(detour.isReleased)
        let blue = try S.blue(app)
        #expect(blue.presentedDetour == nil && blue.router.state.detour == nil)
    }
}
