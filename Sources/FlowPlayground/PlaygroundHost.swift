import FlowReport
import FlowScenarios
import Foundation

/// Owns the session, so commands run one at a time whatever connection sent them.
actor PlaygroundHost {
    private let session: PlaygroundSession

    init(app: any AtlasApp, apps: ScenarioApps, store: SnapshotStore, overwrite: Bool) {
        session = PlaygroundSession(app: app, apps: apps, store: store, overwrite: overwrite)
    }

    /// The reply to `body` as JSON, its status, and whether the state changed (to push it).
    func handle(_ body: Data) -> (status: Int, json: String, changed: Bool) {
        let version = session.state.version
        do {
            let reply = try session.handle(try PlaygroundCommand.decode(body))
            return (200, Self.encode(reply), reply.state.version != version)
        } catch {
            return (error.status, HTMLText.scriptJSON(["error": error.message]), false)
        }
    }

    /// `value` as JSON with `<`, `>` and `&` escaped, so no text in it reads as markup anywhere.
    static func encode(_ value: some Encodable) -> String { HTMLText.scriptJSON(value) }

    /// The current state as JSON.
    var stateJSON: String { HTMLText.scriptJSON(session.state) }

    /// What the page needs once: the app, its palette, its detours.
    var configJSON: String { HTMLText.scriptJSON(Config(app: session.app.name, routes: session.palette, detours: session.detours)) }

    private struct Config: Encodable {
        var app: String
        var routes: [PaletteRoute]
        var detours: [String]
    }
}
