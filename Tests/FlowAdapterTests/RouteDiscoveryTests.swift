import FlowAdapter
import FlowAtlasTestSupport
import FlowCore
import Testing

/// Routes are found in the tree an app builds, not listed by hand.
@Suite("Route discovery")
struct RouteDiscoveryTests {
    @Test("routes are discovered: every case of CaseIterable types in every flow, stack values of the others, then samples")
    func discovery() {
        #expect(
            GateApp().declaredRoutes.map(\.description) == [
                "GateRoute.login", "GateRoute.home", "LoginStepRoute.welcome", "LoginStepRoute.form",
                "HomeRoute.feed", "HelpRoute.help", "HelpRoute.faq", "HomeRoute.item_7",
            ])
    }

    @Test("the flows of an app are its start and each different tree its orchestrator switches to")
    func flows() {
        let flows = RouteDiscovery.flows(of: GateApp())
        #expect(flows.map { $0.route?.description ?? "start" } == ["start", "GateRoute.home"])
        #expect(flows[1].tree.outline.contains("HomeCoordinator<HomeRoute> root=feed"))
    }
}
