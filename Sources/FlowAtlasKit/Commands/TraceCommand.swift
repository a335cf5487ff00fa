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
            "The starting state is the app's start, or a scenario's state at a checkpoint (its end when no checkpoint is named). The navigation starts at the visible coordinator (what a button or a deep-link handler does), or at the root with --from top. A URL of an app with its own link handler (hasLinkHandler) runs that handler, and every navigation it performs is traced in order. Exit 1 when the navigation fails."
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
    @Option(help: "For a deep link of several steps: the step (from 1) drawn by --format svg, dot or html.") var step: Int?
    @OptionGroup var output: OutputOption

    func validate() throws {
        if checkpoint != nil && scenario == nil { throw ValidationError("--checkpoint needs --scenario") }
        if fromState != nil && scenario != nil { throw ValidationError("--from-state and --scenario are two starting states: give one") }
    }

    func run() throws {
        try output.check(against: options.store)
        let root: any AnyCoordinator
        let app: any AtlasApp
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
        if target.contains("://"), app.hasLinkHandler {
            return try traceLinkHandler(of: app, root: root)
        }
        if target.contains("://"), let link = app.link(forURL: target), link.route == nil {
            return try traceSteps(of: link, root: root)
        }
        if step != nil {
            throw UsageFailure(description: "error: --step is for a deep link of several steps; '\(RouteLookup.shown(target))' is one navigation")
        }
        let route = try RouteLookup.route(target, in: app, context: "cannot trace")
        let start = from == .top ? root : root.visibleCoordinator
        let trace = start.trace(to: route, dryRun: dryRun)
        try output.emit(render(trace, title: "trace \(RouteLookup.shown(target))"))
        if !trace.resolution.succeeded { throw ExitCode(1) }
    }

    private func render(_ trace: NavigationTrace, title: String) throws -> String {
        switch format {
        case .text: TraceText.render(trace)
        case .dot: try DiagramFormat.dot.render(TraceGraph.build(trace))
        case .svg: try DiagramFormat.svg.render(TraceGraph.build(trace))
        case .html: try TraceReport.page(trace, title: title)
        }
    }

    /// A link of several steps: each step run in order on the app, each navigation traced (the
    /// last one not applied with --dry-run). Text shows every step; a picture or page shows the
    /// step `--step` names. Stops at the first step that fails (exit 1).
    private func traceSteps(of link: DeepLink, root: any AnyCoordinator) throws {
        let count = link.steps.count
        if format != .text {
            guard let step else {
                throw UsageFailure(
                    description:
                        "error: '\(RouteLookup.shown(target))' is a deep link of \(count) steps, each with its own trace (expected --format text, or --step 1 to \(count) with --format \(format.rawValue))"
                )
            }
            guard (1...count).contains(step) else {
                throw UsageFailure(description: "error: --step \(step) (expected 1 to \(count): the link has \(count) steps)")
            }
        }
        var sections: [String] = []
        for (index, linkStep) in link.steps.enumerated() {
            let header = "step \(index + 1) of \(count): \(linkStep.description)"
            let last = index == count - 1
            let entry = from == .top ? root : root.visibleCoordinator
            let traced: (start: any AnyCoordinator, route: AnyRoute)?
            switch linkStep {
            case let .navigate(route):
                traced = (entry, route)
            case .selectTab:
                traced = nil
            case let .navigateInTab(tab, route):
                if let problem = DeepLinkRunner.run(.selectTab(tab), from: entry, root: root) {
                    return try finish(sections + ["\(header)\nfailed: \(problem)"], failed: true)
                }
                traced = (root.visibleCoordinator, route)
            }
            guard let traced else {
                let problem = DeepLinkRunner.run(linkStep, from: entry, root: root)
                sections.append(
                    "\(header)\n" + (problem.map { "failed: \($0)" } ?? "on screen: \(root.visibleChain.map { "\(type(of: $0))" }.joined(separator: " > "))"))
                if problem != nil { return try finish(sections, failed: true) }
                continue
            }
            let trace = traced.start.trace(to: traced.route, dryRun: dryRun && last)
            if format != .text, step == index + 1 {
                try output.emit(render(trace, title: "trace \(RouteLookup.shown(target)), \(header)"))
                if !trace.resolution.succeeded { throw ExitCode(1) }
                return
            }
            sections.append("\(header)\n\(TraceText.render(trace))")
            if !trace.resolution.succeeded { return try finish(sections, failed: true) }
        }
        if format != .text {
            throw UsageFailure(
                description: "error: step \(step ?? 0) of '\(RouteLookup.shown(target))' selects a tab: it has no trace to draw (expected a navigating step)")
        }
        try finish(sections, failed: false)
    }

    private func finish(_ sections: [String], failed: Bool) throws {
        if format == .text { try output.emit(sections.joined(separator: "\n")) }
        if failed { throw ExitCode(1) }
    }
}

extension ScenarioEntry: ExpressibleByArgument {}
