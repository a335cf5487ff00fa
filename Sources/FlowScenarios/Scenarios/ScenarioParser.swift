import FlowAdapter
import FlowCore
import FlowSnapshotStore
import FlowText
import Foundation
import Yams

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
    /// The step names a scenario may use.
    public static let stepNames = [
        "navigate", "open", "back", "popToRoot", "dismissModal", "dismissDetour",
        "presentDetour", "selectTab", "expectFailure", "snapshot", "trace", "restore",
        "swipe-back", "back-to", "dismiss", "tap-tab",
    ]

    /// The error kinds `trace`'s `expect` and an `expectFailure` around a navigation accept (every `NavigationError.Code`).
    public static let errorKinds = NavigationError.Code.allCases.map(\.rawValue)

    /// The error kinds an `expectFailure` around a `restore` step accepts (see `ScenarioErrorKind`).
    public static let restoreErrorKinds = ScenarioErrorKind.restoreKinds.map(\.rawValue)

    /// The largest file composed by Yams (one with anchors, aliases, tags or a repeated key, or
    /// malformed, for Yams's message): 1 MiB. Yams needs about 40 times a file's size; plain files
    /// are composed straight from libyaml's events, in about 15 times, up to `TextFileReader.sizeLimit`.
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
    /// Before anything is composed, one linear pass over the YAML events enforces `YAMLBudget`:
    /// aliases repeat at most 10,000 nodes, mapping keys are plain scalars, nesting is at most
    /// 64 levels deep. Plain files are then composed straight from libyaml's events
    /// (`ScenarioComposer`); files with tags, anchors, aliases or repeated keys by Yams, with the
    /// same meaning. Every error has a line and a column and ends with `(expected …)`.
    public func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        // A byte order mark starts the file, not its first key (libyaml reads it as text when told the encoding).
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        if let violation = YAMLBudget().violation(in: text) {
            throw ScenarioError(file: file, line: violation.line, column: violation.column, message: violation.message)
        }
        // Plain files (no tags, anchors or aliases) are composed straight from libyaml's events;
        // anything else by Yams, whose nodes are then converted.
        switch ScenarioComposer.composeOrExplain(text) {
        case let .success(root):
            return try Reader(file: file, apps: apps, defaultApp: defaultApp, routeIndexes: routeIndexes).scenario(from: root)
        case let .failure(fallback):
            // Yams needs about 40 times the file's size: only small files go to it.
            let size = text.utf8.count
            guard size <= Self.fullComposerLimit else {
                let message =
                    fallback.isMalformed
                    ? "\(Self.shown(fallback.reason, limit: 200)) (expected well-formed YAML)"
                    : "\(fallback.reason) in a file of \(size) bytes (expected plain YAML, without anchors, aliases, tags or repeated keys, in a file over \(Self.fullComposerLimit) bytes; split the file or write the steps out)"
                throw ScenarioError(file: file, line: fallback.line, column: fallback.column, message: message)
            }
        }
        let root: ScenarioNode
        do {
            guard let node = try Yams.compose(yaml: text).map(ScenarioNode.init) else {
                throw ScenarioError(file: file, line: 1, column: 1, message: "empty scenario file (expected a mapping with name and steps)")
            }
            root = node
        } catch let error as ScenarioError {
            throw error
        } catch let error as YamlError {
            throw Self.error(from: error, text: text, file: file)
        } catch {
            throw ScenarioError(
                file: file, line: 1, column: 1, message: "could not read YAML: \(Self.shown("\(error)", limit: 200)) (expected well-formed YAML)")
        }
        return try Reader(file: file, apps: apps, defaultApp: defaultApp, routeIndexes: routeIndexes).scenario(from: root)
    }

    /// The route `text` names where a tool takes one on its command line (`flowatlas trace`,
    /// `render --after`): a declared route's `Type.identifier`, or a value of a Codable route type
    /// in its Codable form, as in a scenario step (`{ SearchRoute: { results: { query: "a b" } } }`).
    /// Read and checked as a step's route is, with `source` naming the text in errors.
    public func route(_ text: String, app: any AtlasApp, source: String) throws(ScenarioError) -> RouteReference {
        let reader = Reader(file: source, apps: apps, defaultApp: defaultApp, routeIndexes: routeIndexes)
        if let violation = YAMLBudget().violation(in: text) {
            throw ScenarioError(file: source, line: violation.line, column: violation.column, message: violation.message)
        }
        if let node = ScenarioComposer.compose(text) { return try reader.route(node, app: app) }
        let node: ScenarioNode?
        do {
            node = try Yams.compose(yaml: text).map(ScenarioNode.init)
        } catch let error as YamlError {
            throw Self.error(from: error, text: text, file: source)
        } catch {
            throw ScenarioError(
                file: source, line: 1, column: 1, message: "could not read YAML: \(Self.shown("\(error)", limit: 200)) (expected well-formed YAML)")
        }
        guard let node else { throw ScenarioError(file: source, line: 1, column: 1, message: "no route (expected a route such as OceanRoute.abyss)") }
        return try reader.route(node, app: app)
    }

    private static func error(from error: YamlError, text: String, file: String) -> ScenarioError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            var mark = mark
            let message: String
            if problem.hasPrefix("Maximum nesting level reached") {
                // libyaml looks ahead up to 1,024 characters, so a run of '[' stops it before YAMLBudget counts 64.
                message = "lists and mappings nested over 1000 levels deep (expected at most \(YAMLBudget.maxDepth) levels)"
            } else if let context, context.text == "while scanning a simple key" {
                mark = context.mark
                message = "malformed YAML: no ':' after this key (expected 'key: value' on one line, the key under 1024 characters)"
            } else if problem == "but found another document" {
                message = "a second YAML document (expected one document per file)"
            } else if let missing = ["did not find expected ", "could not find expected "].lazy
                .compactMap({ problem.hasPrefix($0) ? String(problem.dropFirst($0.count)) : nil }).first
            {
                message = "malformed YAML" + (context.map { " \($0.text)" } ?? "") + " (expected \(missing))"
            } else {
                let detail = context.map { "\($0.text): " } ?? ""
                message = "malformed YAML: \(detail)\(problem) (expected \(hint(problem, context: context?.text, at: mark, in: text)))"
            }
            return ScenarioError(file: file, line: mark.line, column: mark.column, message: message)
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map { "'\(shown($0))'" }.joined(separator: ", ")
            return ScenarioError(
                file: file, line: context.mark.line, column: context.mark.column,
                message: "duplicated key \(keys) (expected each key once in a mapping)")
        case let .reader(problem, offset, value, _):
            let (line, column) = offset.map { position(ofCharacter: $0, in: text) } ?? (1, 1)
            let character = value >= 0 ? ", U+\(hex(UInt32(value)))" : ""
            return ScenarioError(
                file: file, line: line, column: column,
                message: "unreadable YAML: \(problem)\(character) (expected printable text; write it as an escape in double quotes)")
        default:
            return ScenarioError(file: file, line: 1, column: 1, message: "malformed YAML: \(shown("\(error)", limit: 200)) (expected well-formed YAML)")
        }
    }

    /// What libyaml's `problem` at `mark` most likely wanted instead.
    private static func hint(_ problem: String, context: String?, at mark: Mark, in text: String) -> String {
        if problem.contains("tab") || character(atLine: mark.line, column: mark.column, in: text) == "\t" {
            return "spaces for indentation, not tabs"
        }
        if problem.hasPrefix("mapping values are not allowed") {
            return "one 'key: value' per line; quote text that contains ': '"
        }
        if problem == "found undefined alias" { return "an alias to an anchor defined before it with &name" }
        if problem == "found unknown escape character" { return "an escape YAML knows, such as \\n, \\t, \\\\, \\\" or \\u00E9" }
        if problem == "found unexpected end of stream", context?.contains("quoted scalar") == true { return "a closing quote" }
        return "well-formed YAML"
    }

    /// Whether `scalar` ends a line in YAML.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }

    /// The 1-based line and column (in unicode scalars) of the `offset`th character of `text`.
    private static func position(ofCharacter offset: Int, in text: String) -> (Int, Int) {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if let first = character.unicodeScalars.first, isLineBreak(first) {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (line, column)
    }

    /// The unicode scalar at 1-based `line` and `column` of `text`, if any.
    private static func character(atLine line: Int, column: Int, in text: String) -> Unicode.Scalar? {
        var currentLine = 1
        var currentColumn = 1
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            if currentLine == line, currentColumn == column { return scalar }
            if currentLine > line { return nil }
            if isLineBreak(scalar) {
                currentLine += 1
                currentColumn = 1
            } else {
                currentColumn += 1
            }
        }
        return nil
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `text` as a message shows it: line terminators, controls and invisible format characters
    /// escaped (`\n`, `\e`, `\u{2028}`), cut after `limit` characters (see `TerminalText`).
    static func shown(_ text: String, limit: Int = TerminalText.valueLimit) -> String {
        TerminalText.line(text, limit: limit)
    }

    // MARK: Names

    /// The longest scenario or checkpoint name, in characters (well below the 255 bytes a file name
    /// may have, with room for `.txt.new` and temporary-file prefixes).
    public static let maxNameLength = 100

    /// The characters a name may use, said the way messages say it.
    static let nameRule = "ASCII letters, digits, '.', '_' or '-', starting with a letter or digit"

    /// Why `name` cannot name a scenario (its snapshot folder), or `nil` if it can: see
    /// `problem(withCheckpointName:)`; also not `scenarios` in any case (the folder of the scenario files).
    public static func problem(withScenarioName name: String) -> String? {
        if let problem = nameProblem(name, kind: "scenario name") { return problem }
        if name.lowercased() == "scenarios" {
            return "scenario name '\(name)' is the folder of the scenario files (expected any other name)"
        }
        return nil
    }

    /// Why `name` cannot name a checkpoint (a file), or `nil` if it can: 1 to 100 ASCII letters, digits,
    /// `.`, `_` or `-`, the first a letter or digit (so no hidden files, no `..`, no line terminators).
    public static func problem(withCheckpointName name: String) -> String? {
        nameProblem(name, kind: "checkpoint name")
    }

    private static func nameProblem(_ name: String, kind: String) -> String? {
        func allowed(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9": true
            case ".", "_", "-": !first
            default: false
            }
        }
        guard let first = name.unicodeScalars.first else { return "\(kind) is empty (expected \(nameRule))" }
        if !allowed(first, first: true), allowed(first, first: false) {
            return "\(kind) '\(shown(name))' starts with '\(first)' (expected a letter or digit first)"
        }
        var length = 0
        for scalar in name.unicodeScalars {
            length += 1
            guard allowed(scalar, first: length == 1) else {
                return "\(kind) '\(shown(name))' contains \(described(scalar)) (expected \(nameRule))"
            }
        }
        if length > maxNameLength {
            return "\(kind) '\(shown(name, limit: 20))' is \(length) characters long (expected at most \(maxNameLength))"
        }
        return nil
    }

    /// A character as a message names it: `'/'`, `'é' (U+00E9)`, `U+000A (line feed)`.
    static func described(_ scalar: Unicode.Scalar) -> String {
        let names: [Unicode.Scalar: String] = [
            "\n": "line feed", "\r": "carriage return", "\t": "tab", "\u{0B}": "vertical tab", "\u{0C}": "form feed",
            "\u{85}": "next line", "\u{2028}": "line separator", "\u{2029}": "paragraph separator", " ": "space",
        ]
        let code = "U+\(hex(scalar.value))"
        if let name = names[scalar] { return "\(code) (\(name))" }
        if scalar.isASCII, !scalar.properties.isWhitespace, scalar.value >= 0x21, scalar.value < 0x7F { return "'\(scalar)'" }
        return shown(String(scalar)) == String(scalar) ? "'\(scalar)' (\(code))" : code
    }

    /// Why `summary` cannot be a scenario's summary, or `nil` if it can: one line of text, no line
    /// terminators (`\n`, `\r`, U+0085, U+2028, U+2029, vertical tab, form feed) and no other controls but tab.
    public static func problem(withSummary summary: String) -> String? {
        for scalar in summary.unicodeScalars where scalar != "\t" {
            if isLineBreak(scalar) || scalar == "\u{0B}" || scalar == "\u{0C}" {
                return "summary has a line break, \(described(scalar)) (expected one line of text; '|' and '>' blocks keep line breaks)"
            }
            if scalar.properties.generalCategory == .control {
                return "summary contains the control character \(described(scalar)) (expected one line of text)"
            }
        }
        return nil
    }
}

/// Walks a composed YAML node tree. Every message says what was wrong, then `(expected …)`.
private struct Reader {
    let file: String
    let apps: [any AtlasApp]
    let defaultApp: (any AtlasApp)?
    let routeIndexes: RouteIndexes

    func fail(_ node: ScenarioNode?, _ message: String) -> ScenarioError {
        ScenarioError(file: file, line: node?.line ?? 1, column: node?.column ?? 1, message: message)
    }

    /// `text` quoted for a message.
    func quoted(_ text: String?) -> String { "'\(ScenarioParser.shown(text ?? ""))'" }

    /// What `node` is, for "got …" in messages.
    func kind(of node: ScenarioNode) -> String {
        switch node {
        case .scalar: node.string.map { $0.isEmpty ? "an empty value" : quoted($0) } ?? "an empty value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        default: "an alias"
        }
    }

    var stepList: String { ScenarioParser.stepNames.joined(separator: ", ") }

    /// What each step that takes an argument expects, for messages.
    static let arguments = [
        "navigate": "<route, such as OceanRoute.abyss>", "open": "<deep-link URL>", "presentDetour": "<detour name>",
        "selectTab": "<tab index>", "expectFailure": "{ <step>, error: <kind> }", "snapshot": "<checkpoint name>",
        "trace": "{ navigate: <route>, snapshot: <name> }", "restore": "<saved navigation JSON file, relative to the scenario file>",
        "back-to": "<route on the visible stack, such as BlueRoute.blue>", "tap-tab": "<tab index or title, such as 2 or Blue>",
    ]

    func scenario(from root: ScenarioNode) throws(ScenarioError) -> Scenario {
        guard case let .mapping(mapping, _, _) = root else {
            throw fail(root, "the file holds \(kind(of: root)) (expected a mapping with keys name, app, summary, steps)")
        }
        var name: String?
        var appName: String?
        var appNode: ScenarioNode?
        var summary = ""
        var stepsNode: ScenarioNode?
        for (key, value) in mapping {
            switch key.string {
            case "name":
                let text = try scalar(value, "a scenario name")
                if let problem = ScenarioParser.problem(withScenarioName: text) { throw fail(value, problem) }
                name = text
            case "app":
                appName = try scalar(value, "an app name")
                appNode = value
            case "summary", "description":
                summary = try scalar(value, "a one-line summary")
                if let problem = ScenarioParser.problem(withSummary: summary) { throw fail(value, problem) }
            case "steps": stepsNode = value
            default: throw fail(key, "unknown key \(quoted(key.string)) (expected one of name, app, summary, steps)")
            }
        }
        guard let name else { throw fail(root, "missing 'name' (expected a scenario name)") }
        let app: any AtlasApp
        if let appName {
            switch ScenarioApps.app(named: appName, in: apps, shownAs: quoted(appName)) {
            case let .success(found): app = found
            case let .failure(unknown): throw fail(appNode, unknown.message)
            }
        } else if let defaultApp {
            app = defaultApp
        } else {
            throw fail(root, "missing 'app' (expected app: one of \(apps.map(\.name).joined(separator: ", ")))")
        }
        guard let stepsNode else { throw fail(root, "missing 'steps' (expected a list of steps)") }
        guard case let .sequence(sequence, _, _) = stepsNode else {
            throw fail(stepsNode, "'steps' is \(kind(of: stepsNode)) (expected a list of steps)")
        }
        var steps: [ScenarioStep] = []
        /// Checkpoint names lowercased (they are files, and some filesystems ignore case) -> as written.
        var checkpoints: [String: String] = [:]
        for node in sequence {
            let step = ScenarioStep(try self.step(from: node, app: app), line: node.line ?? 0, column: node.column ?? 0)
            if let checkpoint = step.checkpoint {
                if let earlier = checkpoints[checkpoint.lowercased()] {
                    throw fail(
                        node,
                        earlier == checkpoint
                            ? "checkpoint \(quoted(checkpoint)) is used twice in this scenario (expected each checkpoint name once)"
                            : "checkpoint \(quoted(checkpoint)) differs from \(quoted(earlier)) only in case (expected names that differ in more than case)")
                }
                checkpoints[checkpoint.lowercased()] = checkpoint
            }
            steps.append(step)
        }
        return Scenario(name: name, app: app.name, summary: summary, steps: steps, file: file)
    }

    func scalar(_ node: ScenarioNode, _ expected: String) throws(ScenarioError) -> String {
        guard case .scalar = node, let text = node.string, !text.isEmpty else { throw fail(node, "got \(kind(of: node)) (expected \(expected))") }
        return text
    }

    func step(from node: ScenarioNode, app: any AtlasApp) throws(ScenarioError) -> ScenarioStep.Kind {
        switch node {
        case .scalar:
            let name = node.string ?? ""
            switch name {
            case "back": return .perform(.back)
            case "popToRoot": return .perform(.popToRoot)
            case "dismissModal": return .perform(.dismissModal)
            case "dismissDetour": return .perform(.dismissDetour)
            case "swipe-back": return .perform(.user(.swipeBack))
            case "dismiss": return .perform(.user(.dismiss))
            default:
                if let argument = Self.arguments[name] {
                    throw fail(node, "step '\(name)' needs an argument (expected '\(name): \(argument)')")
                }
                throw fail(node, "unknown step \(quoted(name)) (expected one of \(stepList))")
            }
        case let .mapping(mapping, _, _):
            guard let first = mapping.first else { throw fail(node, "an empty step (expected one of \(stepList))") }
            return try step(named: first.key, value: first.value, in: mapping, app: app)
        default:
            throw fail(node, "a step is \(kind(of: node)) (expected one of \(stepList))")
        }
    }

    func step(named keyNode: ScenarioNode, value: ScenarioNode, in mapping: [(key: ScenarioNode, value: ScenarioNode)], app: any AtlasApp)
        throws(ScenarioError) -> ScenarioStep.Kind
    {
        let key = keyNode.string ?? ""
        for (other, _) in mapping.dropFirst() where other.string != key {
            throw fail(other, "unexpected key \(quoted(other.string)) in step \(quoted(key)) (expected one step per list item)")
        }
        switch key {
        case "navigate": return .perform(try navigation(value, app: app, isURL: false))
        case "open": return .perform(try navigation(value, app: app, isURL: true))
        case "presentDetour":
            let name = try scalar(value, "a detour name")
            guard app.detourNames.contains(name) else {
                throw fail(value, "unknown detour \(quoted(name)) (expected one of \(app.detourNames.joined(separator: ", ")))")
            }
            return .perform(.presentDetour(name))
        case "selectTab":
            guard case .scalar = value, let index = value.int, index >= 0 else {
                throw fail(value, "got \(kind(of: value)) (expected a tab index: 0, 1, 2, …)")
            }
            return .perform(.selectTab(index))
        case "snapshot": return .snapshot(try checkpointName(value))
        case "expectFailure": return try expectedFailure(value, app: app)
        case "trace": return try trace(value, app: app)
        case "restore": return .perform(try restore(value))
        case "back-to": return .perform(.user(.backTo(try route(value, app: app))))
        case "tap-tab":
            guard case .scalar = value, let text = value.string, !text.isEmpty else {
                throw fail(value, "got \(kind(of: value)) (expected a tab index or title: 2, Blue)")
            }
            if let index = value.int {
                guard index >= 0 else { throw fail(value, "got \(index) (expected a tab index 0, 1, 2, … or a title)") }
                return .perform(.user(.tapTab(.index(index))))
            }
            return .perform(.user(.tapTab(.title(text))))
        case "back", "popToRoot", "dismissModal", "dismissDetour", "swipe-back", "dismiss":
            throw fail(keyNode, "step '\(key)' takes no argument (expected '- \(key)')")
        default:
            throw fail(keyNode, "unknown step \(quoted(key)) (expected one of \(stepList))")
        }
    }

    func entry(_ item: ScenarioNode) throws(ScenarioError) -> ScenarioEntry {
        let text = try scalar(item, "'from: visible' or 'from: top'")
        guard let parsed = ScenarioEntry(rawValue: text) else {
            throw fail(item, "unknown start \(quoted(text)) (expected 'from: visible' or 'from: top')")
        }
        return parsed
    }

    func navigation(_ value: ScenarioNode, app: any AtlasApp, isURL: Bool) throws(ScenarioError) -> ScenarioAction {
        var target: ScenarioNode = value
        var entry = ScenarioEntry.visible
        let targetKey = isURL ? "url" : "route"
        if !isURL, let reference = try routeValue(value, app: app) { return .navigate(to: reference, from: entry) }
        if case let .mapping(mapping, _, _) = value {
            var found: ScenarioNode?
            for (key, item) in mapping {
                switch key.string {
                case targetKey: found = item
                case "from": entry = try self.entry(item)
                default:
                    throw fail(
                        key,
                        "unknown key \(quoted(key.string)) (expected \(targetKey) and optionally from\(isURL ? "" : ", or a Codable route value such as { InboxRoute: { message: { id: 99 } } }"))"
                    )
                }
            }
            guard let found else { throw fail(value, "missing '\(targetKey)' (expected \(targetKey) and optionally from)") }
            target = found
        }
        if isURL {
            let url = try scalar(target, "a deep-link URL")
            if var problem = app.problem(withURL: url) {
                // The app's words may echo the URL: echo it escaped and cut, like every value.
                problem = problem.replacingOccurrences(of: url, with: ScenarioParser.shown(url))
                throw fail(target, problem.contains("(expected") ? problem : "\(problem) (expected a deep link of app '\(app.name)')")
            }
            return .open(url: url, from: entry)
        }
        return .navigate(to: try route(target, app: app), from: entry)
    }

    /// The route `node` names: its Codable form (`{ InboxRoute: { message: { id: 99 } } }`) or a
    /// declared route's `Type.identifier`. Resolved here, once: the step carries the route itself.
    func route(_ node: ScenarioNode, app: any AtlasApp) throws(ScenarioError) -> RouteReference {
        if let reference = try routeValue(node, app: app) { return reference }
        let name = try scalar(node, "a route such as OceanRoute.abyss")
        let index = routeIndexes.index(for: app)
        guard let route = index.route(named: name) else {
            let declared = index.routes
            let type = name.split(separator: ".").first.map(String.init) ?? name
            let sameType = declared.filter { $0.typeName == type }.map(\.identifier)
            // A Codable type names any value, not only the declared ones: say so, with an example.
            let example = declared.first { $0.typeName == type }.flatMap { route in
                (route.base as? any Encodable).flatMap { RouteValueForm.canonicalJSON($0) }.map { "{ \(type): \($0) }" }
            }
            let hint =
                sameType.isEmpty
                ? "expected Type.identifier of a declared route; types: \(Set(declared.map(\.typeName)).sorted().joined(separator: ", "))"
                : "expected one of \(type)'s \(sameType.joined(separator: ", "))"
                    + (example.map { ", or any \(type) value in its Codable form, such as \($0)" } ?? "")
            throw fail(node, "unknown route \(quoted(name)) (\(hint))")
        }
        return RouteReference(route, spelling: .declared)
    }

    /// `restore: states/abyss.json`: a saved navigation state, read and checked now.
    func restore(_ value: ScenarioNode) throws(ScenarioError) -> ScenarioAction {
        let path = try scalar(value, "a saved navigation JSON file, relative to the scenario file")
        let base = URL(fileURLWithPath: file).deletingLastPathComponent()
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        let text: String
        do {
            text = try TextFileReader.read(url, display: path)
        } catch {
            throw fail(
                value,
                "\(error.message) (expected a saved navigation JSON file)".replacingOccurrences(of: ") (expected a saved navigation JSON file)", with: ")"))
        }
        do {
            return .restore(try SavedNavigation.decode(Data(text.utf8)), file: path)
        } catch {
            let text = "\(path): \(error)"
            throw fail(value, text.contains("(expected") ? text : text + " (expected a file written by saveNavigation().json())")
        }
    }

    /// A route written as its Codable value, `{ TypeName: value }` (a one-key mapping whose key
    /// starts with an upper-case letter); `nil` when `node` is not written that way.
    func routeValue(_ node: ScenarioNode, app: any AtlasApp) throws(ScenarioError) -> RouteReference? {
        guard case let .mapping(mapping, _, _) = node, mapping.count == 1, let first = mapping.first,
            let typeName = first.key.string, typeName.first?.isUppercase == true
        else { return nil }
        do {
            return RouteReference(try RouteValueForm.decode(typeName: typeName, from: first.value.yamsNode, in: app), spelling: .value)
        } catch {
            throw fail(error.isAboutType ? first.key : first.value, error.message)
        }
    }

    func trace(_ value: ScenarioNode, app: any AtlasApp) throws(ScenarioError) -> ScenarioStep.Kind {
        let expected = "a mapping: { navigate: Route or open: URL, snapshot: name, from: visible|top, expect: errorKind, dryRun: true|false }"
        guard case let .mapping(mapping, _, _) = value else { throw fail(value, "trace got \(kind(of: value)) (expected \(expected))") }
        var target: (route: RouteReference, url: String?)?
        var checkpoint: String?
        var expect: NavigationError.Code?
        var entry = ScenarioEntry.visible
        var dryRun = false
        for (key, item) in mapping {
            switch key.string {
            case "navigate":
                guard case let .navigate(route, _) = try navigation(item, app: app, isURL: false) else { continue }
                target = (route, nil)
            case "open":
                guard case let .open(url, _) = try navigation(item, app: app, isURL: true) else { continue }
                guard let route = app.route(forURL: url) else {
                    throw fail(item, "\(quoted(url)) opens no route (expected a route, or a URL that names one, for trace)")
                }
                let declared = routeIndexes.index(for: app).route(named: route.description) == route
                target = (RouteReference(route, spelling: declared ? .declared : .value), url)
            case "snapshot": checkpoint = try checkpointName(item)
            case "from": entry = try self.entry(item)
            case "expect": expect = try errorKind(item)
            case "dryRun":
                guard case .scalar = item, let flag = item.bool else { throw fail(item, "got \(kind(of: item)) (expected true or false)") }
                dryRun = flag
            default: throw fail(key, "unknown key \(quoted(key.string)) in trace (expected \(expected))")
            }
        }
        guard let target else { throw fail(value, "trace has no target (expected 'navigate: Route' or 'open: URL')") }
        guard let checkpoint else { throw fail(value, "trace has no checkpoint (expected 'snapshot: name' for its text)") }
        return .trace(TraceRequest(route: target.route, url: target.url, from: entry, checkpoint: checkpoint, expect: expect, dryRun: dryRun))
    }

    func checkpointName(_ value: ScenarioNode) throws(ScenarioError) -> String {
        let name = try scalar(value, "a checkpoint name")
        if let problem = ScenarioParser.problem(withCheckpointName: name) { throw fail(value, problem) }
        return name
    }

    func errorKind(_ item: ScenarioNode) throws(ScenarioError) -> NavigationError.Code {
        let kind = try scalar(item, "an error kind")
        guard let code = NavigationError.Code(rawValue: kind) else {
            throw fail(item, "unknown error kind \(quoted(kind)) (expected one of \(ScenarioParser.errorKinds.joined(separator: ", ")))")
        }
        return code
    }

    func expectedFailure(_ value: ScenarioNode, app: any AtlasApp) throws(ScenarioError) -> ScenarioStep.Kind {
        guard case let .mapping(mapping, _, _) = value else {
            throw fail(value, "expectFailure got \(kind(of: value)) (expected a mapping: { navigate: Route, error: kind }, or open, selectTab, … with error)")
        }
        var errorNode: ScenarioNode?
        var inner: ScenarioAction?
        for (key, item) in mapping {
            if key.string == "error" {
                errorNode = item
            } else {
                guard inner == nil else {
                    throw fail(key, "a second step \(quoted(key.string)) in expectFailure (expected exactly one step and an error)")
                }
                let single = [(key: key, value: item)]
                switch try step(named: key, value: item, in: single, app: app) {
                case let .perform(action): inner = action
                case .snapshot:
                    throw fail(key, "a snapshot inside expectFailure (expected a step that can fail, such as navigate)")
                case .trace:
                    throw fail(key, "a trace inside expectFailure (expected the error as 'expect: <kind>' inside the trace)")
                case .expectFailure:
                    throw fail(key, "an expectFailure inside expectFailure (expected a step that can fail, such as navigate)")
                }
            }
        }
        guard let inner else {
            throw fail(value, "expectFailure has no step (expected a step such as navigate: UnhandledRoute.invalidRoute)")
        }
        let isRestore = if case .restore = inner { true } else { false }
        let kinds = isRestore ? ScenarioParser.restoreErrorKinds : ScenarioParser.errorKinds
        guard let errorNode else {
            throw fail(value, "expectFailure needs 'error: <kind>' (expected one of \(kinds.joined(separator: ", ")))")
        }
        return .expectFailure(inner, error: try expectedKind(errorNode, isRestore: isRestore))
    }

    /// The kind an `expectFailure` names: a navigation error's code, or around a `restore` step
    /// why a restore fails when it runs; a kind that step can never fail with is an error here.
    func expectedKind(_ item: ScenarioNode, isRestore: Bool) throws(ScenarioError) -> ScenarioErrorKind {
        let text = try scalar(item, "an error kind")
        let kinds = isRestore ? ScenarioParser.restoreErrorKinds : ScenarioParser.errorKinds
        guard let kind = ScenarioErrorKind(rawValue: text) else {
            throw fail(item, "unknown error kind \(quoted(text)) (expected one of \(kinds.joined(separator: ", ")))")
        }
        if isRestore, kind == .corrupted || kind == .newerFormat {
            throw fail(
                item,
                "a \(text) file is found when the scenario is read, and the scenario is then refused (expected a kind a restore fails with when it runs: \(kinds.joined(separator: ", ")))"
            )
        }
        guard kinds.contains(text) else {
            throw fail(
                item,
                isRestore
                    ? "\(quoted(text)) is a navigation error, and a restore step never fails with it (expected one of \(kinds.joined(separator: ", ")))"
                    : "\(quoted(text)) is a restore failure, and only a restore step fails with it (expected one of \(kinds.joined(separator: ", ")))")
        }
        return kind
    }
}
