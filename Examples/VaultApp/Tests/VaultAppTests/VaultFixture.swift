import FlowCore
import Testing
import VaultApp

/// A fresh vault app with a recorder on its root, and typed access to its coordinators.
struct Vault {
    let app: VaultAppCoordinator
    let recorder = NavigationRecorder()

    init(start: VaultStart = .locked(userId: "alice")) {
        app = VaultApp.make(start: start)
        app.addObserver(recorder)
    }

    /// Opens `url` with the app's link handler (from its root).
    @discardableResult
    func open(_ url: String) -> Bool { VaultLinks.open(url, in: app) }

    func tabs(sourceLocation: SourceLocation = #_sourceLocation) throws -> VaultTabCoordinator {
        try #require(app.currentFlow as? VaultTabCoordinator, sourceLocation: sourceLocation)
    }

    func vault(sourceLocation: SourceLocation = #_sourceLocation) throws -> VaultCoordinator {
        try #require(tabs(sourceLocation: sourceLocation).tabs[VaultTab.vault.rawValue] as? VaultCoordinator, sourceLocation: sourceLocation)
    }

    func unlock(sourceLocation: SourceLocation = #_sourceLocation) throws -> VaultUnlockCoordinator {
        try #require(app.currentFlow as? VaultUnlockCoordinator, sourceLocation: sourceLocation)
    }

    func auth(sourceLocation: SourceLocation = #_sourceLocation) throws -> AuthCoordinator {
        try #require(app.currentFlow as? AuthCoordinator, sourceLocation: sourceLocation)
    }

    /// The tree as an outline (dormant registered modals left out).
    var outline: String { app.captureTree().outline }

    /// The recorded events as `kind Coordinator route`.
    var events: [String] { recorder.events.map { "\($0.kind.rawValue) \($0.coordinator) \($0.route?.identifier ?? "-")" } }
}
