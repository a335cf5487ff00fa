import FlowAdapter
import FlowSnapshotStore

/// The apps one atlas knows, by name: how every tool picks the app it works on.
///
/// With one app it is the default; with several, a tool needs `--app NAME` (or a scenario's
/// `app:`). An unknown name is an error listing the known ones; nothing falls back silently.
public struct ScenarioApps: Sendable {
    /// The apps, in the order given.
    public let all: [any AtlasApp]

    /// The apps of one atlas.
    ///
    /// - Precondition: there is at least one app, and no two apps have the same `name`. Both
    ///   are the atlas's own set-up, fixed in code rather than input, so breaking them stops the
    ///   process with a message that names the fix.
    public init(_ apps: [any AtlasApp]) {
        precondition(!apps.isEmpty, "an atlas needs at least one app: pass yours, as in FlowAtlasCommand.main(apps: [MyAtlasApp()])")
        precondition(
            Set(apps.map(\.name)).count == apps.count,
            "app names must be unique: \(apps.map(\.name)); give each AtlasApp a name of its own (its `name` property)")
        all = apps
    }

    /// The names, in order.
    public var names: [String] { all.map(\.name) }

    /// The only app, when there is exactly one.
    public var onlyApp: (any AtlasApp)? { all.count == 1 ? all[0] : nil }

    /// The app named `name`.
    public func app(named name: String) throws(ScenarioError) -> any AtlasApp {
        try Self.app(named: name, in: all).get()
    }

    /// The one unknown-app check every tool uses: the app named `name` among `apps`, or the
    /// error naming it (as `shown`, `'name'` by default) and the known apps.
    static func app(named name: String, in apps: [any AtlasApp], shownAs shown: String? = nil) -> Result<any AtlasApp, ScenarioError> {
        if let app = apps.first(where: { $0.name == name }) { return .success(app) }
        let known = apps.map(\.name).joined(separator: ", ")
        return .failure(ScenarioError(message: "unknown app \(shown ?? "'\(name)'") (expected one of \(known))"))
    }

    /// The app a tool works on: the one named, else the only one.
    public func select(_ name: String?) throws(ScenarioError) -> any AtlasApp {
        if let name { return try app(named: name) }
        if let onlyApp { return onlyApp }
        throw ScenarioError(message: "this atlas has several apps; choose one with --app (expected one of \(names.joined(separator: ", ")))")
    }
}
