import FlowAdapter
import FlowAtlasTestSupport
import FlowCore
import Testing

/// Route types that only a flow change shows are discovered by navigating the app's samples in a
/// scratch app (issue 48, point 6).
@Suite("Route discovery through flow changes")
struct FlowChangeDiscoveryTests {
    @Test("a flow reached only by a sample's flow change is walked: its route types and their routes are discovered")
    func flowReachedBySample() {
        let names = AccountsApp().declaredRoutes.map(\.description)
        #expect(names.contains("VaultRoute.list"), "\(names)")
        #expect(names.contains("SendRoute.compose"), "\(names)")
        #expect(names.contains("ProfileRoute.switcher") && names.contains("ProfileRoute.addAccount"), "\(names)")
    }

    @Test("the order is fixed: types as first seen, their routes, then the samples in the adapter's order")
    func order() {
        #expect(
            AccountsApp().declaredRoutes.map(\.description) == [
                "AccountsRoute.locked", "LockRoute.unlock_carol", "VaultRoute.list", "SendRoute.compose", "ProfileRoute.switcher",
                "ProfileRoute.addAccount", "AccountsRoute.unlocked_alice",
            ])
    }

    @Test("the discovered route types are those of every tree walked, in discovery order")
    func routeTypes() {
        let types = RouteDiscovery.routeTypes(of: AccountsApp()).map { TypeNames.name(of: $0) }
        #expect(types == ["AccountsRoute", "LockRoute", "VaultRoute", "SendRoute", "ProfileRoute"])
    }

}
