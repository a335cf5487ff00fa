import FlowAdapter
import FlowCore
import Testing
import VaultApp
import VaultAtlasApp

/// Issue 48, point 2: the app opens links with its own handler on the root, and the tools
/// follow that handler rather than `route(forURL:)`.
@Suite("Vault: links and the link handler")
struct LinkHandlerTests {
    @Test(
        "every documented URL names its target",
        arguments: [
            ("vault://tab/send", VaultLinks.Target.tab(.send)),
            ("vault://tab/settings", .tab(.settings)),
            ("vault://item/42", .item(id: "42")),
            ("vault://account/carol", .account(userId: "carol")),
            ("otpauth://totp/GitHub:alice?secret=jbswy3dpehpk3pxp&issuer=GitHub", .totp(key: "JBSWY3DPEHPK3PXP")),
        ])
    func known(url: String, target: VaultLinks.Target) {
        #expect(VaultLinks.target(for: url) == target)
    }

    @Test(
        "anything else is not a link, and opening it changes nothing",
        arguments: [
            "", "vault://", "vault://tab", "vault://tab/", "vault://tab/passwords", "vault://item", "vault://item/42/edit", "http://tab/send",
            "otpauth://totp/x", "otpauth://totp/x?secret=", "otpauth://totp/x?secret=ABC1", "otpauth://hotp/x?secret=ABC",
        ])
    func unknown(url: String) {
        #expect(VaultLinks.target(for: url) == nil)
        let vault = Vault(start: .unlocked(userId: "alice"))
        let before = vault.app.captureTree()
        #expect(!vault.open(url))
        #expect(vault.app.captureTree() == before)
    }

    @Test("unlocked, an otpauth:// link from a Send screen takes two navigations on the root: the Vault tab, then the TOTP sheet")
    func handlerNavigations() throws {
        let app = VaultAtlasApp.unlocked
        let root = app.makeRoot()
        #expect(root.navigate(to: AppRoute.tab(.send)) && root.visibleCoordinator.navigate(to: SendRoute.addSend))
        let link = HandledLink.open(
            "otpauth://totp/GitHub:alice?secret=JBSWY3DPEHPK3PXP", app: app, from: root.visibleCoordinator, root: root)
        #expect(link.succeeded)
        #expect(link.performed == "performed 2 navigations")
        #expect(link.navigations.map(\.resolution.route) == [RouteValue(AppRoute.tab(.vault)), RouteValue(AppRoute.addTotp(key: "JBSWY3DPEHPK3PXP"))])
        #expect(link.navigations.allSatisfy { $0.resolution.entry == 0 }, "every navigation starts at the root")
        #expect(link.after.outline.contains("presented=addTotp_JBSWY3DPEHPK3PXP"))
        #expect(link.after.outline.contains("SendCoordinator<SendRoute> root=sends stack=[addSend]"), "the Send tab keeps its stack")
    }

    @Test("locked, the handler performs no navigation: the link is held")
    func handlerHolds() {
        let app = VaultAtlasApp.locked
        let root = app.makeRoot()
        let link = HandledLink.open("vault://tab/send", app: app, from: root.visibleCoordinator, root: root)
        #expect(link.returned && link.navigations.isEmpty)
        #expect(link.performed == "performed no navigation")
        #expect(link.after.nodes[0].pending == RouteValue(AppRoute.tab(.send)))
    }

    @Test("the adapter says it has a handler, and its route(forURL:) is only the parser")
    func adapter() {
        #expect(VaultAtlasApp.locked.hasLinkHandler && VaultAtlasApp.unlocked.hasLinkHandler)
        #expect(VaultAtlasApp.locked.route(forURL: "vault://item/42") == AnyRoute(VaultRoute.item(id: "42")))
        for url in VaultAtlasApp.locked.linkExamples { #expect(VaultAtlasApp.locked.problem(withURL: url) == nil, "\(url)") }
        for route in VaultAtlasApp.locked.declaredRoutes {
            guard let url = VaultAtlasApp.locked.url(for: route) else { continue }
            #expect(VaultAtlasApp.locked.route(forURL: url) == route, "\(url) names \(route)")
        }
    }

    @Test("an item link needs the vault unlocked: refused while locked, the item sheet once unlocked")
    func itemLink() throws {
        let locked = Vault()
        let before = locked.app.captureTree()
        #expect(!locked.open("vault://item/42"))
        #expect(locked.app.captureTree() == before)
        let vault = Vault(start: .unlocked(userId: "alice"))
        #expect(vault.open("vault://tab/settings"))
        #expect(vault.open("vault://item/42"))
        #expect(try vault.tabs().router.state.selectedTab == VaultTab.vault.rawValue)
        let sheet = try #require(try vault.vault().presentedModal as? ItemCoordinator)
        #expect(sheet.router.state == NavigationState(root: .view(id: "42")))
    }
}
