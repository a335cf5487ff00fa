import FlowCore
import FlowDemo
import Testing

/// B12, B13: flow changes release every coordinator of the old flow (weak references become nil).
@Suite("Deallocation: flow changes")
struct DeallocationFlowTests {
    typealias S = DemoDeepLinkSupport

    /// A weakly held coordinator with its type name.
    fileprivate struct Weak {
        let name: String
        weak var object: AnyObject?
    }

    /// Weak references to every coordinator reachable from the app's current flow: owned
    /// children, registered modals, presented modals (registered or not) and presented detours.
    /// Built in a function of its own so the caller keeps no strong reference.
    fileprivate static func everyCoordinator(of app: AppCoordinator) -> [Weak] {
        var seen: Set<ObjectIdentifier> = []
        var found: [Weak] = []
        var pending: [any AnyCoordinator] = app.children
        while let node = pending.popLast() {
            guard seen.insert(ObjectIdentifier(node)).inserted else { continue }
            found.append(Weak(name: String(describing: type(of: node)), object: node))
            pending += (node as? any DeallocationFlowWalkable)?.deallocationFlowNeighbours ?? []
        }
        return found
    }

    private static func survivors(_ refs: [Weak]) -> [String] { refs.filter { $0.object != nil }.map(\.name) }

    /// Brings the tab flow to its busiest: Blue at abyss (two modals deep), every other tab
    /// with a stack, two nested Yellow detours, the inner one presenting its YellowModal and
    /// the outer one an unregistered YellowInfo sheet.
    private static func makeBusy(_ app: AppCoordinator) throws {
        for url in S.busySetup.dropFirst().dropLast() { #expect(try DemoApp.open(url, in: app, from: .top), "\(url)") }
        #expect(app.navigate(to: OceanRoute.abyss))
        #expect(try DemoApp.open(S.detourURL, in: app, from: .visible))
        let outer = try #require(try S.tabs(app).presentedDetour as? YellowCoordinator)
        #expect(try DemoApp.open(S.detourURL, in: app, from: .visible))
        #expect(app.visibleCoordinator.navigate(to: YellowRoute.darkYellow))
        outer.presentModal(YellowInfoCoordinator(), presenting: .info)
        #expect(outer.presentedModal is YellowInfoCoordinator)
    }

    @Test("B12 login -> tab flow -> login -> tab flow: every coordinator of each old flow deallocates")
    func loginTabsLoginTabs() throws {
        let app = DemoApp.make()
        let recorder = NavigationRecorder()
        app.addObserver(recorder)
        let login1 = Self.everyCoordinator(of: app)
        #expect(login1.map(\.name) == ["LoginCoordinator"])

        #expect(app.visibleCoordinator.navigate(to: AppRoute.tabRoot))
        #expect(Self.survivors(login1).isEmpty, "the first login flow deallocates")
        let freshTabs1 = Self.everyCoordinator(of: app)
        // MainTab, 5 tabs, Rainbow, RainbowDetail, DeepBlue, Ocean, and 14 registered modals.
        #expect(freshTabs1.count == 24, "\(freshTabs1.map(\.name).sorted())")
        try Self.makeBusy(app)
        let tabs1 = Self.everyCoordinator(of: app)
        #expect(tabs1.count == 24 + 4 + 3, "tabs, two detours with their modals, one unregistered sheet")

        #expect(app.visibleCoordinator.navigate(to: AppRoute.login), "from the inner detour's YellowModal")
        #expect(Self.survivors(tabs1).isEmpty, "survivors of the first tab flow: \(Self.survivors(tabs1))")
        let login2 = Self.everyCoordinator(of: app)
        #expect(login2.map(\.name) == ["LoginCoordinator"])

        #expect(app.visibleCoordinator.navigate(to: AppRoute.tabRoot))
        #expect(Self.survivors(login2).isEmpty, "the second login flow deallocates")
        let tabs2 = Self.everyCoordinator(of: app)
        #expect(tabs2.count == 24)
        #expect(tabs2.allSatisfy { $0.object != nil })
        #expect(try S.tabs(app).router.state == NavigationState(root: .tabRoot), "a fresh tab flow")

        #expect(app.navigate(to: AppRoute.login))
        #expect(Self.survivors(tabs2).isEmpty, "survivors of the second tab flow: \(Self.survivors(tabs2))")
        #expect(recorder.events.filter { $0.kind == .changeFlow }.count == 4)
        #expect(recorder.errors.isEmpty)
    }

    @Test("B12 repeated flow changes keep nothing alive: ten round trips, one live flow at a time")
    func manyRoundTrips() throws {
        let app = DemoApp.make()
        var all: [Weak] = Self.everyCoordinator(of: app)
        for round in 1...10 {
            #expect(app.navigate(to: AppRoute.tabRoot), "round \(round)")
            #expect(app.navigate(to: OceanRoute.abyss), "round \(round)")
            #expect(app.navigate(to: GreenRoute.evenDarkerGreen), "round \(round)")
            all += Self.everyCoordinator(of: app)
            #expect(app.visibleCoordinator.navigate(to: AppRoute.login), "round \(round)")
            all += Self.everyCoordinator(of: app)
            #expect(Self.survivors(all).count == 1, "only the current login flow is alive after round \(round)")
        }
    }

    @Test("B13 a flow change from an unregistered modal deep in the tree releases it with the rest")
    func flowChangeFromUnregisteredModal() throws {
        let (app, _) = try S.make(S.insideOcean)
        do {
            let ocean = try #require(app.visibleCoordinator as? OceanCoordinator)
            #expect(ocean.navigate(to: OceanRoute.surface))
        }
        let flow = Self.everyCoordinator(of: app)
        try Self.presentUnregisteredSheetOnBlue(app)
        let sheet = Self.everyCoordinator(of: app).filter { entry in !flow.contains { $0.object === entry.object } }
        #expect(sheet.map(\.name) == ["BlueInfoCoordinator"])
        #expect(app.visibleCoordinator.navigate(to: AppRoute.login))
        #expect(Self.survivors(flow + sheet).isEmpty, "survivors: \(Self.survivors(flow + sheet))")
    }

    private static func presentUnregisteredSheetOnBlue(_ app: AppCoordinator) throws {
        let blue = try S.blue(app)
        blue.presentModal(BlueInfoCoordinator(), presenting: .info, detentConfiguration: .init(detents: [.medium]))
        #expect(blue.router.state.presented == .info)
        #expect(blue.pushedChildren.count == 1, "DeepBlue stays pushed under the sheet")
    }

    @Test("B12 transitionToFlow called directly releases the old flow and resets the orchestrator's root")
    func transitionToFlowDirectly() throws {
        let (app, recorder) = try S.make(S.busyFromTop)
        let old = Self.everyCoordinator(of: app)
        app.transitionToFlow(LoginCoordinator(), root: .login)
        #expect(Self.survivors(old).isEmpty, "survivors: \(Self.survivors(old))")
        #expect(app.router.state == NavigationState(root: .login))
        #expect(app.captureTree() == DemoApp.make().captureTree())
        #expect(recorder.errors.isEmpty)
        #expect(recorder.events.last?.kind == .resetRoot)
    }

    @Test("a failed navigation in the tab flow keeps every coordinator alive and in place")
    func failedNavigationReleasesNothing() throws {
        let (app, _) = try S.make(S.busy)
        let before = Self.everyCoordinator(of: app)
        #expect(app.visibleCoordinator.navigate(to: UnhandledRoute.invalidRoute) == false)
        #expect(before.allSatisfy { $0.object != nil })
        #expect(Self.everyCoordinator(of: app).count == before.count)
    }
}

/// Walks a coordinator's neighbours whatever its route type (`AnyCoordinator` exposes no children).
private protocol DeallocationFlowWalkable: AnyObject {
    var deallocationFlowNeighbours: [any AnyCoordinator] { get }
}

extension Coordinator: DeallocationFlowWalkable {
    fileprivate var deallocationFlowNeighbours: [any AnyCoordinator] {
        children + modalCoordinators.map { $0 as any AnyCoordinator } + [presentedModal, presentedDetour].compactMap { $0 }
    }
}
