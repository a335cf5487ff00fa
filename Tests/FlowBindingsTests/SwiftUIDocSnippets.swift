import FlowBindings
import FlowCore
import Testing

/// The headless snippets of docs/swiftui.md: each region between `// snippet:NAME begin` and
/// `// snippet:NAME end` is shown there verbatim (dedented), so the guide's code compiles, and
/// the tests below run it and check what the guide says it does. The page's SwiftUI code is
/// in Tests/SwiftUITypeCheck, compiled against a stand-in for SwiftUI (FlowSwiftUI is empty on
/// Linux in this package). Everything lives in this namespace so nothing collides with the
/// other test files of the module.
enum SwiftUIGuide {
    // snippet:app begin
    enum MailTab: String, Route { case tabs }
    enum MailRoute: String, Route { case inbox, message, compose }
    enum ContactRoute: String, Route { case card, history }
    enum SettingsRoute: String, Route { case settings, signature }

    final class MailTabs: TabCoordinator<MailTab> {
        let inbox = InboxCoordinator()
        init() {
            super.init(router: Router(initial: .tabs))
            addChild(inbox)
            addChild(SettingsCoordinator())
        }
    }

    final class InboxCoordinator: Coordinator<MailRoute> {
        let contact = ContactCoordinator()  // pushed onto the inbox's stack for ContactRoute
        let compose = ComposeCoordinator()
        init() {
            super.init(router: Router(initial: .inbox))
            addChild(contact)
            addModalCoordinator(compose)
        }
        override func canHandle(_ route: MailRoute) -> Bool { route != .inbox }
        override func navigationType(for route: MailRoute) -> NavigationType { route == .compose ? .modal : .push }
        override func modalDetentConfiguration(for route: MailRoute) -> ModalDetentConfiguration {
            ModalDetentConfiguration(detents: [.medium, .large], selectedDetent: .medium)
        }
    }

    final class ContactCoordinator: Coordinator<ContactRoute> {
        private(set) var left: [String] = []
        init() { super.init(router: Router(initial: .card)) }
        override func canHandle(_ route: ContactRoute) -> Bool { true }
        // The "defaultExit": each screen the user left, after the state is applied, topmost first.
        override func didExit(_ route: ContactRoute, gesture: UserGesture) { left.append("\(route.rawValue) \(gesture)") }
    }

    final class ComposeCoordinator: Coordinator<MailRoute> {
        var draft = ""
        var asksToDiscard = false
        init() { super.init(router: Router(initial: .compose)) }
        override func canHandle(_ route: MailRoute) -> Bool { route == .compose }
        // A draft cannot be swiped away: the sheet stays, and the app asks.
        override func canUserDismiss(_ route: MailRoute) -> Bool { draft.isEmpty }
        override func userDismissRefused(_ route: MailRoute, gesture: UserGesture) { asksToDiscard = true }
    }

    final class SettingsCoordinator: Coordinator<SettingsRoute> {
        init() { super.init(router: Router(initial: .settings)) }
        override func canHandle(_ route: SettingsRoute) -> Bool { route == .signature }
    }
    // snippet:app end

    @Suite("docs/swiftui.md snippets")
    struct Tests {
        @Test("one NavigationBindings per tree: a stack per tab, the tab bar, and what the inbox presents")
        func adopt() throws {
            // snippet:adopt begin
            let app = MailTabs()
            let bindings = NavigationBindings(root: app)  // one per tree, kept as long as the views
            let tabBar = bindings.tabs(of: app)!  // TabView(selection: $tabBar.selectedTab)
            let inbox = bindings.stack(of: app.inbox)!  // NavigationStack(path: $inbox.path)
            let inboxPresents = bindings.presentation(of: app.inbox)  // sheet(item: $inboxPresents.sheet)
            // snippet:adopt end
            #expect(tabBar.tabs.map(\.title) == ["Inbox", "Settings"])
            #expect(tabBar.selectedTab == 0)
            #expect(inbox.root.description == "MailRoute.inbox")
            #expect(inbox.path.isEmpty)
            #expect(inboxPresents.sheet == nil)
            #expect(tabBar.tabs.first?.stack === inbox)
        }

        @Test("a stack's path holds the pushed child's routes after the coordinator's own, in screen order")
        func path() throws {
            let app = MailTabs()
            let bindings = NavigationBindings(root: app)
            // snippet:path begin
            app.navigate(to: MailRoute.message)
            app.navigate(to: ContactRoute.history)  // pushes the contact child: card, then history
            let inbox = bindings.stack(of: app.inbox)!
            // inbox.path: MailRoute.message, ContactRoute.card, ContactRoute.history
            // snippet:path end
            #expect(inbox.path.map(\.description) == ["MailRoute.message", "ContactRoute.card", "ContactRoute.history"])
            #expect(inbox.path.map(\.coordinator) == [app.inbox.identity, app.inbox.contact.identity, app.inbox.contact.identity])
            #expect(bindings.stack(of: app.inbox.contact) == nil, "a pushed child shows its routes in the inbox's path")
        }

        @Test("what SwiftUI writes back: each gesture is one navigation caused by the user")
        func gestures() throws {
            let app = MailTabs()
            let bindings = NavigationBindings(root: app)
            let recorder = NavigationRecorder()
            app.addObserver(recorder)
            app.navigate(to: MailRoute.message)
            app.navigate(to: ContactRoute.history)
            let inbox = bindings.stack(of: app.inbox)!
            let inboxPresents = bindings.presentation(of: app.inbox)
            let tabBar = bindings.tabs(of: app)!
            recorder.reset()
            // snippet:gestures begin
            // Back menu to the first screen: a shorter prefix, across the pushed child, in one navigation.
            inbox.path = Array(inbox.path.prefix(1))  // history and card go, the contact child is unpushed: user.backMenu
            // Back button (or swipe back): SwiftUI writes the path without its last entry.
            inbox.path.removeLast()  // the message is popped: user.backButton
            // A sheet swiped down: SwiftUI writes nil.
            app.navigate(to: MailRoute.compose)
            inboxPresents.selectedDetent = .large  // the user dragged it up: user.detent
            inboxPresents.sheet = nil  // user.sheetDismissal
            // A tab tapped.
            tabBar.selectedTab = 1  // user.tabTap
            // snippet:gestures end
            #expect(
                recorder.events.map { "\($0.kind) \($0.cause)" } == [
                    "pop user.backMenu", "popChild user.backMenu", "pop user.backButton", "presentModal program", "selectDetent user.detent",
                    "dismissModal user.sheetDismissal", "selectTab user.tabTap",
                ])
            #expect(inbox.path.isEmpty)
            #expect(app.inbox.pushedChildren.isEmpty)
            #expect(app.inbox.contact.left == ["history backMenu", "card backMenu"])
            #expect(app.inbox.presentedModal == nil)
            #expect(app.router.state.selectedTab == 1)
            #expect(recorder.errors.isEmpty)
        }

        @Test("equal writes do nothing; refused writes change nothing, report an error and show the engine's state again")
        func refusedAndEqual() throws {
            let app = MailTabs()
            let bindings = NavigationBindings(root: app)
            let recorder = NavigationRecorder()
            app.addObserver(recorder)
            app.navigate(to: MailRoute.message)
            let inbox = bindings.stack(of: app.inbox)!
            let tabBar = bindings.tabs(of: app)!
            recorder.reset()
            // snippet:refused begin
            inbox.path = inbox.path  // SwiftUI writing back after its animation: nothing happens
            tabBar.selectedTab = 0  // the selected tab again: nothing happens
            inbox.path = inbox.path + inbox.path  // longer: refused (configurationError), the path stays
            tabBar.selectedTab = 5  // out of range: refused (invalidTabIndex), the selection stays
            // snippet:refused end
            #expect(recorder.events.isEmpty)
            #expect(recorder.errors.map(\.kind.code) == [.configurationError, .invalidTabIndex])
            #expect(inbox.path.map(\.description) == ["MailRoute.message"])
            #expect(tabBar.selectedTab == 0)
        }

        @Test("canUserDismiss keeps a draft's sheet and tells the coordinator; the program is never asked")
        func veto() throws {
            let app = MailTabs()
            let bindings = NavigationBindings(root: app)
            let inboxPresents = bindings.presentation(of: app.inbox)
            let compose = app.inbox.compose
            let recorder = NavigationRecorder()
            app.addObserver(recorder)
            // snippet:veto begin
            app.navigate(to: MailRoute.compose)
            compose.draft = "Hello"
            inboxPresents.sheet = nil  // swiped down, but canUserDismiss(.compose) is false:
            // nothing changed, compose.asksToDiscard is true, and SwiftUI is told to read `sheet` again
            app.inbox.dismissModal()  // "Discard" in the app's alert: the program is never asked
            // snippet:veto end
            #expect(recorder.events.map { "\($0.kind) \($0.cause)" } == ["presentModal program", "dismissModal program"])
            #expect(compose.asksToDiscard)
            #expect(inboxPresents.sheet == nil)
            #expect(app.inbox.presentedModal == nil)
        }

        @Test("the vetoed swipe tells sheet's observers to read it again, and leaves the tree as it was")
        func vetoReverts() throws {
            let app = MailTabs()
            let bindings = NavigationBindings(root: app)
            let inboxPresents = bindings.presentation(of: app.inbox)
            app.navigate(to: MailRoute.compose)
            app.inbox.compose.draft = "Hello"
            let tree = app.captureTree()
            #expect(BindingsGestureTests.notifies({ _ = inboxPresents.sheet }, when: { inboxPresents.sheet = nil }))
            #expect(app.captureTree() == tree)
            #expect(inboxPresents.sheet?.id == app.inbox.compose.identity)
        }

        @Test("didExit reports each screen the user left, topmost first, and never the program's pops")
        func didExit() throws {
            let app = MailTabs()
            let bindings = NavigationBindings(root: app)
            let contact = app.inbox.contact
            app.navigate(to: MailRoute.message)
            app.navigate(to: ContactRoute.history)
            let inbox = bindings.stack(of: app.inbox)!
            inbox.path.removeLast()
            #expect(contact.left == ["history backButton"])
            app.navigate(to: ContactRoute.history)
            contact.pop()  // the program: no hook
            #expect(contact.left == ["history backButton"])
            app.navigate(to: ContactRoute.history)
            inbox.path = Array(inbox.path.prefix(1))
            #expect(contact.left == ["history backButton", "history backMenu", "card backMenu"])
        }
    }
}
