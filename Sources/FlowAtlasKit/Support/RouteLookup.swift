import FlowScenarios
import FlowText

/// Why a command-line route or URL names nothing, in the words of the app's own routes.
enum RouteLookup {
    static func problem(_ target: String, in app: any ScenarioApp) -> String {
        if target.contains("://") { return (app.problem(withURL: target) ?? "it names no route").replacingOccurrences(of: target, with: shown(target)) }
        let types = Set(app.declaredRoutes.map(\.typeName)).sorted().joined(separator: ", ")
        return "expected Type.identifier of a route of app '\(app.name)' (types: \(types)) or one of its deep-link URLs"
    }

    /// A route or URL from the command line as messages echo it: escaped, cut after `TerminalText.valueLimit`.
    static func shown(_ value: String) -> String { TerminalText.line(value, limit: TerminalText.valueLimit) }
}
