import FlowAdapter
import FlowCore
import Testing
import VaultApp
import VaultAtlasApp

/// Issue 48, point 6: the route types of flows reached only by flow changes, and payload-free
/// cases of enums with payload cases, are known to the tools.
@Suite("Vault: route discovery")
struct DiscoveryTests {
    static func typeNames(_ app: VaultAtlasApp) -> Set<String> { Set(app.routeTypes.map { String(describing: $0) }) }

    @Test("the locked app finds the tabs' route types, shown only after the flow change to an unlocked account (a sample)")
    func lockedAppFindsUnlockedFlow() {
        let names = Self.typeNames(.locked)
        #expect(names.isSuperset(of: ["AppRoute", "UnlockRoute", "VaultRoute", "ItemRoute", "ProfileRoute", "SendRoute", "GeneratorRoute", "SettingsRoute"]))
        #expect(names.contains("AuthRoute"), "found through the sample AppRoute.auth")
    }

    @Test("the unlocked app finds the unlock and auth flows through its samples' flow changes")
    func unlockedAppFindsLockedFlows() {
        let names = Self.typeNames(.unlocked)
        #expect(names.isSuperset(of: ["UnlockRoute", "AuthRoute", "ItemRoute", "ProfileRoute"]))
    }

    @Test(
        "payload-free cases of enums that also have payload cases are named without a sample",
        arguments: [
            "VaultRoute.profileSwitcher", "VaultRoute.list", "UnlockRoute.passwordHint", "SendRoute.addSend", "AppRoute.locked", "AuthRoute.checkEmail",
        ])
    func payloadFreeCases(name: String) {
        for app in VaultAtlasApp.all {
            #expect(app.route(named: name)?.description.isEmpty == false, "\(app.name): \(name)")
        }
    }

    @Test("every declared route of the locked app comes from one of its own types, and the samples are among them")
    func declaredRoutes() {
        let declared = VaultAtlasApp.locked.declaredRoutes
        for sample in VaultAtlasApp.locked.routeSamples { #expect(declared.contains(sample), "\(sample)") }
        #expect(declared.contains(AnyRoute(AuthRoute.twoFactor)))
        #expect(declared.contains(AnyRoute(ProfileRoute.switcher)))
    }
}
