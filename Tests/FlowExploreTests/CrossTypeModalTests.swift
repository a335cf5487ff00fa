import FlowCore
import FlowDiagrams
import FlowExplore
import FlowScenarios
import FlowText
import Testing

/// Issue 24, point 2: a modal of another route type, registered with
/// `addModalCoordinator(_:for:)` and mapped from the presenter's routes, so a sheet enum need not
/// be a case of the push enum.
@Suite("Modals of another route type")
struct CrossTypeModalTests {
    /// The push destinations a tab's stack shows, and the sheet it asks for.
    enum Destination: Route, Codable, Hashable {
        case home, status(id: Int), account(id: Int), replying(to: Int)
        var identifier: String {
            switch self {
            case .home: "home"
            case let .status(id): "status(id: \(id))"
            case let .account(id): "account(id: \(id))"
            case let .replying(id): "replying(to: \(id))"
            }
        }
    }

    /// The sheets, an enum of their own.
    enum Sheet: Route, Codable, Hashable {
        case compose, reply(id: Int)
        var identifier: String {
            switch self {
            case .compose: "compose"
            case let .reply(id): "reply(id: \(id))"
            }
        }
    }

    final class Sheets: Coordinator<Sheet> {
        init() { super.init(router: Router(initial: .compose)) }
        override func canHandle(_ route: Sheet) -> Bool { true }
    }

    final class Timeline: Coordinator<Destination> {
        let sheets = Sheets()
        init() {
            super.init(router: Router(initial: .home))
            addModalCoordinator(sheets) { route in
                if case let .replying(id) = route { return .reply(id: id) }
                return nil
            }
        }
        override func canHandle(_ route: Destination) -> Bool { true }
        override func navigationType(for route: Destination) -> NavigationType {
            if case .replying = route { return .modal }
            return .push
        }
    }

    struct App: AtlasApp, ExplorableApp {
        var name: String { "cross" }
        func makeRoot() -> any AnyCoordinator { Timeline() }
        var routeSamples: [AnyRoute] {
            [Destination.status(id: 1), Destination.account(id: 2), Destination.replying(to: 1), Sheet.compose, Sheet.reply(id: 5)].map(AnyRoute.init)
        }
    }

    @Test("a route of the presenter's type presents the modal showing the mapped route; navigating to it again pops the sheet back (smart back)")
    func mappedRoute() throws {
        let app = Timeline()
        app.navigate(to: Destination.status(id: 1))
        let trace = app.trace(to: Destination.replying(to: 1), dryRun: true)
        #expect(trace.resolution.decisions.contains { $0.reason.hasSuffix("presents Sheets showing Sheet.reply(id: 1)") }, "\(trace.resolution.decisions)")
        #expect(app.navigate(to: Destination.replying(to: 1)))
        #expect(app.router.state.presented == .replying(to: 1))
        #expect(app.presentedModal === app.sheets)
        #expect(app.sheets.router.state.root == .reply(id: 1))
        #expect(app.router.state.stack == [.status(id: 1)])
        // Inside the sheet, compose pushes; the presenter's route again pops the sheet back to its root.
        app.sheets.navigate(to: Sheet.compose)
        #expect(app.sheets.router.state.stack == [.compose])
        #expect(app.navigate(to: Destination.replying(to: 1)))
        #expect(app.sheets.router.state.stack.isEmpty)
        // A route the sheet cannot take dismisses it, and the presenter takes it (B17).
        #expect(app.sheets.navigate(to: Destination.account(id: 2)))
        #expect(app.presentedModal == nil)
        #expect(app.router.state.stack == [.status(id: 1), .account(id: 2)])
        // A mapping that gives nil for a .modal route leaves it unconfigured (B15).
        #expect(app.router.state.presented == nil)
    }

    @Test("a route of the modal's own type, from anywhere, presents it showing that route; the presenter's typed presented route is nil")
    func ownRoute() throws {
        let app = Timeline()
        app.navigate(to: Destination.status(id: 1))
        #expect(app.navigate(to: Sheet.reply(id: 7)))
        #expect(app.presentedModal === app.sheets)
        #expect(app.sheets.router.state.root == .reply(id: 7))
        #expect(app.sheets.router.state.stack.isEmpty)
        #expect(app.router.state.presented == nil)
        let tree = app.captureTree()
        #expect(tree.nodes[0].presented == RouteValue(Sheet.reply(id: 7)))
        #expect(tree.nodes[0].currentRoute == RouteValue(Sheet.reply(id: 7)))
        let snapshot = TreeSnapshot.render(tree)
        #expect(snapshot.contains("Sheet.reply(id: 7)"), "\(snapshot)")
        // The picture draws the sheet as a modal of the presenter.
        let picture = HierarchyGraph.build(tree)
        #expect(picture.nodes.contains { $0.label.first == "Sheets" }, "\(picture.nodes.map(\.label))")
    }

    @Test("save and restore: a mapped presentation round-trips; one of the modal's own type is saved with presentedType")
    func saveRestore() throws {
        for own in [false, true] {
            let app = Timeline()
            app.navigate(to: Destination.status(id: 1))
            if own { app.navigate(to: Sheet.reply(id: 7)) } else { app.navigate(to: Destination.replying(to: 3)) }
            let saved = try app.saveNavigation()
            #expect((saved.root.presentedType != nil) == own)
            let json = String(decoding: saved.json(), as: UTF8.self)
            #expect(json.contains("presentedType") == own, "\(json)")
            let fresh = Timeline()
            try fresh.restoreNavigation(from: saved.json())
            #expect(fresh.captureTree() == app.captureTree())
            #expect(fresh.presentedModal === fresh.sheets)
            // A file naming another presented type is refused, and nothing changes.
            var wrong = saved
            wrong.root.presentedType = "Elsewhere"
            let untouched = Timeline()
            let before = untouched.captureTree()
            #expect(throws: NavigationRestoreError.self) { try untouched.restoreNavigation(wrong) }
            #expect(untouched.captureTree() == before)
        }
    }

    @Test("the explorer walks both kinds of presentation with every invariant holding")
    func explored() {
        let exploration = Explorer(app: App(), maxStates: 400, maxDepth: 3).explore()
        #expect(exploration.violations.isEmpty, "\(exploration.violations)")
        #expect(exploration.states.contains { $0.tree.nodes[0].presented == RouteValue(Destination.replying(to: 1)) })
        #expect(exploration.states.contains { $0.tree.nodes[0].presented == RouteValue(Sheet.compose) })
    }

    enum Shell: String, Route, Codable { case tabs }
    enum Other: String, Route, Codable { case other }

    final class OtherTab: Coordinator<Other> {
        init() { super.init(router: Router(initial: .other)) }
        override func canHandle(_ route: Other) -> Bool { true }
    }

    final class Tabs: TabCoordinator<Shell> {
        let timeline = Timeline()
        init() {
            super.init(router: Router(initial: .tabs))
            addChild(OtherTab())
            addChild(timeline)
        }
    }

    @Test("a deep link from the tab bar to a route of the sheet's type selects the tab that registered it and presents it")
    func deepLinkAcrossTabs() {
        let app = Tabs()
        #expect(app.navigate(to: Sheet.reply(id: 9)))
        #expect(app.router.state.selectedTab == 1)
        #expect(app.timeline.presentedModal === app.timeline.sheets)
        #expect(app.timeline.sheets.router.state.root == .reply(id: 9))
        #expect(app.visibleCoordinator === app.timeline.sheets)
        // And by the presenter's own route, from the other tab.
        let other = Tabs()
        #expect(other.children[0].navigate(to: Destination.replying(to: 4)))
        #expect(other.router.state.selectedTab == 1)
        #expect(other.timeline.sheets.router.state.root == .reply(id: 4))
    }
}
