import FlowCore
import Foundation
import Testing
import VaultApp

/// Issue 48, point 3: the auth flow sets whole stacks, root included.
@Suite("Vault: stack resets in the auth flow")
struct StackResetTests {
    @Test("checkEmail is a new root: the registration form leaves in one resetStack event, and Back has nowhere to go")
    func setRoot() throws {
        let vault = Vault(start: .loggedOut)
        let auth = try vault.auth()
        #expect(auth.navigate(to: AuthRoute.createAccount))
        vault.recorder.reset()
        #expect(auth.navigate(to: AuthRoute.checkEmail))
        #expect(auth.router.state == NavigationState(root: .checkEmail))
        #expect(vault.events == ["resetStack AuthCoordinator checkEmail"])
        #expect(!auth.canGoBack)
        #expect(auth.navigate(to: AuthRoute.landing))
        #expect(auth.router.state == NavigationState(root: .landing), "landing is a root again")
    }

    @Test("logInAfterRegistering sets the landing root and the login form in one navigation: resetStack, then push")
    func resetStack() throws {
        let vault = Vault(start: .loggedOut)
        let auth = try vault.auth()
        #expect(auth.navigate(to: AuthRoute.createAccount) && auth.navigate(to: AuthRoute.checkEmail))
        vault.recorder.reset()
        auth.logInAfterRegistering()
        #expect(auth.router.state.root == .landing && auth.router.state.stack == [.login])
        #expect(vault.events == ["resetStack AuthCoordinator landing", "push AuthCoordinator login"])
        #expect(auth.navigate(to: AuthRoute.landing), "smart back on the new stack")
        #expect(auth.router.state == NavigationState(root: .landing))
        #expect(vault.recorder.errors.isEmpty)
    }

    @Test("a state whose auth root is checkEmail is saved and restored: the root is a .setRoot route")
    func restoreNewRoot() throws {
        let vault = Vault(start: .loggedOut)
        let auth = try vault.auth()
        #expect(auth.navigate(to: AuthRoute.checkEmail) && auth.navigate(to: AuthRoute.login))
        let saved = try vault.app.saveNavigation().json()
        let fresh = VaultApp.make(start: .loggedOut)
        let before = fresh.captureTree()
        // The auth flow is its orchestrator's flow: a root it sets itself (`.setRoot`) is restored
        // as the flow's own state, without asking the orchestrator for another flow.
        try fresh.restoreNavigation(from: saved)
        #expect(fresh.captureTree() == vault.app.captureTree())
        #expect(fresh.captureTree() != before)
    }
}
