import FlowAdapter
import FlowCore
import FlowSnapshotStore
import Foundation
import Yams

/// Reads one step of a scenario for one app: its `StepKeyword` and argument, every route, URL,
/// detour, checkpoint and error kind checked against the app now.
struct StepReader: NodeReader {
    let file: String
    let app: any AtlasApp
    let routeIndexes: RouteIndexes

    private var routes: RouteReader { RouteReader(file: file, app: app, routeIndexes: routeIndexes) }

    /// The step `node` writes: a keyword alone (`- back`) or a one-key mapping (`- navigate: Route`).
    func step(from node: ScenarioNode) throws(ScenarioError) -> ScenarioStep.Kind {
        switch node {
        case .scalar:
            let name = node.string ?? ""
            guard let keyword = StepKeyword(rawValue: name) else { throw fail(node, "unknown step \(quoted(name)) (expected one of \(StepKeyword.list))") }
            if let argument = keyword.argument {
                throw fail(node, "step '\(name)' needs an argument (expected '\(name): \(argument)')")
            }
            return .perform(try action(alone: keyword))
        case let .mapping(mapping, _):
            guard let first = mapping.first else { throw fail(node, "an empty step (expected one of \(StepKeyword.list))") }
            return try step(named: first.key, value: first.value, in: mapping)
        case .sequence:
            throw fail(node, "a step is \(kind(of: node)) (expected one of \(StepKeyword.list))")
        }
    }

    /// The action of a step written alone (one whose keyword takes no argument).
    private func action(alone keyword: StepKeyword) throws(ScenarioError) -> ScenarioAction {
        switch keyword {
        case .back: .back
        case .popToRoot: .popToRoot
        case .dismissModal: .dismissModal
        case .dismissDetour: .dismissDetour
        case .swipeBack: .user(.swipeBack)
        case .dismiss: .user(.dismiss)
        case .navigate, .open, .presentDetour, .selectTab, .expectFailure, .snapshot, .trace, .restore, .backTo, .tapTab:
            preconditionFailure("step '\(keyword.rawValue)' takes an argument")
        }
    }

    /// The step `keyNode: value`, the first pair of `mapping` (which must hold no other step).
    func step(named keyNode: ScenarioNode, value: ScenarioNode, in mapping: [(key: ScenarioNode, value: ScenarioNode)])
        throws(ScenarioError) -> ScenarioStep.Kind
    {
        let key = keyNode.string ?? ""
        for (other, _) in mapping.dropFirst() where other.string != key {
            throw fail(other, "unexpected key \(quoted(other.string)) in step \(quoted(key)) (expected one step per list item)")
        }
        guard let keyword = StepKeyword(rawValue: key) else { throw fail(keyNode, "unknown step \(quoted(key)) (expected one of \(StepKeyword.list))") }
        switch keyword {
        case .navigate: return .perform(try navigation(value, isURL: false))
        case .open: return .perform(try navigation(value, isURL: true))
        case .presentDetour: return .perform(try detour(value))
        case .selectTab: return .perform(try selectTab(value))
        case .snapshot: return .snapshot(try checkpointName(value))
        case .expectFailure: return try expectedFailure(value)
        case .trace: return try trace(value)
        case .restore: return .perform(try restore(value))
        case .backTo: return .perform(.user(.backTo(try routes.route(value))))
        case .tapTab: return .perform(.user(.tapTab(try tab(value))))
        case .back, .popToRoot, .dismissModal, .dismissDetour, .swipeBack, .dismiss:
            throw fail(keyNode, "step '\(key)' takes no argument (expected '- \(key)')")
        }
    }

    private func detour(_ value: ScenarioNode) throws(ScenarioError) -> ScenarioAction {
        let name = try scalar(value, "a detour name")
        guard app.detourNames.contains(name) else {
            throw fail(value, "unknown detour \(quoted(name)) (expected one of \(app.detourNames.joined(separator: ", ")))")
        }
        return .presentDetour(name)
    }

    private func selectTab(_ value: ScenarioNode) throws(ScenarioError) -> ScenarioAction {
        guard case .scalar = value, let index = value.int, index >= 0 else {
            throw fail(value, "got \(kind(of: value)) (expected a tab index: 0, 1, 2, …)")
        }
        return .selectTab(index)
    }

    /// `tap-tab`'s argument: an index (a YAML integer, 0 or more) or a title (a YAML string). A
    /// scalar YAML reads as anything else (`~`, `1.5`, `true`, an integer too large for `Int`,
    /// a date) is refused here, when the file is read, rather than taken as a title no tab has;
    /// a title that looks like one is quoted (`tap-tab: "1.5"`).
    private func tab(_ value: ScenarioNode) throws(ScenarioError) -> UserAction.TabChoice {
        guard case .scalar = value, let text = value.string, !text.isEmpty, let scalar = value.yamsScalar else {
            throw fail(value, "got \(kind(of: value)) (expected a tab index or title: 2, Blue)")
        }
        let expected = "expected a tab index 0, 1, 2, … or a title; quote a title that YAML reads otherwise, such as \"1.5\""
        switch Resolver.default.resolveTag(of: Node.scalar(scalar)) {
        case .str:
            return .title(text)
        case .int:
            guard let index = value.int else { throw fail(value, "got \(kind(of: value)), an integer out of range (\(expected))") }
            guard index >= 0 else { throw fail(value, "got \(index) (\(expected))") }
            return .index(index)
        case .null: throw fail(value, "got \(kind(of: value)), which YAML reads as null (\(expected))")
        case .float: throw fail(value, "got \(kind(of: value)), which YAML reads as a fractional number (\(expected))")
        case .bool: throw fail(value, "got \(kind(of: value)), which YAML reads as a Boolean (\(expected))")
        case let other:
            let type = other.rawValue.hasPrefix("tag:yaml.org,2002:") ? String(other.rawValue.dropFirst("tag:yaml.org,2002:".count)) : other.rawValue
            throw fail(value, "got \(kind(of: value)), which YAML reads as a value of type \(type) (\(expected))")
        }
    }

    func entry(_ item: ScenarioNode) throws(ScenarioError) -> ScenarioEntry {
        let text = try scalar(item, "'from: visible' or 'from: top'")
        guard let parsed = ScenarioEntry(rawValue: text) else {
            throw fail(item, "unknown start \(quoted(text)) (expected 'from: visible' or 'from: top')")
        }
        return parsed
    }

    /// `navigate` (or with `isURL`, `open`): the target alone, or `{ route|url: …, from: … }`.
    /// A URL must be one of the app's links unless `checkingURL` is off (`expectFailure … invalidURL`).
    func navigation(_ value: ScenarioNode, isURL: Bool, checkingURL: Bool = true) throws(ScenarioError) -> ScenarioAction {
        var target: ScenarioNode = value
        var entry = ScenarioEntry.visible
        let targetKey = isURL ? "url" : "route"
        if !isURL, let reference = try routes.routeValue(value) { return .navigate(to: reference, from: entry) }
        if case let .mapping(mapping, _) = value {
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
        guard isURL else { return .navigate(to: try routes.route(target), from: entry) }
        return .open(url: try url(target, checked: checkingURL), from: entry)
    }

    /// A deep link the app accepts (any URL text when not `checked`).
    private func url(_ target: ScenarioNode, checked: Bool = true) throws(ScenarioError) -> String {
        let url = try scalar(target, "a deep-link URL")
        if checked, var problem = app.problem(withURL: url) {
            // The app's words may echo the URL: echo it escaped and cut, like every value.
            problem = problem.replacingOccurrences(of: url, with: ScenarioParser.shown(url))
            throw fail(target, problem.contains("(expected") ? problem : "\(problem) (expected a deep link of app '\(app.name)')")
        }
        return url
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

    func checkpointName(_ value: ScenarioNode) throws(ScenarioError) -> String {
        let name = try scalar(value, "a checkpoint name")
        if let problem = ScenarioNames.problem(withCheckpointName: name) { throw fail(value, problem) }
        return name
    }

    /// The keys of a `trace` step's mapping.
    private enum TraceKey: String {
        case navigate, open, snapshot, from, expect, dryRun
    }

    /// `trace: { navigate: Route or open: URL, snapshot: name, … }`.
    func trace(_ value: ScenarioNode) throws(ScenarioError) -> ScenarioStep.Kind {
        let expected = "a mapping: { navigate: Route or open: URL, snapshot: name, from: visible|top, expect: errorKind, dryRun: true|false }"
        guard case let .mapping(mapping, _) = value else { throw fail(value, "trace got \(kind(of: value)) (expected \(expected))") }
        var target: (route: RouteReference, url: String?)?
        var checkpoint: String?
        var expect: NavigationError.Code?
        var entry = ScenarioEntry.visible
        var dryRun = false
        for (key, item) in mapping {
            switch key.string.flatMap(TraceKey.init(rawValue:)) {
            case .navigate:
                guard case let .navigate(route, _) = try navigation(item, isURL: false) else { continue }
                target = (route, nil)
            case .open: if let opened = try traceTarget(opening: item) { target = opened }
            case .snapshot: checkpoint = try checkpointName(item)
            case .from: entry = try self.entry(item)
            case .expect: expect = try errorKind(item)
            case .dryRun:
                guard case .scalar = item, let flag = item.bool else { throw fail(item, "got \(kind(of: item)) (expected true or false)") }
                dryRun = flag
            case nil: throw fail(key, "unknown key \(quoted(key.string)) in trace (expected \(expected))")
            }
        }
        guard let target else { throw fail(value, "trace has no target (expected 'navigate: Route' or 'open: URL')") }
        guard let checkpoint else { throw fail(value, "trace has no checkpoint (expected 'snapshot: name' for its text)") }
        return .trace(TraceRequest(route: target.route, url: target.url, from: entry, checkpoint: checkpoint, expect: expect, dryRun: dryRun))
    }

    /// A trace's `open: URL`: the route the URL opens (a trace follows a route), and the URL.
    private func traceTarget(opening item: ScenarioNode) throws(ScenarioError) -> (route: RouteReference, url: String?)? {
        guard case let .open(url, _) = try navigation(item, isURL: true) else { return nil }
        guard let route = app.route(forURL: url) else {
            throw fail(item, "\(quoted(url)) opens no route (expected a route, or a URL that names one, for trace)")
        }
        let declared = routeIndexes.index(for: app).route(named: route.description) == route
        return (RouteReference(route, spelling: declared ? .declared : .value), url)
    }

    func errorKind(_ item: ScenarioNode) throws(ScenarioError) -> NavigationError.Code {
        let kind = try scalar(item, "an error kind")
        guard let code = NavigationError.Code(rawValue: kind) else {
            throw fail(item, "unknown error kind \(quoted(kind)) (expected one of \(ScenarioParser.errorKinds.joined(separator: ", ")))")
        }
        return code
    }

    /// `expectFailure: { <step>, error: <kind> }`: one step that can fail, and how it must fail.
    /// A step written alone elsewhere is a key without a value here (`{ swipe-back, error: gestureRefused }`),
    /// and with `error: invalidURL` an `open` step's URL is not checked now: the run checks that the app refuses it.
    func expectedFailure(_ value: ScenarioNode) throws(ScenarioError) -> ScenarioStep.Kind {
        guard case let .mapping(mapping, _) = value else {
            throw fail(value, "expectFailure got \(kind(of: value)) (expected a mapping: { navigate: Route, error: kind }, or open, selectTab, … with error)")
        }
        let errorNode = mapping.last { $0.key.string == "error" }?.value
        let checkingURL = errorNode?.string != ScenarioErrorKind.invalidURL.rawValue
        var inner: ScenarioAction?
        for (key, item) in mapping where key.string != "error" {
            guard inner == nil else {
                throw fail(key, "a second step \(quoted(key.string)) in expectFailure (expected exactly one step and an error)")
            }
            inner = try failingAction(key, item, checkingURL: checkingURL)
        }
        guard let inner else {
            throw fail(value, "expectFailure has no step (expected a step such as navigate: UnhandledRoute.invalidRoute)")
        }
        let kinds = ScenarioErrorKind.expectable(around: inner).map(\.rawValue)
        guard let errorNode else {
            throw fail(value, "expectFailure needs 'error: <kind>' (expected one of \(kinds.joined(separator: ", ")))")
        }
        return .expectFailure(inner, error: try expectedKind(errorNode, around: inner))
    }

    /// The action of the step `key: item` inside an `expectFailure`: one that can fail.
    private func failingAction(_ key: ScenarioNode, _ item: ScenarioNode, checkingURL: Bool) throws(ScenarioError) -> ScenarioAction {
        if let keyword = StepKeyword(rawValue: key.string ?? ""), keyword.argument == nil, case .scalar = item, item.string?.isEmpty ?? true {
            return try action(alone: keyword)
        }
        if !checkingURL, key.string == StepKeyword.open.rawValue { return try navigation(item, isURL: true, checkingURL: false) }
        switch try step(named: key, value: item, in: [(key: key, value: item)]) {
        case let .perform(action): return action
        case .snapshot: throw fail(key, "a snapshot inside expectFailure (expected a step that can fail, such as navigate)")
        case .trace: throw fail(key, "a trace inside expectFailure (expected the error as 'expect: <kind>' inside the trace)")
        case .expectFailure: throw fail(key, "an expectFailure inside expectFailure (expected a step that can fail, such as navigate)")
        }
    }

    /// The kind an `expectFailure` names around `inner` (`ScenarioErrorKind.expectable(around:)`):
    /// a kind that step can never fail with is an error here.
    func expectedKind(_ item: ScenarioNode, around inner: ScenarioAction) throws(ScenarioError) -> ScenarioErrorKind {
        let text = try scalar(item, "an error kind")
        let isRestore = if case .restore = inner { true } else { false }
        let kinds = ScenarioErrorKind.expectable(around: inner).map(\.rawValue)
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
            let why =
                switch kind {
                case .invalidURL: "is for an open step whose URL the app does not take"
                case .gestureRefused: "is for a user's step (swipe-back, back-to, dismiss, tap-tab)"
                case _ where kind.restoreKind != nil: "is a restore failure, and only a restore step fails with it"
                default: "is a navigation error, and a restore step never fails with it"
                }
            throw fail(item, "\(quoted(text)) \(why) (expected one of \(kinds.joined(separator: ", ")))")
        }
        return kind
    }
}
