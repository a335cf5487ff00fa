import FlowCore
import FlowText
import Testing
import VaultApp

/// Issue 48, point 1: a link that arrives while the vault is locked or logged out is held as the
/// root's pending navigation, is state, and is performed after the flow change that unlocks,
/// its events after that change's.
@Suite("Vault: a deferred link")
struct PendingLinkTests {
    static let totp = "otpauth://totp/GitHub:alice?secret=JBSWY3DPEHPK3PXP&issuer=GitHub"

    @Test("a link that arrives while locked is held: the tree, the snapshot's tree and screen show it, and nothing else changes")
    func heldWhileLocked() throws {
        let vault = Vault()
        let plain = Vault()
        #expect(vault.open(Self.totp))
        #expect(vault.app.pendingNavigation == .addTotp(key: "JBSWY3DPEHPK3PXP"))
        #expect(vault.events == ["setPending VaultAppCoordinator addTotp_JBSWY3DPEHPK3PXP"])
        #expect(try vault.unlock().router.state == plain.unlock().router.state, "nothing on screen changed")
        #expect(vault.app.captureTree() != plain.app.captureTree())
        #expect(vault.app.captureTree().nodes[0].pending == RouteValue(AppRoute.addTotp(key: "JBSWY3DPEHPK3PXP")))
        let snapshot = TreeSnapshot.render(vault.app.captureTree())
        #expect(snapshot.contains("VaultAppCoordinator<AppRoute> root=locked stack=[] pending=addTotp_JBSWY3DPEHPK3PXP\n"))
        #expect(snapshot.contains("pending: AppRoute.addTotp_JBSWY3DPEHPK3PXP (held by VaultAppCoordinator)"))
        #expect(!TreeSnapshot.render(plain.app.captureTree()).contains("pending"))
    }

    @Test("unlocking performs the held link after the flow change: changeFlow, then clearPending, then the sheet")
    func performedAfterUnlock() throws {
        let vault = Vault()
        #expect(vault.open(Self.totp))
        vault.recorder.reset()
        #expect(try vault.unlock().unlock())
        #expect(vault.app.pendingNavigation == nil)
        let tabs = try vault.tabs()
        let sheet = try #require(tabs.presentedModal as? ItemCoordinator)
        #expect(sheet.router.state == NavigationState(root: .addTotp(key: "JBSWY3DPEHPK3PXP")))
        let kinds = vault.recorder.events.map(\.kind)
        let change = try #require(kinds.firstIndex(of: .changeFlow))
        let cleared = try #require(kinds.firstIndex(of: .clearPending))
        let presented = try #require(kinds.firstIndex(of: .presentModal))
        #expect(change < cleared && cleared < presented, "\(vault.events)")
        #expect(vault.recorder.errors.isEmpty)
    }

    @Test("logged out, a tab link is held through the whole auth flow and performed after login")
    func performedAfterLogin() throws {
        let vault = Vault(start: .loggedOut)
        #expect(vault.open("vault://tab/send"))
        let auth = try vault.auth()
        #expect(vault.app.visibleCoordinator.navigate(to: AuthRoute.login))
        #expect(vault.app.pendingNavigation == .tab(.send), "navigating inside the auth flow keeps the link")
        #expect(auth.didLogIn(userId: "bob"))
        #expect(try vault.tabs().router.state.selectedTab == VaultTab.send.rawValue)
        #expect(try vault.tabs().userId == "bob")
        #expect(vault.app.pendingNavigation == nil)
    }

    @Test("unlocked, the same link is performed at once and nothing is held")
    func performedAtOnceWhenUnlocked() throws {
        let vault = Vault(start: .unlocked(userId: "alice"))
        #expect(vault.open("vault://tab/generator"))
        #expect(vault.app.pendingNavigation == nil)
        #expect(try vault.tabs().router.state.selectedTab == VaultTab.generator.rawValue)
        #expect(!vault.events.contains { $0.hasPrefix("setPending") })
    }

    @Test("a trace of the unlock lists the held link's navigation as its follow-up")
    func traceFollowUp() throws {
        let vault = Vault()
        #expect(vault.open("vault://tab/settings"))
        let trace = vault.app.trace(to: AppRoute.unlocked(userId: "alice"))
        let followUps = try #require(trace.followUps)
        #expect(followUps.map(\.resolution.route) == [RouteValue(AppRoute.tab(.settings))])
        #expect(followUps[0].resolution.succeeded)
        #expect(followUps[0].resolution.steps.map(\.kind) == [.selectTab])
        #expect(trace.after.outline.contains("VaultTabCoordinator<AppRoute> root=unlocked_alice stack=[] tab=3"))
    }

    @Test("the text trace of an unlock names the navigation it released")
    func textTraceShowsFollowUp() throws {
        let vault = Vault()
        #expect(vault.open("vault://tab/settings"))
        let text = TraceText.render(vault.app.trace(to: AppRoute.unlocked(userId: "alice")))
        #expect(text.contains("changeFlow VaultAppCoordinator AppRoute.unlocked_alice"))
        // The released navigation follows, with its steps, after the flow change's.
        let followUps = try #require(text.range(of: "## follow-ups"))
        #expect(text[followUps.upperBound...].contains("navigate(to: AppRoute.tab_settings)"))
        #expect(text[followUps.upperBound...].contains("selectTab VaultTabCoordinator"))
    }
}
