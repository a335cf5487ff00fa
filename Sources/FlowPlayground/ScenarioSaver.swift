import FlowScenarios
import Foundation

/// Turns recorded steps into a scenario file, the one way the playground and the inspector both
/// record: the name and summary checked as the scenario language checks them, the file written
/// and read back as `ScenarioParser` reads it, replayed on a fresh app with `ScenarioRunner`,
/// and saved only through the store's safe writer, into the snapshot folder's `scenarios/`,
/// never over a file unless `overwrite` is set and never under another file's scenario name.
///
/// Every refusal is a `PlaygroundFailure` with one line that says what was expected; a refused
/// recording writes nothing.
struct ScenarioSaver {
    let apps: ScenarioApps
    let parser: ScenarioParser
    let store: SnapshotStore
    let overwrite: Bool

    /// What a recording came to: the file's text, and where it was saved (with what to run next).
    struct Saved {
        var yaml: String
        var saved: String?
    }

    /// The scenario of `steps` on `app` as a file; written to `scenarios/<name>.yaml` when `save`.
    func record(name: String, summary: String, app: String, steps: [ScenarioStep], save: Bool) throws(PlaygroundFailure) -> Saved {
        if let problem = ScenarioParser.problem(withScenarioName: name) { throw .unprocessable(problem) }
        if let problem = ScenarioParser.problem(withSummary: summary) { throw .unprocessable(problem) }
        let file = store.scenariosFolder.appendingPathComponent("\(name).yaml")
        let display = "scenarios/\(name).yaml"
        guard !steps.isEmpty else { throw .conflict("nothing to record yet (expected at least one step before the current moment)") }
        let scenario = Scenario(name: name, app: app, summary: summary, steps: steps, file: display)
        let yaml: String
        do {
            yaml = try ScenarioWriter.yaml(scenario)
        } catch {
            throw .unprocessable(error.description)
        }
        try verify(yaml, file: display)
        guard save else { return Saved(yaml: yaml) }
        if !overwrite, FileManager.default.fileExists(atPath: file.path) {
            throw .conflict("\(display) exists (expected a new name; start serve with --force to replace files)")
        }
        try checkNameIsFree(name, file: file)
        do {
            try store.writer.write(yaml, to: file, within: store.directory, display: display)
        } catch {
            throw .conflict("\(error)")
        }
        let checkpoints = scenario.checkpoints
        let next =
            checkpoints.isEmpty
            ? "`check \(name)` runs it"
            : "its \(checkpoints.count) checkpoint\(checkpoints.count == 1 ? " has" : "s have") no reference yet: `record \(name)` writes them, then `check \(name)` passes"
        return Saved(yaml: yaml, saved: "Saved \(display) under \(store.directory.lastPathComponent)/; \(next).")
    }

    /// Reads `yaml` back and runs it on a fresh app: a recording that would not pass is refused.
    private func verify(_ yaml: String, file: String) throws(PlaygroundFailure) {
        let parsed: Scenario
        do {
            parsed = try parser.parse(yaml, file: file)
        } catch {
            throw .unprocessable("the recording does not read back as a scenario: \(error)")
        }
        let run = ScenarioRunner(apps: apps.all).run(parsed)
        guard run.passed else {
            throw .conflict("the recording does not replay: \(run.failures.joined(separator: "; ")) (expected every step to do what it did here)")
        }
    }

    /// A scenario name is its snapshot folder: another file must not use it.
    private func checkNameIsFree(_ name: String, file: URL) throws(PlaygroundFailure) {
        guard FileManager.default.fileExists(atPath: store.scenariosFolder.path) else { return }
        let catalog: ScenarioCatalog
        do {
            catalog = try ScenarioCatalog(store: store, apps: apps, allowEmpty: true)
        } catch {
            throw .conflict("the scenario folder does not read (\(error)); fix it before saving")
        }
        if let other = catalog.entries.first(where: {
            $0.scenario.name.lowercased() == name.lowercased() && $0.url.standardizedFileURL != file.standardizedFileURL
        }) {
            throw .conflict("scenario name '\(name)' is used by \(ScenarioCatalog.display(other.url)) (expected a name no other scenario uses)")
        }
    }
}
