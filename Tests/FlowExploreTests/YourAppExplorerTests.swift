import FlowAtlasTestSupport
import FlowCore
import FlowExplore
import FlowScenarios
import Testing

@Suite("Explorer on a user's own app")
struct YourAppExplorerTests {
    @Test("explorer on the user's app: taps from inAppRoutes(on:) or inferred, and the report says which")
    func explorerTaps() {
        let inferred = ExplorationReport.explore(GateApp(), maxStates: 500, maxDepth: 3).report
        #expect(inferred.taps.hasPrefix("inferred"))
        let named = ExplorationReport.explore(TappingGateApp(), maxStates: 500, maxDepth: 3).report
        #expect(named.taps == "named by the app's inAppRoutes(on:) on every state")
        // Home's help row is a tap into another route type: only the app's hook knows it.
        #expect(inferred.onlyByDeepLink.contains("HelpRoute.faq"))
        #expect(!named.onlyByDeepLink.contains("HelpRoute.faq"))
    }

    @Test("--max-states is a bound on the work: exploration stops when it is reached")
    func stateBoundStopsExploration() {
        let (full, _) = ExplorationReport.explore(GateApp(), maxStates: 3, maxDepth: 10)
        #expect(full.states.count == 3)
        #expect(full.truncated)
        // Stopped at the first state it could not add: no state was expanded after it.
        let expandedFrom = Set(full.transitions.map(\.from))
        #expect(expandedFrom.count <= 3)
    }

    @Test("the explorer opens the app's own URLs from the root, reaching payloads no sample names")
    func explorerOpensURLs() {
        let (full, _) = ExplorationReport.explore(GateApp(), maxStates: 500, maxDepth: 2, urls: ["gate://item/9"])
        let opened = full.transitions.filter { $0.action.description == "open gate://item/9" }
        #expect(!opened.isEmpty)
        #expect(opened.contains { $0.succeeded })
        #expect(full.states.contains { $0.tree.outline.contains("stack=[item_9]") })
    }

    @Test("a time limit stops the exploration and the report says so")
    func timeLimit() {
        let (_, report) = ExplorationReport.explore(GateApp(), maxStates: 100_000, maxDepth: 50, timeLimit: .zero)
        #expect(report.timedOut)
        #expect(report.text.contains("(time limit reached)"))
    }
}

/// The gate app with the explorer hook: the feed offers the FAQ and an item, login offers the form.
struct TappingGateApp: AtlasApp, ExplorableApp {
    var name: String { "gate" }
    func makeRoot() -> any AnyCoordinator { GateCoordinator() }
    var routeSamples: [AnyRoute] { GateApp().routeSamples }
    func inAppRoutes(on screen: AnyRoute) -> [AnyRoute]? {
        switch screen.base {
        case HomeRoute.feed as HomeRoute: [AnyRoute(HelpRoute.faq), AnyRoute(HomeRoute.item(id: 7))]
        case LoginStepRoute.welcome as LoginStepRoute: [AnyRoute(LoginStepRoute.form)]
        case LoginStepRoute.form as LoginStepRoute: [AnyRoute(GateRoute.home)]
        default: []
        }
    }
}
