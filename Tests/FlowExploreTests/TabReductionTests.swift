import FlowAtlasTestSupport
import FlowCore
import FlowDemoScenarios
import FlowExplore
import FlowScenarios
import FlowSocialApp
import Testing

/// Issue 24, point 7 (c): partial-order reduction across a tab coordinator's independent tabs.
@Suite("Tab reduction")
struct TabReductionTests {
    static let social = SocialScenarioApp()

    static func explore(
        _ app: any AtlasApp, reduced: Bool, maxStates: Int = .max, depth: Int = .max, details: Bool = false, workers: Int = 2
    ) -> Exploration {
        var explorer = Explorer(app: app, maxStates: maxStates, maxDepth: depth)
        explorer.recordsDetails = details
        explorer.workers = workers
        explorer.reduction = reduced ? .tabs : nil
        return explorer.explore()
    }

    /// Every state the full exploration of `app` finds within `depth` actions, and whether the
    /// reduced exploration within the same depth represents each.
    static func unrepresented(_ app: any AtlasApp, depth: Int) -> (full: Int, missing: [[ExplorationAction]]) {
        let full = explore(app, reduced: false, depth: depth, details: true)
        let reduced = explore(app, reduced: true, depth: depth)
        #expect(full.fixpoint || !full.truncated)
        return (full.stateCount, full.states.filter { reduced.represents($0.tree) != true }.map(\.path))
    }

    @Test("without the reduction, the five tabs multiply: no fixpoint within 2000 states, and every depth grows")
    func unreducedHasNoFixpoint() {
        let exploration = Self.explore(Self.social, reduced: false, maxStates: 2000)
        #expect(!exploration.fixpoint)
        #expect(exploration.truncated)
        #expect(exploration.reduction == nil)
        let depths = exploration.statesPerDepth.dropLast()
        #expect(zip(depths, depths.dropFirst()).allSatisfy { $0 < $1 }, "\(exploration.statesPerDepth)")
    }

    @Test("with the reduction, the five tabs reach their fixpoint: 556 states explored stand for 20,971,520 (×37,718.6)")
    func reducedReachesFixpoint() throws {
        let exploration = Self.explore(Self.social, reduced: true)
        #expect(exploration.fixpoint)
        #expect(exploration.violations.isEmpty, "\(exploration.violations.map(\.violation))")
        let reduction = try #require(exploration.reduction)
        #expect(reduction.explored == 556)
        #expect(exploration.stateCount == 556)
        // Profile (32 stacks: followers only first) with its sheet selected, or left (no sheet), and
        // each other tab 16 stacks (32 with its sheet when selected), under each of five selections.
        #expect(reduction.represented == 5 * (32 * 2) * 16 * 16 * 16 * 16)
        #expect(reduction.represented == 20_971_520)
        #expect(reduction.factor == 37718.6)
        #expect(reduction.groups == [["Timeline"], ["Explore"], ["Notifications"], ["Profile"], ["Messages"]])
        #expect(reduction.couplings.isEmpty)
        #expect(reduction.restarts == 0 && reduction.unchecked == 0 && reduction.pendingCouplings == 0)
        #expect(reduction.representedTransitions > 0)
    }

    @Test("soundness: every state the full exploration finds within 5 actions is represented by the reduced exploration within 5")
    func reducedRepresentsFullSpace() {
        let (count, missing) = Self.unrepresented(Self.social, depth: 5)
        #expect(count > 2000, "the full space within depth 4 is large enough to mean something: \(count)")
        #expect(missing.isEmpty, "\(missing.prefix(5).map { $0.map(\.description) })")
    }

    @Test("soundness on the demo: every state within 3 actions is represented, the tabs appearing after signing in")
    func demoIsRepresented() throws {
        let (count, missing) = Self.unrepresented(DemoScenarioApp(), depth: 3)
        #expect(count == 761)
        #expect(missing.isEmpty, "\(missing.prefix(5).map { $0.map(\.description) })")
        let reduction = try #require(Self.explore(DemoScenarioApp(), reduced: true, depth: 3).reduction)
        #expect(reduction.container == "MainTabCoordinator")
        #expect(reduction.couplings.isEmpty)
        #expect(reduction.explored < count)
    }

    @Test("at the fixpoint the explored states stand for exactly the reachable space: two tabs, 1024 states from 94")
    func representedIsTheReachableSpace() throws {
        let app = SocialScenarioApp(tabs: [.timeline, .explore])
        let full = Self.explore(app, reduced: false, details: true)
        let reduced = Self.explore(app, reduced: true)
        #expect(full.fixpoint && reduced.fixpoint)
        let reduction = try #require(reduced.reduction)
        // Per selection: the selected tab's 16 stacks with and without its sheet, times the other's 16.
        #expect(full.stateCount == 2 * 32 * 16)
        #expect(reduction.represented == full.stateCount)
        #expect(reduction.explored == 94)
        #expect(full.states.allSatisfy { reduced.represents($0.tree) == true })
    }

    @Test(
        "a cross-tab link only some screens offer couples its tabs: Profile and Messages are explored together, and every state within 6 actions is represented"
    )
    func couplingMergesTabs() throws {
        let app = SocialScenarioApp(tabs: [.timeline, .profile, .messages], crossTabLinks: true)
        let exploration = Self.explore(app, reduced: true, depth: 4)
        let reduction = try #require(exploration.reduction)
        #expect(reduction.groups == [["Timeline"], ["Profile", "Messages"]])
        #expect(reduction.restarts == 1)
        let coupling = try #require(reduction.couplings.first)
        #expect(reduction.couplings.count == 1)
        #expect(coupling.kind == .crossTabChange)
        #expect(coupling.tabs == ["Profile", "Messages"])
        #expect(
            coupling.description
                == "tap SocialRoute.conversation after start → tab 1 → tap SocialRoute.followers changes another tab as only the state it starts from allows: Profile, Messages explored together"
        )
        // Within 6 actions: Messages away, then Profile's followers and the conversation (5 actions)
        // is where exploring the two tabs apart would miss states.
        let (count, missing) = Self.unrepresented(app, depth: 6)
        #expect(count > 1000, "\(count)")
        #expect(missing.isEmpty, "\(missing.prefix(5).map { $0.map(\.description) })")
    }

    @Test("a link offered on every screen of a tab is no coupling, though it changes another tab")
    func linkFromEveryScreenIsNoCoupling() throws {
        // Deep links to `SocialTab` routes and `social://status` are offered in every state.
        let reduction = try #require(Self.explore(Self.social, reduced: true, depth: 3).reduction)
        #expect(reduction.couplings.isEmpty)
    }

    @Test("signing out from deep inside a tab couples nothing: the state it reaches holds no tabs to combine")
    func signOutCouplesNothing() throws {
        let app = SignedInApp()
        let reduction = try #require(Self.explore(app, reduced: true, depth: 7).reduction)
        #expect(reduction.couplings.isEmpty, "\(reduction.couplings)")
        #expect(reduction.groups == [["Timeline"], ["Profile"]])
        let (count, missing) = Self.unrepresented(app, depth: 7)
        #expect(count > 800, "\(count)")
        #expect(missing.isEmpty, "\(missing.prefix(5).map { $0.map(\.description) })")
    }

    @Test("invariants are checked on every explored transition: a bug in a tab away from rest is found, with a path that replays")
    func invariantsAreChecked() throws {
        let app = BrokenDetourApp()
        let exploration = Self.explore(app, reduced: true, details: true)
        #expect(exploration.fixpoint)
        let finding = try #require(exploration.violations.first)
        #expect(finding.violation.rule == .failedNavigationChangedTree)
        #expect(finding.path.map(\.description) == ["tab 4", "tap SocialRoute.account", "detour broken"])
        // The path is real: replayed on a fresh app, its last action changes the tree and fails.
        let root = app.makeRoot()
        for action in finding.path.dropLast() { _ = ActionPerformer.perform(action.action, app: app, root: root, recorder: NavigationRecorder()) }
        let before = root.captureTree()
        #expect(!app.presentDetour(named: "broken", root: root))
        #expect(root.captureTree() != before)
    }

    @Test("the states the reduction explores are real: each shortest path, replayed on a fresh app, gives its tree")
    func exploredStatesAreReal() {
        let exploration = Self.explore(Self.social, reduced: true, details: true)
        for state in exploration.states where state.id % 7 == 0 {
            #expect(state.rebuild(Self.social).captureTree() == state.tree, "state \(state.id) via \(state.path)")
        }
    }

    @Test("one thread or two: the same states, the same report with its reduction lines")
    func deterministic() {
        let routes = Self.social.declaredRoutes
        let reports = [1, 2].map { workers in
            ExplorationReport(full: Self.explore(Self.social, reduced: true, workers: workers), inAppOnly: nil, declaredRoutes: routes)
        }
        #expect(reports[0] == reports[1])
        #expect(reports[0].text == reports[1].text)
        #expect(
            reports[0].text.contains(
                """
                fixpoint: reached (every state found was expanded)
                reduction: tabs of SocialTabsCoordinator (5 tabs): each group explored apart, the other tabs at rest: [Timeline] [Explore] [Notifications] [Profile] [Messages]
                reduction: the 556 states explored stand for 20971520 (×37718.6): under each state of the shell, every combination of the groups' explored states
                reduction: 1880 transitions reached such combinations: checked, not expanded; restarts: 0; unchecked (beyond the bounds): 0
                routes covered: 15 of 16 declared
                """))
        #expect(reports[0].text.hasSuffix("## tab couplings (tabs explored together)\n(none)\n"))
        #expect(reports[0].json.contains("\"factor\" : 37718.6"))
    }

    @Test("an app with no tab coordinator is not reduced, and the report says why")
    func refusedWithoutTabs() {
        let exploration = Self.explore(GateApp(), reduced: true, depth: 3)
        #expect(exploration.reduction == nil)
        #expect(exploration.reductionRefusal == "no tab coordinator with two or more tabs within 3 actions of the start")
        let report = ExplorationReport(full: exploration, inAppOnly: nil, declaredRoutes: GateApp().declaredRoutes)
        #expect(
            report.text.contains("reduction: refused: no tab coordinator with two or more tabs within 3 actions of the start; the exploration is not reduced\n")
        )
        #expect(!report.text.contains("## tab couplings"))
    }

    @Test("without a reduction the report has no reduction line or field")
    func unreducedReportUnchanged() {
        let report = ExplorationReport(
            full: Self.explore(Self.social, reduced: false, depth: 1), inAppOnly: nil, declaredRoutes: Self.social.declaredRoutes)
        #expect(!report.text.contains("reduction"))
        #expect(!report.json.contains("reduction"))
    }
}

/// The social app with a bug in one tab: the detour "broken", asked on the Messages tab's
/// account screen, pushes a thread and reports failure (a failed navigation that changed the tree).
struct BrokenDetourApp: AtlasApp, DeepLinkingApp, DetourPresentingApp, ExplorableApp {
    let social = SocialScenarioApp()
    var name: String { "social-broken" }
    func makeRoot() -> any AnyCoordinator { social.makeRoot() }
    func route(forURL url: String) -> AnyRoute? { social.route(forURL: url) }
    func url(for route: AnyRoute) -> String? { social.url(for: route) }
    func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? { social.inAppRoutes(on: screen) }
    var detourNames: [String] { ["broken"] }

    func presentDetour(named name: String, root: any AnyCoordinator) -> Bool {
        let visible = root.visibleCoordinator
        if visible.captureTree().root.displayName == "Messages", visible.stackRoutes.last == AnyRoute(SocialRoute.account) {
            visible.navigate(to: SocialRoute.thread)
        }
        return false
    }
}

/// A gate that swaps a welcome screen and the social app's tabs (Timeline, Profile); signing out
/// is offered only on Profile's followers screen, signing in on the welcome screen.
struct SignedInApp: AtlasApp, DeepLinkingApp, ExplorableApp {
    enum Gate: String, Route, CaseIterable { case welcome, tabs }
    enum Welcome: String, Route, CaseIterable { case welcome }

    final class GateCoordinator: FlowOrchestrator<Gate> {
        init() {
            super.init(router: Router(initial: .welcome))
            addChild(WelcomeCoordinator())
        }
        override func canHandleFlowChange(to route: any Route) -> Bool { route is Gate }
        override func handleFlowChange(to route: any Route) -> Bool {
            switch route {
            case Gate.welcome: transitionToFlow(WelcomeCoordinator(), root: .welcome)
            case Gate.tabs: transitionToFlow(SocialTabsCoordinator(tabs: [.timeline, .profile]), root: .tabs)
            default: return false
            }
            return true
        }
    }

    final class WelcomeCoordinator: Coordinator<Welcome> {
        init() { super.init(router: Router(initial: .welcome)) }
    }

    let social = SocialScenarioApp(tabs: [.timeline, .profile])
    var name: String { "signed-in" }
    func makeRoot() -> any AnyCoordinator { GateCoordinator() }
    func route(forURL url: String) -> AnyRoute? { url == "signed://tabs" ? AnyRoute(Gate.tabs) : nil }
    func url(for route: AnyRoute) -> String? { route == AnyRoute(Gate.tabs) ? "signed://tabs" : nil }

    func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? {
        if screen == AnyRoute(Welcome.welcome) { return [AnyRoute(Gate.tabs)] }
        let offered = social.inAppRoutes(on: screen)
        return screen == AnyRoute(SocialRoute.followers) ? (offered ?? []) + [AnyRoute(Gate.welcome)] : offered
    }
}
