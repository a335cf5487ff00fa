import ArgumentParser
import FlowCore
import FlowDiagrams
import FlowGraphviz
import FlowReport
import FlowScenarios
import FlowText
import Foundation

/// `trace <route-or-URL> …`: why a navigation went where it went.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Trace one navigation step by step, as text or as a highlighted hierarchy picture.",
        discussion:
            "The starting state is the app's start, or a scenario's state at a checkpoint (its end when no checkpoint is named). The navigation starts at the visible coordinator (what a button or a deep-link handler does), or at the root with --from top. Exit 1 when the navigation fails."
    )

    /// What the trace is written as.
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, svg, dot, html }

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var apps: AppOptions
    @Argument(help: "A route (Type.identifier), a Codable route value ('{ InboxRoute: { message: { id: 99 } } }') or one of the app's deep-link URLs.")
    var target: String
    @Option(help: "Start from this scenario's state.") var scenario: String?
    @Option(help: "Start from this checkpoint of the scenario.") var checkpoint: String?
    @Option(help: "Start from a saved navigation state (JSON written by saveNavigation().json()).") var fromState: String?
    @Option(help: "Where navigate(to:) is called: visible or top.") var from: ScenarioEntry = .visible
    @Flag(help: "Resolve and trace without applying anything.") var dryRun = false
    @Option(help: "text, svg, dot, or html (one self-contained page: screens before and after, the hierarchy, events, decisions).")
    var format: Format = .text
    @OptionGroup var output: OutputOption

    func validate() throws {
        if checkpoint != nil && scenario == nil { throw ValidationError("--checkpoint needs --scenario") }
        if fromState != nil && scenario != nil { throw ValidationError("--from-state and --scenario are two starting states: give one") }
    }

    func run() throws {
        let root: any AnyCoordinator
        let app: any ScenarioApp
        if let scenario {
            let selected = try apps.catalog(options).select([scenario])[0]
            if let checkpoint, !selected.checkpoints.contains(checkpoint) {
                throw UsageFailure(
                    description:
                        "error: scenario '\(selected.name)' has no checkpoint '\(checkpoint)' (expected one of \(selected.checkpoints.joined(separator: ", ")))"
                )
            }
            app = try Atlas.running.apps.app(named: selected.app)
            root = apps.runner.replay(selected, until: checkpoint).root
        } else {
            app = try apps.selected()
            root = app.makeRoot()
            if let fromState {
                let text = try TextFileReader.read(URL(fileURLWithPath: fromState), display: fromState)
                do {
                    try root.restoreNavigation(SavedNavigation.decode(Data(text.utf8)), detours: app.detourRestorer)
                } catch {
                    // One "(expected …)": the error's own, else what a state for this app is.
                    let reason = "\(error)"
                    let expected = reason.contains("(expected") ? "" : " (expected a state saved from app '\(app.name)')"
                    throw UsageFailure(description: "\(fromState): error: cannot restore: \(reason)\(expected)")
                }
            }
        }
        let route = try RouteLookup.route(target, in: app, context: "cannot trace")
        let start = from == .top ? root : root.visibleCoordinator
        let trace = start.trace(to: route, dryRun: dryRun)
        let text: String =
            switch format {
            case .text: TraceText.render(trace)
            case .dot: try DiagramFormat.dot.render(TraceGraph.build(trace))
            case .svg: try DiagramFormat.svg.render(TraceGraph.build(trace))
            case .html: try TraceReport.page(trace, title: "trace \(RouteLookup.shown(target))")
            }
        try output.emit(text)
        if !trace.resolution.succeeded { throw ExitCode(1) }
    }
}

extension ScenarioEntry: ExpressibleByArgument {}
