import FlowCore
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
        "presentDetour", "selectTab", "expectFailure", "snapshot", "trace",
    ]

    /// The error kinds `expectFailure` accepts.
    public static let errorKinds = [
        "navigationFailed", "modalCoordinatorNotConfigured", "viewCreationFailed", "invalidTabIndex",
        "duplicateChild", "circularReference", "configurationError", "invalidNavigationPath",
    ]

    let apps: [any ScenarioApp]
    let defaultApp: (any ScenarioApp)?

    /// A parser that knows `apps`; a file without `app:` runs on `defaultApp`, or on the only
    /// app when there is one (else it must name its app).
    public init(apps: [any ScenarioApp], defaultApp: (any ScenarioApp)? = nil) {
        self.apps = apps
        self.defaultApp = defaultApp ?? (apps.count == 1 ? apps[0] : nil)
    }

    /// Parses `text`, naming `file` in errors.
    public func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw ScenarioError(file: file, line: 1, column: 1, message: "empty scenario file; expected a mapping with name and steps")
            }
            root = node
        } catch let error as ScenarioError {
            throw error
        } catch let error as YamlError {
            throw Self.error(from: error, file: file)
        } catch {
            throw ScenarioError(file: file, line: 1, column: 1, message: "could not read YAML: \(error)")
        }
        return try Reader(file: file, apps: apps, defaultApp: defaultApp).scenario(from: root)
    }

    private static func error(from error: YamlError, file: String) -> ScenarioError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let detail = context.map { "\($0.text) " } ?? ""
            return ScenarioError(file: file, line: mark.line, column: mark.column, message: "malformed YAML: \(detail)\(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return ScenarioError(file: file, line: context.mark.line, column: context.mark.column,
                                 message: "duplicated keys \(duplicates.joined(separator: ", "))")
        default:
            return ScenarioError(file: file, line: 1, column: 1, message: "malformed YAML: \(error)")
        }
    }
}

/// Walks a composed YAML node tree.
private struct Reader {
    let file: String
    let apps: [any ScenarioApp]
    let defaultApp: (any ScenarioApp)?

    func fail(_ node: Node?, _ message: String) -> ScenarioError {
        ScenarioError(file: file, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1, message: message)
    }

    func scenario(from root: Node) throws(ScenarioError) -> Scenario {
        guard case let .mapping(mapping) = root else {
            throw fail(root, "expected a mapping with keys name, app, summary, steps")
        }
        var name: String?
        var appName: String?
        var appNode: Node?
        var summary = ""
        var stepsNode: Node?
        for (key, value) in mapping {
            switch key.string {
            case "name": name = try scalar(value, "a scenario name")
            case "app": appName = try scalar(value, "an app name"); appNode = value
            case "summary", "description": summary = try scalar(value, "a one-line summary")
            case "steps": stepsNode = value
            default: throw fail(key, "unknown key '\(key.string ?? "")' (expected one of name, app, summary, steps)")
            }
        }
        guard let name else { throw fail(root, "missing 'name' (expected a scenario name)") }
        guard name.range(of: "^[A-Za-z0-9][A-Za-z0-9._-]*$", options: .regularExpression) != nil else {
            throw fail(root, "scenario name '\(name)' must be letters, digits, '.', '_' or '-'")
        }
        let app: any ScenarioApp
        if let appName {
            guard let found = apps.first(where: { $0.name == appName }) else {
                throw fail(appNode, "unknown app '\(appName)' (expected one of \(apps.map(\.name).joined(separator: ", ")))")
            }
            app = found
        } else if let defaultApp {
            app = defaultApp
        } else {
            throw fail(root, "missing 'app' (expected app: one of \(apps.map(\.name).joined(separator: ", ")))")
        }
        guard let stepsNode, case let .sequence(sequence) = stepsNode else {
            throw fail(stepsNode ?? root, "expected 'steps' as a list of steps")
        }
        var steps: [ScenarioStep] = []
        var checkpoints: Set<String> = []
        for node in sequence {
            let action = try self.action(from: node, app: app)
            let checkpoint: String? = switch action {
            case let .snapshot(name), let .trace(_, _, name, _, _): name
            default: nil
            }
            if let checkpoint, !checkpoints.insert(checkpoint).inserted {
                throw fail(node, "checkpoint '\(checkpoint)' is used twice in this scenario")
            }
            steps.append(ScenarioStep(action, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0))
        }
        return Scenario(name: name, app: app.name, summary: summary, steps: steps, file: file)
    }

    func scalar(_ node: Node, _ expected: String) throws(ScenarioError) -> String {
        guard case .scalar = node, let text = node.string, !text.isEmpty else { throw fail(node, "expected \(expected)") }
        return text
    }

    func action(from node: Node, app: any ScenarioApp) throws(ScenarioError) -> ScenarioAction {
        switch node {
        case .scalar:
            let name = node.string ?? ""
            switch name {
            case "back": return .back
            case "popToRoot": return .popToRoot
            case "dismissModal": return .dismissModal
            case "dismissDetour": return .dismissDetour
            default:
                let hint = ScenarioParser.stepNames.contains(name) ? "step '\(name)' needs an argument" : "unknown step '\(name)'"
                throw fail(node, "\(hint) (expected one of \(ScenarioParser.stepNames.joined(separator: ", ")))")
            }
        case let .mapping(mapping):
            guard let first = mapping.first else { throw fail(node, "expected a step") }
            return try action(named: first.key, value: first.value, in: mapping, app: app)
        default:
            throw fail(node, "expected a step (expected one of \(ScenarioParser.stepNames.joined(separator: ", ")))")
        }
    }

    func action(named keyNode: Node, value: Node, in mapping: Node.Mapping, app: any ScenarioApp) throws(ScenarioError) -> ScenarioAction {
        let key = keyNode.string ?? ""
        let allowedKeys: [String] = key == "expectFailure" ? ["expectFailure"] : [key]
        for (other, _) in mapping.dropFirst() where !allowedKeys.contains(other.string ?? "") {
            throw fail(other, "unexpected key '\(other.string ?? "")' in step '\(key)'; write one step per list item")
        }
        switch key {
        case "navigate": return try navigation(value, app: app, isURL: false)
        case "open": return try navigation(value, app: app, isURL: true)
        case "presentDetour":
            let name = try scalar(value, "a detour name")
            guard app.detourNames.contains(name) else {
                throw fail(value, "unknown detour '\(name)' (expected one of \(app.detourNames.joined(separator: ", ")))")
            }
            return .presentDetour(name)
        case "selectTab":
            guard case .scalar = value, let index = value.int, index >= 0 else { throw fail(value, "expected a tab index (0, 1, 2, ...)") }
            return .selectTab(index)
        case "snapshot": return .snapshot(try checkpointName(value))
        case "expectFailure": return try expectedFailure(value, app: app)
        case "trace": return try trace(value, app: app)
        case "back", "popToRoot", "dismissModal", "dismissDetour":
            throw fail(keyNode, "step '\(key)' takes no argument; write '- \(key)'")
        default:
            throw fail(keyNode, "unknown step '\(key)' (expected one of \(ScenarioParser.stepNames.joined(separator: ", ")))")
        }
    }

    func navigation(_ value: Node, app: any ScenarioApp, isURL: Bool) throws(ScenarioError) -> ScenarioAction {
        var target: Node = value
        var entry = ScenarioEntry.visible
        if case let .mapping(mapping) = value {
            var found: Node?
            for (key, item) in mapping {
                switch key.string {
                case isURL ? "url" : "route": found = item
                case "from":
                    let text = try scalar(item, "visible or top")
                    guard let parsed = ScenarioEntry(rawValue: text) else { throw fail(item, "expected 'from: visible' or 'from: top', got '\(text)'") }
                    entry = parsed
                default: throw fail(key, "unknown key '\(key.string ?? "")' (expected \(isURL ? "url" : "route") and optionally from)")
                }
            }
            guard let found else { throw fail(value, "missing '\(isURL ? "url" : "route")'") }
            target = found
        }
        if isURL {
            let url = try scalar(target, "a deep-link URL")
            if let problem = app.problem(withURL: url) { throw fail(target, problem) }
            return .open(url: url, from: entry)
        }
        let name = try scalar(target, "a route such as OceanRoute.abyss")
        guard app.route(named: name) != nil else {
            let type = name.split(separator: ".").first.map(String.init) ?? name
            let sameType = app.declaredRoutes.filter { $0.typeName == type }.map(\.identifier)
            let hint = sameType.isEmpty
                ? "expected Type.identifier of a route the app declares (types: \(Set(app.declaredRoutes.map(\.typeName)).sorted().joined(separator: ", ")))"
                : "\(type) has \(sameType.joined(separator: ", "))"
            throw fail(target, "unknown route '\(name)' (\(hint))")
        }
        return .navigate(route: name, from: entry)
    }

    func trace(_ value: Node, app: any ScenarioApp) throws(ScenarioError) -> ScenarioAction {
        let expected = "a mapping: { navigate: Route or open: URL, snapshot: name, from: visible|top, expect: errorKind, dryRun: true|false }"
        guard case let .mapping(mapping) = value else { throw fail(value, "expected \(expected)") }
        var target: String?, checkpoint: String?, expect: String?
        var entry = ScenarioEntry.visible
        var dryRun = false
        for (key, item) in mapping {
            switch key.string {
            case "navigate":
                guard case let .navigate(route, _) = try navigation(item, app: app, isURL: false) else { continue }
                target = route
            case "open":
                guard case let .open(url, _) = try navigation(item, app: app, isURL: true) else { continue }
                guard app.route(forURL: url) != nil else { throw fail(item, "'\(url)' is not a navigation; trace needs a route or a URL that names one") }
                target = url
            case "snapshot": checkpoint = try checkpointName(item)
            case "from":
                let text = try scalar(item, "visible or top")
                guard let parsed = ScenarioEntry(rawValue: text) else { throw fail(item, "expected 'from: visible' or 'from: top', got '\(text)'") }
                entry = parsed
            case "expect":
                let kind = try scalar(item, "an error kind")
                guard ScenarioParser.errorKinds.contains(kind) else {
                    throw fail(item, "unknown error kind '\(kind)' (expected one of \(ScenarioParser.errorKinds.joined(separator: ", ")))")
                }
                expect = kind
            case "dryRun":
                guard case .scalar = item, let flag = item.bool else { throw fail(item, "expected true or false") }
                dryRun = flag
            default: throw fail(key, "unknown key '\(key.string ?? "")' in trace (expected \(expected))")
            }
        }
        guard let target else { throw fail(value, "trace needs 'navigate: Route' or 'open: URL'") }
        guard let checkpoint else { throw fail(value, "trace needs 'snapshot: name' for its text") }
        return .trace(target: target, from: entry, snapshot: checkpoint, expect: expect, dryRun: dryRun)
    }

    func checkpointName(_ value: Node) throws(ScenarioError) -> String {
        let name = try scalar(value, "a checkpoint name")
        guard name.range(of: "^[A-Za-z0-9][A-Za-z0-9._-]*$", options: .regularExpression) != nil else {
            throw fail(value, "checkpoint name '\(name)' must be letters, digits, '.', '_' or '-'")
        }
        return name
    }

    func expectedFailure(_ value: Node, app: any ScenarioApp) throws(ScenarioError) -> ScenarioAction {
        guard case let .mapping(mapping) = value else {
            throw fail(value, "expected a mapping: { navigate: Route, error: kind } (or open/selectTab/... with error)")
        }
        var error: String?
        var inner: ScenarioAction?
        for (key, item) in mapping {
            if key.string == "error" {
                let kind = try scalar(item, "an error kind")
                guard ScenarioParser.errorKinds.contains(kind) else {
                    throw fail(item, "unknown error kind '\(kind)' (expected one of \(ScenarioParser.errorKinds.joined(separator: ", ")))")
                }
                error = kind
            } else {
                guard inner == nil else { throw fail(key, "expectFailure wraps exactly one step") }
                let single = Node.Mapping([(key, item)])
                inner = try action(named: key, value: item, in: single, app: app)
                if case .snapshot = inner! { throw fail(key, "a snapshot cannot be expected to fail") }
                if case .trace = inner! { throw fail(key, "write the expected error of a trace as 'expect:' inside it") }
            }
        }
        guard let inner else { throw fail(value, "expectFailure needs a step, for example navigate: UnhandledRoute.invalidRoute") }
        guard let error else { throw fail(value, "expectFailure needs 'error: <kind>' (one of \(ScenarioParser.errorKinds.joined(separator: ", ")))") }
        return .expectFailure(inner, error: error)
    }
}
