import FlowCore
import FlowDemo
import Testing

/// Helpers shared by the `DemoDeepLink*Tests` and `Deallocation*Tests` files: starting
/// states for the demo's deep links, lookups of the demo's coordinators, and checks.
///
/// Everything is namespaced here so other test files of the module cannot collide with it.
enum DemoDeepLinkSupport {
    /// The URL that presents a Yellow detour on the tab coordinator (a second one nests).
    static let detourURL = "flowatlas-demo://detour/yellow"

    /// The demo URL of `route`.
    static func url(_ route: any Route) -> String { DemoDeepLinks.url(for: route)! }

    // MARK: Starting states

    /// A named starting state: URLs opened from the top, then where the link under test is opened from.
    struct Start: Sendable, CustomTestStringConvertible, CustomStringConvertible {
        let name: String
        let setup: [String]
        let entry: DemoApp.Entry
        var testDescription: String { name }
        var description: String { name }

        /// The same setup, with the link under test opened from the top instead.
        var fromTop: Start { Start(name: name + ", from the top", setup: setup, entry: .top) }
    }

    static let login = Start(name: "fresh app at login", setup: [], entry: .visible)
    static let freshTabs = Start(name: "fresh tabs (from Red)", setup: [url(AppRoute.tabRoot)], entry: .visible)
    static let freshTabsFromTop = freshTabs.fromTop
    static let rainbowPurple = Start(
        name: "Rainbow's purple screen",
        setup: [url(AppRoute.tabRoot), url(RainbowRoute.purple)], entry: .visible)
    static let blueRoot = Start(name: "Blue", setup: [url(AppRoute.tabRoot), url(BlueRoute.blue)], entry: .visible)
    static let insideRedModal = Start(
        name: "inside RedModal",
        setup: [url(AppRoute.tabRoot), url(RedRoute.darkRed)], entry: .visible)
    static let insideBlueInfo = Start(
        name: "inside BlueInfo",
        setup: [url(AppRoute.tabRoot), url(BlueRoute.info)], entry: .visible)
    static let insideDetour = Start(
        name: "inside a Yellow detour over Blue's lightBlue",
        setup: [url(AppRoute.tabRoot), url(BlueRoute.lightBlue), detourURL], entry: .visible)
    static let insideNestedDetour = Start(
        name: "inside the second of two nested Yellow detours",
        setup: [url(AppRoute.tabRoot), url(BlueRoute.lightBlue), detourURL, detourURL],
        entry: .visible)
    static let insideOcean = Start(
        name: "inside Ocean at abyss (two modals deep in Blue)",
        setup: [url(AppRoute.tabRoot), url(OceanRoute.abyss)], entry: .visible)

    /// Every tab has something up: Red has Rainbow pushed at purple, Green `[lightGreen]`,
    /// Blue `[lightBlue]`, Yellow `[lightYellow]`, Purple (selected) `[lightPurple]` with its
    /// info cover presented, and a Yellow detour on the tab coordinator. Visible: the detour.
    static let busySetup = [
        url(AppRoute.tabRoot), url(RainbowRoute.purple), url(GreenRoute.lightGreen), url(BlueRoute.lightBlue),
        url(YellowRoute.lightYellow), url(PurpleRoute.lightPurple), url(PurpleRoute.info), detourURL,
    ]
    static let busy = Start(name: "busy (from the detour over Purple's info cover)", setup: busySetup, entry: .visible)
    static let busyFromTop = busy.fromTop
    /// `busy` without the detour: the visible coordinator is Purple's info cover.
    static let busyInsidePurpleInfo = Start(
        name: "busy, inside Purple's info cover",
        setup: Array(busySetup.dropLast()), entry: .visible)

    // MARK: Running links

    /// A fresh app brought to `start` (every setup URL must succeed), with a recorder attached afterwards.
    static func make(_ start: Start, sourceLocation: SourceLocation = #_sourceLocation) throws -> (AppCoordinator, NavigationRecorder) {
        let app = DemoApp.make()
        for url in start.setup {
            let opened = try DemoApp.open(url, in: app, from: .top)
            try #require(opened, "setup URL \(url) of '\(start.name)' failed", sourceLocation: sourceLocation)
        }
        let recorder = NavigationRecorder()
        app.addObserver(recorder)
        return (app, recorder)
    }

    /// Opens `url` from `start.entry`, checks the result with `check`, opens it again and
    /// checks that the second run also succeeds, changes nothing and still passes `check`.
    static func runTwice(
        _ url: String, from start: Start, sourceLocation: SourceLocation = #_sourceLocation,
        check: (AppCoordinator) throws -> Void
    ) throws {
        let (app, recorder) = try make(start, sourceLocation: sourceLocation)
        let first = try DemoApp.open(url, in: app, from: start.entry)
        #expect(first, "first \(url) from \(start.name)", sourceLocation: sourceLocation)
        #expect(recorder.errors.isEmpty, "errors: \(recorder.errors)", sourceLocation: sourceLocation)
        try check(app)
        let tree = app.captureTree()
        let second = try DemoApp.open(url, in: app, from: start.entry)
        #expect(second, "second \(url) from \(start.name)", sourceLocation: sourceLocation)
        #expect(
            app.captureTree() == tree, "second run changed the tree:\n\(app.captureTree().outline)",
            sourceLocation: sourceLocation)
        #expect(recorder.errors.isEmpty, "errors: \(recorder.errors)", sourceLocation: sourceLocation)
        try check(app)
    }

    // MARK: The demo's coordinators

    static func tabs(_ app: AppCoordinator) throws -> MainTabCoordinator {
        try #require(app.currentFlow as? MainTabCoordinator)
    }

    static func tab<T>(_ app: AppCoordinator, _ index: Int, as _: T.Type) throws -> T {
        let tabs = try tabs(app)
        try #require(tabs.children.count == 5)
        return try #require(tabs.children[index] as? T)
    }

    static func red(_ app: AppCoordinator) throws -> RedCoordinator { try tab(app, 0, as: RedCoordinator.self) }
    static func green(_ app: AppCoordinator) throws -> GreenCoordinator { try tab(app, 1, as: GreenCoordinator.self) }
    static func blue(_ app: AppCoordinator) throws -> BlueCoordinator { try tab(app, 2, as: BlueCoordinator.self) }
    static func yellow(_ app: AppCoordinator) throws -> YellowCoordinator { try tab(app, 3, as: YellowCoordinator.self) }
    static func purple(_ app: AppCoordinator) throws -> PurpleCoordinator { try tab(app, 4, as: PurpleCoordinator.self) }

    static func rainbow(_ app: AppCoordinator) throws -> RainbowCoordinator {
        try #require(try red(app).children.first as? RainbowCoordinator)
    }

    static func rainbowDetail(_ app: AppCoordinator) throws -> RainbowDetailCoordinator {
        try #require(try rainbow(app).children.first as? RainbowDetailCoordinator)
    }

    static func deepBlue(_ app: AppCoordinator) throws -> DeepBlueCoordinator {
        try #require(try blue(app).children.first as? DeepBlueCoordinator)
    }

    /// Whether `list` holds exactly `expected`, by identity and in order.
    static func same(_ list: [any AnyCoordinator], _ expected: [AnyObject]) -> Bool {
        list.count == expected.count && zip(list, expected).allSatisfy { $0 === $1 }
    }

    // MARK: Checks

    /// Red at its root with nothing pushed or presented, and Rainbow and RainbowDetail at their roots.
    static func expectRedClean(_ app: AppCoordinator, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let red = try red(app)
        let rainbow = try rainbow(app)
        #expect(red.router.state == NavigationState(root: .red), sourceLocation: sourceLocation)
        #expect(red.pushedChildren.isEmpty, sourceLocation: sourceLocation)
        #expect(red.presentedModal == nil && red.presentedDetour == nil, sourceLocation: sourceLocation)
        #expect(rainbow.router.state == NavigationState(root: .red), sourceLocation: sourceLocation)
        #expect(rainbow.pushedChildren.isEmpty, sourceLocation: sourceLocation)
        #expect(rainbow.parentCoordinator === red, "Rainbow stays owned by Red", sourceLocation: sourceLocation)
        #expect(try rainbowDetail(app).router.state == NavigationState(root: .detail), sourceLocation: sourceLocation)
    }

    /// The tabs of `busy` other than `except` keep their stacks, with every presentation
    /// inside them dismissed, and the detour on the tab coordinator is gone.
    static func expectBusyTabsKept(
        _ app: AppCoordinator, except: Set<Int>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let tabs = try tabs(app)
        #expect(tabs.presentedDetour == nil, "the busy detour is dismissed", sourceLocation: sourceLocation)
        #expect(tabs.router.state.detour == nil, sourceLocation: sourceLocation)
        if !except.contains(0) {
            let red = try red(app)
            let rainbow = try rainbow(app)
            #expect(red.router.state.stack.isEmpty, sourceLocation: sourceLocation)
            #expect(same(red.pushedChildren, [rainbow]), "Rainbow stays pushed on Red", sourceLocation: sourceLocation)
            #expect(rainbow.router.state.stack == [.orange, .yellow, .green, .blue, .purple], sourceLocation: sourceLocation)
            #expect(rainbow.pushedChildren.isEmpty, sourceLocation: sourceLocation)
            #expect(red.presentedModal == nil, sourceLocation: sourceLocation)
        }
        func summary<R: Route>(_ c: Coordinator<R>) -> (stack: [String], presents: Bool) {
            (c.router.state.stack.map(\.identifier), c.presentedModal != nil || c.presentedDetour != nil)
        }
        let kept = [1: summary(try green(app)), 2: summary(try blue(app)), 3: summary(try yellow(app)), 4: summary(try purple(app))]
        let expected = [1: ["lightGreen"], 2: ["lightBlue"], 3: ["lightYellow"], 4: ["lightPurple"]]
        for index in 1...4 where !except.contains(index) {
            #expect(kept[index]?.stack == expected[index], "tab \(index) keeps its stack", sourceLocation: sourceLocation)
            #expect(kept[index]?.presents == false, "tab \(index) presents nothing", sourceLocation: sourceLocation)
        }
        if !except.contains(2) { #expect(try blue(app).pushedChildren.isEmpty, sourceLocation: sourceLocation) }
    }
}
