import FlowAdapter
import FlowCore
import FlowSnapshotStore
import FlowText

/// Reads scenario files (YAML) into `Scenario` values, validating every route, URL,
/// detour and error kind against the app, and reporting problems with file, line and column.
///
/// ```yaml
/// name: ocean-abyss
/// app: demo
/// summary: OceanRoute.abyss from Rainbow's purple screen
/// steps:
///   - open: flowatlas-demo://app/tabRoot
///   - navigate: RainbowRoute.purple
///   - navigate: { route: OceanRoute.abyss, from: top }
///   - snapshot: after-abyss
///   - back
///   - expectFailure: { navigate: UnhandledRoute.invalidRoute, error: navigationFailed }
/// ```
public struct ScenarioParser {
    /// The step names a scenario may use: `StepKeyword`'s raw values, in its order.
    public static let stepNames = StepKeyword.allCases.map(\.rawValue)

    /// The error kinds `trace`'s `expect` and an `expectFailure` around a navigation accept (every `NavigationError.Code`).
    public static let errorKinds = NavigationError.Code.allCases.map(\.rawValue)

    /// The error kinds an `expectFailure` around a `restore` step accepts (see `ScenarioErrorKind`).
    public static let restoreErrorKinds = ScenarioErrorKind.restoreKinds.map(\.rawValue)

    /// The largest file Yams once composed (1 MiB). Every file is now composed one way, anchors,
    /// aliases and tags included, up to `TextFileReader.sizeLimit`.
    @available(*, deprecated, message: "every scenario file is composed one way, up to TextFileReader.sizeLimit")
    public static let fullComposerLimit = 1024 * 1024

    let apps: [any AtlasApp]
    let defaultApp: (any AtlasApp)?
    /// Each app's routes by name, built on first use and kept for every file this parser reads.
    let routeIndexes = RouteIndexes()

    /// A parser that knows `apps`; a file without `app:` runs on `defaultApp`, or on the only
    /// app when there is one (else it must name its app).
    public init(apps: [any AtlasApp], defaultApp: (any AtlasApp)? = nil) {
        self.apps = apps
        self.defaultApp = defaultApp ?? (apps.count == 1 ? apps[0] : nil)
    }

    /// Parses `text`, naming `file` in errors.
    ///
    /// The text is composed in one pass over libyaml's events, which also keeps it within
    /// `YAMLBudget`: aliases repeat at most 10,000 nodes, mapping keys are plain scalars, nesting
    /// is at most 64 levels deep. Anchors, aliases and tags mean what they mean to Yams.
    ///
    /// - Throws: A `ScenarioError` with the file, a line and a column, whose message ends with
    ///   `(expected …)`: for YAML that is malformed or over the budget, and for a step, route, URL,
    ///   detour, checkpoint or error kind the app does not know.
    public func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        // A byte order mark starts the file, not its first key (libyaml reads it as text when told the encoding).
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        guard let root = try Self.compose(text, file: file) else {
            throw ScenarioError(file: file, line: 1, column: 1, message: "empty scenario file (expected a mapping with name and steps)")
        }
        return try ScenarioReader(file: file, apps: apps, defaultApp: defaultApp, routeIndexes: routeIndexes).scenario(from: root)
    }

    /// The route `text` names where a tool takes one on its command line (`flowatlas trace`,
    /// `render --after`): a declared route's `Type.identifier`, or a value of a Codable route type
    /// in its Codable form, as in a scenario step (`{ SearchRoute: { results: { query: "a b" } } }`).
    /// Read and checked as a step's route is, with `source` naming the text in errors.
    public func route(_ text: String, app: any AtlasApp, source: String) throws(ScenarioError) -> RouteReference {
        guard let node = try Self.compose(text, file: source) else {
            throw ScenarioError(file: source, line: 1, column: 1, message: "no route (expected a route such as OceanRoute.abyss)")
        }
        return try RouteReader(file: source, app: app, routeIndexes: routeIndexes).route(node)
    }

    /// The root node of `text`, or `nil` when it holds no document; YAML errors name `file`.
    private static func compose(_ text: String, file: String) throws(ScenarioError) -> ScenarioNode? {
        do throws(YAMLFailure) {
            return try ScenarioComposer.compose(text)
        } catch {
            throw YAMLErrorTranslation.error(for: error, in: text, file: file)
        }
    }

    /// `text` as a message shows it: line terminators, controls and invisible format characters
    /// escaped (`\n`, `\e`, `\u{2028}`), cut after `limit` characters (see `TerminalText`).
    static func shown(_ text: String, limit: Int = TerminalText.valueLimit) -> String {
        TerminalText.line(text, limit: limit)
    }

    // MARK: Names (the rules are `ScenarioNames`')

    /// The longest scenario or checkpoint name, in characters (well below the 255 bytes a file name
    /// may have, with room for `.txt.new` and temporary-file prefixes).
    public static let maxNameLength = ScenarioNames.maxLength

    /// Why `name` cannot name a scenario (its snapshot folder), or `nil` if it can: see
    /// `problem(withCheckpointName:)`; also not `scenarios` in any case (the folder of the scenario files).
    public static func problem(withScenarioName name: String) -> String? {
        ScenarioNames.problem(withScenarioName: name)
    }

    /// Why `name` cannot name a checkpoint (a file), or `nil` if it can: 1 to 100 ASCII letters, digits,
    /// `.`, `_` or `-`, the first a letter or digit (so no hidden files, no `..`, no line terminators).
    public static func problem(withCheckpointName name: String) -> String? {
        ScenarioNames.problem(withCheckpointName: name)
    }

    /// Why `summary` cannot be a scenario's summary, or `nil` if it can: one line of text, no line
    /// terminators (`\n`, `\r`, U+0085, U+2028, U+2029, vertical tab, form feed) and no other controls but tab.
    public static func problem(withSummary summary: String) -> String? {
        ScenarioNames.problem(withSummary: summary)
    }
}
