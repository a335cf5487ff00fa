import ArgumentParser
import FlowCore
import FlowDiagrams
import FlowSnapshot
import Foundation

/// `flowatlas trace <route-or-URL> …`: why a navigation went where it went.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Trace one navigation step by step, as text or as a highlighted hierarchy picture.",
        discussion: "The starting state is the demo's start, or a scenario's state at a checkpoint (its end when no checkpoint is named). The navigation starts at the visible coordinator (what a button or the demo's deep-link handler does), or at the root with --from top. Exit 1 when the navigation fails."
    )

    @OptionGroup var options: SnapshotOptions
    @Argument(help: "A route (OceanRoute.abyss) or a deep-link URL (flowatlas-demo://ocean/abyss).") var target: String
    @Option(help: "Start from this scenario's state.") var scenario: String?
    @Option(help: "Start from this checkpoint of the scenario.") var checkpoint: String?
    @Option(help: "Where navigate(to:) is called: visible or top.") var from: String = "visible"
    @Flag(help: "Resolve and trace without applying anything.") var dryRun = false
    @Option(help: "text, svg or dot.") var format: String = "text"
    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.") var output: String?

    func validate() throws {
        if checkpoint != nil && scenario == nil { throw ValidationError("--checkpoint needs --scenario") }
        if !["text", "svg", "dot"].contains(format) { throw ValidationError("unknown format '\(format)' (expected one of text, svg, dot)") }
        if ScenarioEntry(rawValue: from) == nil { throw ValidationError("--from must be visible or top") }
    }

    func run() throws {
        let app = DemoScenarioApp()
        guard let route = app.route(named: target) ?? app.route(forURL: target) else {
            let problem = target.contains("://") ? (app.problem(withURL: target) ?? "it names no route") : "expected Type.identifier of a demo route or a demo URL"
            throw UsageFailure(description: "error: cannot trace '\(target)': \(problem)")
        }
        let root: any AnyCoordinator
        if let scenario {
            let selected = try ScenarioCatalog(store: options.store).select([scenario])[0]
            if let checkpoint, !selected.checkpoints.contains(checkpoint) {
                throw UsageFailure(description: "error: scenario '\(selected.name)' has no checkpoint '\(checkpoint)' (expected one of \(selected.checkpoints.joined(separator: ", ")))")
            }
            root = ScenarioCatalog.runner.replay(selected, until: checkpoint).root
        } else {
            root = app.makeRoot()
        }
        let start = from == "top" ? root : root.visibleCoordinator
        let trace = start.trace(to: route, dryRun: dryRun)
        let text: String
        switch format {
        case "text": text = TraceText.render(trace)
        case "dot": text = try DiagramFormat.dot.render(TraceGraph.build(trace))
        default: text = try DiagramFormat.svg.render(TraceGraph.build(trace))
        }
        if let output { try AtomicFile.write(text, to: URL(fileURLWithPath: output)) } else { Console().out(text) }
        if !trace.resolution.succeeded { throw ExitCode(1) }
    }
}
