import ArgumentParser
import FlowScenarios
import Foundation

/// Which of the atlas's apps a command works on.
struct AppOptions: ParsableArguments {
    @Option(help: "The app to use (the only one when the atlas has one).") var app: String?

    /// The app named with `--app`, else the only app; an unknown name is bad input.
    func selected() throws(ScenarioError) -> any AtlasApp {
        try Atlas.running.apps.select(app)
    }

    /// The app named with `--app`, if any (commands over scenarios then take each scenario's own app).
    func named() throws(ScenarioError) -> (any AtlasApp)? {
        try app.map { name throws(ScenarioError) in try Atlas.running.apps.app(named: name) }
    }

    /// The catalog of `snapshots` for this selection.
    func catalog(_ snapshots: SnapshotOptions, allowEmpty: Bool = false) throws(ScenarioError) -> ScenarioCatalog {
        try ScenarioCatalog(store: snapshots.store, apps: Atlas.running.apps, app: named(), allowEmpty: allowEmpty)
    }

    /// A runner for every app of the atlas.
    var runner: ScenarioRunner { ScenarioRunner(apps: Atlas.running.apps.all) }
}
