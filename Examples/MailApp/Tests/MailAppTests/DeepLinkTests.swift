import FlowCore
import MailApp
import Testing

/// The `mail://` scheme, parsed without an app.
@Suite("Mail: deep-link parsing")
struct DeepLinkTests {
    @Test(
        "Every documented URL names its route",
        arguments: [
            ("mail://login", RouteValue(AppRoute.login)),
            ("mail://main", RouteValue(AppRoute.main)),
            ("mail://inbox", RouteValue(InboxRoute.inbox)),
            ("mail://message/42", RouteValue(InboxRoute.message(id: 42))),
            ("mail://compose", RouteValue(InboxRoute.compose)),
            ("mail://compose/attachments", RouteValue(InboxRoute.attachments)),
            ("mail://search", RouteValue(SearchRoute.search)),
            ("mail://search?q=", RouteValue(SearchRoute.search)),
            ("mail://search?q=swift", RouteValue(SearchRoute.results(query: "swift"))),
            ("mail://search?q=hello%20world&utm=x", RouteValue(SearchRoute.results(query: "hello world"))),
            ("mail://settings", RouteValue(SettingsRoute.settings)),
            ("mail://settings/notifications", RouteValue(SettingsRoute.notifications)),
            ("mail://account", RouteValue(AccountRoute.account)),
        ])
    func known(url: String, route: RouteValue) {
        #expect(MailDeepLinks.route(for: url).map(RouteValue.init) == route)
    }

    @Test(
        "Anything else is unknown, and opening it changes nothing",
        arguments: [
            "", "mail://", "mail://outbox", "http://inbox", "mail:inbox", "mail://message", "mail://message/abc",
            "mail://message/-1", "mail://message/+42", "mail://message/42/reply", "mail://inbox/extra", "mail://search/swift",
            "mail://account/signOut",
        ])
    func unknown(url: String) throws {
        #expect(MailDeepLinks.route(for: url) == nil)
        let mail = try Mail.signedIn()
        #expect(mail.open("mail://message/1"))
        let before = mail.app.captureTree()
        #expect(mail.open(url) == false)
        #expect(mail.app.captureTree() == before)
    }
}
