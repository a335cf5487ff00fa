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

    /// The catalog of `snapshots` for this selection: with `--app`, that app's scenarios; without,
    /// every scenario on the app its `app:` names (the only app when it names none).
    /// With `skippingBadFiles`, a file that cannot be read is kept in `badFiles` instead of stopping everything.
    func catalog(_ snapshots: SnapshotOptions, allowEmpty: Bool = false, skippingBadFiles: Bool = false) throws(ScenarioError) -> ScenarioCatalog {
        try ScenarioCatalog(store: snapshots.store, apps: Atlas.running.apps, appNamed: app, allowEmpty: allowEmpty, skippingBadFiles: skippingBadFiles)
    }

    /// A runner for every app of the atlas.
    var runner: ScenarioRunner { ScenarioRunner(apps: Atlas.running.apps.all) }
}
