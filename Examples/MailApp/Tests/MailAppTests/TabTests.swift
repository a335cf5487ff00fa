import FlowCore
import MailApp
import Testing

/// Navigation inside the signed-in app: messages, the compose sheet, search and the account screens.
@Suite("Mail: tabs")
struct TabTests {
    @Test("A message link needs the tabs: from the login flow it fails and changes nothing; once signed in it lands on the Inbox")
    func messageLinkFromLogin() throws {
        let mail = Mail()
        let before = mail.app.captureTree()
        #expect(mail.open("mail://message/42") == false)
        #expect(mail.app.captureTree() == before)
        #expect(mail.recorder.errors.map(\.kind) == [.navigationFailed])
        #expect(mail.recorder.errors.first?.routeIdentifier == "message_42")
        #expect(mail.recorder.events.isEmpty)

        #expect(mail.open("mail://main"))
        #expect(mail.open("mail://message/42"))
        #expect(try mail.inbox().router.state.stack == [.message(id: 42)])
        #expect(try mail.inbox().router.state.stack.map(\.identifier) == ["message_42"])
        #expect(try mail.tabs().router.state.selectedTab == MailTabCoordinator.Tab.inbox.rawValue)
    }

    @Test("Compose is a sheet with its own stack, at medium height, over the Inbox")
    func composeSheet() throws {
        let mail = try Mail.signedIn()
        #expect(mail.open("mail://message/7"))
        #expect(mail.open("mail://compose"))
        let inbox = try mail.inbox()
        let compose = try #require(inbox.presentedModal as? ComposeCoordinator)
        #expect(inbox.router.state.presented == .compose)
        #expect(inbox.router.state.modalDetentConfiguration == ModalDetentConfiguration(detents: [.medium, .large], selectedDetent: .medium))
        #expect(inbox.router.state.stack == [.message(id: 7)], "the message stays under the sheet")
        #expect(compose.router.state == NavigationState(root: .compose))
        #expect(compose.presentationContext == .modal)

        let tree = mail.app.captureTree()
        let modal = try #require(tree.nodes.first { $0.typeName == "ComposeCoordinator" })
        #expect(modal.relation == .modal && modal.root.identifier == "compose" && modal.stack.isEmpty)
        #expect(mail.visibleTypes.last == "ComposeCoordinator")
    }

    @Test("Attachments are pushed inside the sheet; a message link closes it; the next compose starts at the draft")
    func attachmentsInsideCompose() throws {
        let mail = try Mail.signedIn()
        #expect(mail.open("mail://compose/attachments"), "a link to attachments opens the sheet first")
        let inbox = try mail.inbox()
        let compose = try #require(inbox.presentedModal as? ComposeCoordinator)
        #expect(compose.router.state.stack == [.attachments])
        #expect(inbox.router.state.stack.isEmpty, "nothing pushed under the sheet")

        #expect(mail.app.visibleCoordinator.navigate(to: InboxRoute.compose), "back to the draft (smart back)")
        #expect(compose.router.state.stack.isEmpty && inbox.presentedModal === compose)
        #expect(mail.app.visibleCoordinator.navigate(to: InboxRoute.attachments))
        #expect(compose.router.state.stack == [.attachments])

        #expect(mail.open("mail://message/3"))
        #expect(inbox.presentedModal == nil && inbox.router.state.presented == nil)
        #expect(inbox.router.state.stack == [.message(id: 3)])
        #expect(mail.open("mail://compose"))
        #expect(compose.router.state == NavigationState(root: .compose), "dismissal reset the sheet")
        #expect(mail.recorder.errors.isEmpty)
    }

    @Test("Search results replace each other; Back returns to the search field")
    func searchResultsReplace() throws {
        let mail = try Mail.signedIn()
        #expect(mail.open("mail://search?q=swift"))
        let search = try mail.search()
        #expect(try mail.tabs().router.state.selectedTab == MailTabCoordinator.Tab.search.rawValue)
        #expect(search.router.state.stack == [.results(query: "swift")])
        #expect(mail.open("mail://search?q=concurrency"))
        #expect(search.router.state.stack.map(\.identifier) == ["results_concurrency"])
        search.pop()
        #expect(search.router.state == NavigationState(root: .search))
        #expect(mail.recorder.events.filter { $0.kind == .replace }.count == 2)
    }

    @Test("Settings pushes the account screens as a child; a settings screen unpushes them")
    func accountPushedFromSettings() throws {
        let mail = try Mail.signedIn()
        #expect(mail.open("mail://account"), "from the Inbox: the Settings tab is selected and Account pushed")
        let settings = try mail.settings()
        let account = try #require(settings.children.first as? AccountCoordinator)
        #expect(try mail.tabs().router.state.selectedTab == MailTabCoordinator.Tab.settings.rawValue)
        #expect(settings.pushedChildren.count == 1 && settings.pushedChildren.first === account)
        #expect(account.presentationContext == .pushed && account.canGoBack)
        #expect(mail.visibleTypes == ["AppCoordinator", "MailTabCoordinator", "SettingsCoordinator", "AccountCoordinator"])

        #expect(mail.app.visibleCoordinator.navigate(to: AccountRoute.signOut))
        #expect(account.router.state.stack == [.signOut])
        #expect(mail.open("mail://settings/notifications"))
        #expect(settings.pushedChildren.isEmpty)
        #expect(settings.router.state.stack == [.notifications])
        #expect(account.router.state == NavigationState(root: .account), "an unpushed child is reset")
    }

    @Test("The whole tree after a busy session, as an outline")
    func outline() throws {
        let mail = try Mail.signedIn()
        #expect(mail.open("mail://search?q=swift"))
        #expect(mail.open("mail://account"))
        #expect(mail.open("mail://message/42"))
        #expect(mail.open("mail://compose/attachments"))
        #expect(
            mail.app.captureTree().outline == """
                AppCoordinator<AppRoute> root=main stack=[]
                  [flow] MailTabCoordinator<AppRoute> root=main stack=[] tab=0
                    [tab 0] InboxCoordinator<InboxRoute> root=inbox stack=[message_42] presented=compose detents=[medium,large]@medium
                      [modal] ComposeCoordinator<InboxRoute> root=compose stack=[attachments]
                    [tab 1] SearchCoordinator<SearchRoute> root=search stack=[results_swift]
                    [tab 2] SettingsCoordinator<SettingsRoute> root=settings stack=[]
                      [pushed] AccountCoordinator<AccountRoute> root=account stack=[]

                """)
    }
}
