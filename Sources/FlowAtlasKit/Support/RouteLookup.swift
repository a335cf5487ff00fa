import FlowCore
import FlowScenarios
import FlowText

/// Command-line routes: what a route or URL argument names, and why one names nothing, in the
/// words of the app's own routes.
enum RouteLookup {
    /// The route `target` names: a deep-link URL of `app`, a declared `Type.identifier`, or a
    /// value in its Codable form (`{ InboxRoute: { message: { id: 99 } } }`), read as a scenario
    /// step reads it. Errors start with `context` (`cannot trace`, `--after`).
    static func route(_ target: String, in app: any AtlasApp, context: String) throws -> AnyRoute {
        if let route = app.route(namedOrURL: target) { return route }
        do {
            return try ScenarioParser(apps: [app]).route(target, app: app, source: "argument").route
        } catch {
            // A name that is neither a route nor a URL gets the tool's wording; a value that does not decode, the parser's.
            let message = target.hasPrefix("{") ? "\(error.line):\(error.column): \(error.message)" : problem(target, in: app)
            throw UsageFailure(description: "error: \(context) '\(shown(target))': \(message)")
        }
    }

    static func problem(_ target: String, in app: any AtlasApp) -> String {
        if target.contains("://") { return (app.problem(withURL: target) ?? "it names no route").replacingOccurrences(of: target, with: shown(target)) }
        // A type whose routes cannot all be listed: say which sample would make the name known.
        if UnknownRouteHint.namesTypeOfSamples(target, app: app) {
            return "unknown route '\(shown(target))' (\(UnknownRouteHint.hint(forUnknown: target, in: RouteIndex(app), app: app)))"
        }
        let types = Set(app.declaredRoutes.map(\.typeName)).sorted().joined(separator: ", ")
        return
            "expected Type.identifier of a route of app '\(app.name)' (types: \(types)), a Codable route value such as { \(app.declaredRoutes.first?.typeName ?? "Route"): … }, or one of its deep-link URLs"
    }

    /// A route or URL from the command line as messages echo it: escaped, cut after `TerminalText.valueLimit`.
    static func shown(_ value: String) -> String { TerminalText.line(value, limit: TerminalText.valueLimit) }
}
