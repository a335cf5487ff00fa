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
        // docs/engine.md: restore takes a saved root a coordinator handles as `.setRoot`. But the
        // auth flow is the only flow of its orchestrator, and restore first rebuilds a flow of the
        // live flow's type with another root through the orchestrator's handleFlowChange(to:)
        // (the rule for payload flow roots), which is asked for AuthRoute.checkEmail and refuses
        // it: flowChangeRefused. Reported on issue 48.
        withKnownIssue("restore asks the orchestrator for a flow root that a stack reset set") {
            try fresh.restoreNavigation(from: saved)
        }
        #expect(fresh.captureTree() == before, "a failed restore leaves the app as it was")
    }
}
