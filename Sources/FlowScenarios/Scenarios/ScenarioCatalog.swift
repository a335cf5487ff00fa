import FlowAdapter
import FlowSnapshotStore
import Foundation

/// The scenarios of a snapshot folder, parsed and validated before anything runs.
///
/// A folder without a readable `scenarios/` folder, or without any scenario, is an error unless
/// an empty run is asked for: a mistyped `--snapshots` must never pass as "0 scenarios".
public struct ScenarioCatalog {
    /// One scenario and the file it came from.
    public struct Entry {
        /// The parsed scenario.
        public var scenario: Scenario
        /// Its file.
        public var url: URL
    }

    /// Every scenario of the folder for the selected app, in file order.
    public let entries: [Entry]

    /// The files that could not be read or parsed, or whose scenario name another file uses,
    /// each as its one-line error (`file:line:column: error: … (expected …)`), in file order.
    /// Always empty unless the catalog was made `skippingBadFiles`.
    public let badFiles: [ScenarioError]

    /// The scenarios, in file order.
    public var scenarios: [Scenario] { entries.map(\.scenario) }

    /// Parses every scenario file under `store`. Scenarios without `app:` run on `app` (or the
    /// only app); with `app` given, scenarios of other apps are left out.
    ///
    /// A file that cannot be read or parsed stops everything with its error, unless
    /// `skippingBadFiles` is set: its error is then kept in `badFiles` and the other files are
    /// read (what `run` needs; `check` and `record` stay strict, since a scenario they cannot
    /// read would make its references look unreferenced). A folder without a readable
    /// `scenarios/` folder is an error either way.
    public init(
        store: SnapshotStore, apps: ScenarioApps, app: (any AtlasApp)? = nil, allowEmpty: Bool = false, skippingBadFiles: Bool = false
    ) throws(ScenarioError) {
        let parser = ScenarioParser(apps: apps.all, defaultApp: app ?? apps.onlyApp)
        var entries: [Entry] = []
        var badFiles: [ScenarioError] = []
        var names: [String: String] = [:]
        for url in try store.scenarioFiles() {
            let display = Self.display(url)
            let scenario: Scenario
            do throws(ScenarioError) {
                let text = try TextFileReader.read(url, display: display, limit: TextFileReader.scenarioSizeLimit)
                scenario = try parser.parse(text, file: display)
                // Names that differ only in case are one snapshot folder on a case-insensitive disk (macOS).
                if let other = names[scenario.name.lowercased()] {
                    throw ScenarioError(
                        file: display, message: "scenario name '\(scenario.name)' is also used by \(other) (expected unique names, ignoring case)")
                }
            } catch {
                guard skippingBadFiles else { throw error }
                badFiles.append(error)
                continue
            }
            names[scenario.name.lowercased()] = display
            if let app, scenario.app != app.name { continue }
            entries.append(Entry(scenario: scenario, url: url))
        }
        if entries.isEmpty && badFiles.isEmpty && !allowEmpty {
            let folder = Self.display(store.scenariosFolder)
            let whose = app.map { " of app '\($0.name)'" } ?? ""
            throw ScenarioError(file: folder, message: "has no scenario\(whose) (expected *.yaml scenario files; pass --allow-empty to accept an empty run)")
        }
        self.entries = entries
        self.badFiles = badFiles
    }

    /// The catalog the command line builds for `--app NAME`: with `name`, only the scenarios of
    /// the app so named (an unknown name is an error listing the known apps); without, every
    /// scenario, each on the app its `app:` names, or on the only app. `flowatlas check` and
    /// `checkScenarios(of:app:snapshots:)` both choose their apps here.
    public init(
        store: SnapshotStore, apps: ScenarioApps, appNamed name: String?, allowEmpty: Bool = false, skippingBadFiles: Bool = false
    ) throws(ScenarioError) {
        let app = try name.map { name throws(ScenarioError) in try apps.app(named: name) }
        try self.init(store: store, apps: apps, app: app, allowEmpty: allowEmpty, skippingBadFiles: skippingBadFiles)
    }

    /// The scenarios named (all when `names` is empty). A name is a scenario's name; an argument
    /// with a `/` or a `.yaml`/`.yml` suffix is a path and must be one of the folder's files.
    public func select(_ names: [String]) throws(ScenarioError) -> [Scenario] {
        guard !names.isEmpty else { return scenarios }
        var selected: [Scenario] = []
        for name in names {
            let isPath = name.contains("/") || name.hasSuffix(".yaml") || name.hasSuffix(".yml")
            let found: Entry? =
                if isPath {
                    entries.first {
                        $0.url.standardizedFileURL.resolvingSymlinksInPath() == URL(fileURLWithPath: name).standardizedFileURL.resolvingSymlinksInPath()
                    }
                } else {
                    entries.first { $0.scenario.name == name }
                }
            guard let found else {
                if isPath {
                    throw ScenarioError(
                        file: name,
                        message:
                            "is not a scenario file of this snapshot folder (expected a file in \(Self.display(entries.first?.url.deletingLastPathComponent() ?? URL(fileURLWithPath: "scenarios"))))"
                    )
                }
                let known = scenarios.map(\.name).joined(separator: ", ")
                throw ScenarioError(message: "unknown scenario '\(name)' (expected one of \(known))")
            }
            selected.append(found.scenario)
        }
        return selected
    }

    /// A path relative to the current folder when it is inside it.
    public static func display(_ url: URL) -> String {
        DisplayPath.of(url)
    }
}
