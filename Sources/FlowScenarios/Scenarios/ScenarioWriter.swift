import FlowAdapter
import FlowCore
import FlowSnapshotStore

/// Writes a scenario as a scenario file: the text `ScenarioParser` reads back as the same steps.
/// What the playground's Record button saves (`flowatlas serve`).
///
/// Every value is written plain only when it reads back as itself; otherwise as a double-quoted
/// string (JSON, which YAML reads alike), so a name, a URL or a payload cannot add a key or a step.
public enum ScenarioWriter {
    /// A step that has no text form.
    public struct Unwritable: Error, CustomStringConvertible {
        /// The step, as a transcript shows it.
        public var step: String
        public var description: String {
            "step '\(step)' cannot be written to a scenario file (expected a declared route or a Codable route value)"
        }
    }

    /// `scenario` as YAML: `name`, `app`, `summary` when there is one, and one line per step.
    public static func yaml(_ scenario: Scenario) throws(Unwritable) -> String {
        var lines = ["name: \(scalar(scenario.name))", "app: \(scalar(scenario.app))"]
        if !scenario.summary.isEmpty { lines.append("summary: \(scalar(scenario.summary))") }
        lines.append("steps:")
        for step in scenario.steps {
            guard let text = self.step(step.kind) else { throw Unwritable(step: step.kind.description) }
            lines.append("  - " + text)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One step as a list item's text (without `- `), or `nil` when it has no text form.
    public static func step(_ kind: ScenarioStep.Kind) -> String? {
        switch kind {
        case let .perform(action): text(of: action)
        // A bare step (`back`) is a key without a value: `{ back, error: navigationFailed }`.
        case let .expectFailure(action, error): text(of: action).map { "expectFailure: { \($0), error: \(error.rawValue) }" }
        case let .snapshot(name): "snapshot: \(scalar(name))"
        case let .trace(request): trace(request)
        }
    }

    private static func text(of action: ScenarioAction) -> String? {
        switch action {
        case let .navigate(reference, from):
            guard let route = reference.yaml else { return nil }
            return from == .top ? "navigate: { route: \(route), from: top }" : "navigate: \(route)"
        case let .open(url, from):
            return from == .top ? "open: { url: \(scalar(url)), from: top }" : "open: \(scalar(url))"
        case .back: return "back"
        case .popToRoot: return "popToRoot"
        case .dismissModal: return "dismissModal"
        case .dismissDetour: return "dismissDetour"
        case let .presentDetour(name): return "presentDetour: \(scalar(name))"
        case let .selectTab(index): return "selectTab: \(index)"
        case let .restore(_, file): return "restore: \(scalar(file))"
        case let .user(gesture):
            switch gesture {
            case .swipeBack: return "swipe-back"
            case .dismiss: return "dismiss"
            case let .backTo(reference): return reference.yaml.map { "back-to: \($0)" }
            case let .tapTab(.index(index)): return "tap-tab: \(index)"
            case let .tapTab(.title(title)): return "tap-tab: \(scalar(title))"
            }
        }
    }

    private static func trace(_ request: TraceRequest) -> String? {
        var parts: [String]
        if let url = request.url {
            parts = ["open: \(scalar(url))"]
        } else {
            guard let route = request.route.yaml else { return nil }
            parts = ["navigate: \(route)"]
        }
        parts.append("snapshot: \(scalar(request.checkpoint))")
        if request.from == .top { parts.append("from: top") }
        if let expect = request.expect { parts.append("expect: \(ScenarioErrorKind(expect).rawValue)") }
        if request.dryRun { parts.append("dryRun: true") }
        return "trace: { \(parts.joined(separator: ", ")) }"
    }

    /// `text` plain when it reads back as the same string, else double-quoted.
    static func scalar(_ text: String) -> String {
        let plainSafe =
            text.unicodeScalars.first.map { $0.properties.isAlphabetic } == true
            && text.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "._-/".unicodeScalars.contains($0))
            }
            && !["true", "false", "yes", "no", "on", "off", "null", "y", "n"].contains(text.lowercased())
        return plainSafe ? text : RouteReference.yamlSafe(RouteValueForm.canonicalJSON(text) ?? "\"\"")
    }
}
