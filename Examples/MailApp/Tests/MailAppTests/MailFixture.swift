import FlowCore
import MailApp
import Testing

/// A fresh mail app with a recorder on its root, and typed access to its coordinators.
struct Mail {
    let app = MailApp.make()
    let recorder = NavigationRecorder()

    init() { app.addObserver(recorder) }

    /// A fresh app already showing the tabs (signed in from the welcome screen), recorder cleared.
    static func signedIn(sourceLocation: SourceLocation = #_sourceLocation) throws -> Mail {
        let mail = Mail()
        try #require(mail.open("mail://main"), sourceLocation: sourceLocation)
        mail.recorder.reset()
        return mail
    }

    /// Opens `url` the way the app opens an incoming link (from its root).
    @discardableResult
    func open(_ url: String) -> Bool { MailDeepLinks.open(url, in: app) }

    func tabs(sourceLocation: SourceLocation = #_sourceLocation) throws -> MailTabCoordinator {
        try #require(app.currentFlow as? MailTabCoordinator, sourceLocation: sourceLocation)
    }

    func inbox(sourceLocation: SourceLocation = #_sourceLocation) throws -> InboxCoordinator {
        try #require(
            tabs(sourceLocation: sourceLocation).tabs[MailTabCoordinator.Tab.inbox.rawValue] as? InboxCoordinator,
            sourceLocation: sourceLocation)
    }

    func search(sourceLocation: SourceLocation = #_sourceLocation) throws -> SearchCoordinator {
        try #require(
            tabs(sourceLocation: sourceLocation).tabs[MailTabCoordinator.Tab.search.rawValue] as? SearchCoordinator,
            sourceLocation: sourceLocation)
    }

    func settings(sourceLocation: SourceLocation = #_sourceLocation) throws -> SettingsCoordinator {
        try #require(
            tabs(sourceLocation: sourceLocation).tabs[MailTabCoordinator.Tab.settings.rawValue] as? SettingsCoordinator,
            sourceLocation: sourceLocation)
    }

    /// The type names on screen, from the root to the visible coordinator.
    var visibleTypes: [String] {
        let tree = app.captureTree()
        return tree.visibleChain.map { tree.nodes[$0].typeName }
    }
}

/// Holds an object weakly, to check that a replaced flow is released.
final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
