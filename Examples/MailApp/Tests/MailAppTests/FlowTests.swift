import FlowCore
import MailApp
import Testing

/// Signing in and out: the root swaps whole flows.
@Suite("Mail: login and main flows")
struct FlowTests {
    @Test("The app starts at welcome; sign in swaps the login flow for the tabs at the Inbox and releases it")
    func signIn() throws {
        let mail = Mail()
        #expect(mail.app.router.state.root == .login)
        #expect(mail.visibleTypes == ["AppCoordinator", "LoginCoordinator"])
        let released: WeakBox
        do {
            let login = try #require(mail.app.currentFlow as? LoginCoordinator)
            #expect(login.router.state == NavigationState(root: .welcome))
            #expect(mail.app.visibleCoordinator.navigate(to: LoginRoute.signIn))
            #expect(login.router.state.stack == [.signIn])
            released = WeakBox(login)
            #expect(login.didSignIn())
        }
        let tabs = try mail.tabs()
        #expect(mail.app.router.state.root == .main)
        #expect(tabs.router.state.selectedTab == MailTabCoordinator.Tab.inbox.rawValue)
        #expect(mail.visibleTypes == ["AppCoordinator", "MailTabCoordinator", "InboxCoordinator"])
        #expect(mail.recorder.events.filter { $0.kind == .changeFlow }.count == 1)
        #expect(mail.recorder.errors.isEmpty)
        #expect(released.object == nil, "the old login flow is not kept alive")
    }

    @Test("Signing out from the account screen returns to a fresh login flow; signing in again starts the tabs afresh")
    func signOutAndBackIn() throws {
        let mail = try Mail.signedIn()
        #expect(mail.open("mail://message/42"))
        #expect(mail.open("mail://account"))
        let account = try #require(mail.app.visibleCoordinator as? AccountCoordinator)
        #expect(mail.app.visibleCoordinator.navigate(to: AccountRoute.signOut))
        #expect(account.router.state.stack == [.signOut])

        #expect(account.confirmSignOut())
        let login = try #require(mail.app.currentFlow as? LoginCoordinator)
        #expect(login.router.state == NavigationState(root: .welcome))
        #expect(mail.app.router.state.root == .login)

        #expect(mail.open("mail://main"))
        #expect(try mail.inbox().router.state == NavigationState(root: .inbox), "no message left over from the last session")
        #expect(try mail.settings().pushedChildren.isEmpty)
        #expect(mail.recorder.errors.isEmpty)
    }
}
