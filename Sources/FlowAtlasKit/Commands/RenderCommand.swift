import ArgumentParser
import FlowCore
import FlowDiagrams
import FlowGraph
import FlowGraphviz
import FlowScenarios

/// `render hierarchy|transitions …`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the hierarchy of a tree or the transitions of scenarios as SVG, DOT or Mermaid.",
        discussion:
            "hierarchy: the app at its start (after --after ROUTE-OR-URL when given), or a scenario's tree at a checkpoint (its end when no checkpoint is named). transitions: the events of one scenario, or of every scenario of the app."
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable { case hierarchy, transitions }

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var apps: AppOptions
    @Argument(help: "hierarchy or transitions") var kind: Kind
    @Option(help: "A scenario name.") var scenario: String?
    @Option(help: "A checkpoint of the scenario (hierarchy only).") var checkpoint: String?
    @Option(help: "hierarchy: navigate to this route (Type.identifier) or URL from the app's start first.") var after: String?
    @Flag(help: "transitions: one node per route value (by default routes with payloads are one node per case, such as InboxRoute.message(…)).")
    var everyValue = false
    @Option(help: "hierarchy: draw only the subtree of this coordinator (its type name, such as BlueCoordinator; the first in the tree).")
    var focus: String?
    @Option(help: "hierarchy: draw this many levels below the root (or the focus); deeper subtrees are collapsed to one node with counts.")
    var depth: Int?
    @Option(help: "svg, dot or mermaid.") var format: DiagramFormat = .svg
    @OptionGroup var output: OutputOption
    @Option(help: "The Graphviz layout engine for svg (only dot is loaded; others fail with Graphviz's error).")
    var layout: GraphvizRenderer.Layout = .dot

    func validate() throws {
        if checkpoint != nil && scenario == nil { throw ValidationError("--checkpoint needs --scenario") }
        if checkpoint != nil && kind == .transitions { throw ValidationError("--checkpoint applies to hierarchy only") }
        if after != nil && (scenario != nil || kind == .transitions) { throw ValidationError("--after applies to hierarchy without --scenario") }
        if (focus != nil || depth != nil) && kind == .transitions { throw ValidationError("--focus and --depth apply to hierarchy only") }
        if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more") }
    }

    func run() throws {
        try output.check(against: options.store)
        let runner = apps.runner
        let graph: Graph
        switch kind {
        case .hierarchy:
            let tree: NavigationTree
            if let scenario {
                let selected = try apps.catalog(options).select([scenario])[0]
                tree = try runner.run(selected).tree(at: checkpoint)
            } else {
                let app = try apps.selected()
                let root = app.makeRoot()
                if let after {
                    let route = try RouteLookup.route(after, in: app, context: "--after")
                    guard root.navigate(to: route) else {
                        throw UsageFailure(description: "error: --after '\(RouteLookup.shown(after))': the navigation from the app's start failed")
                    }
                }
                tree = root.captureTree()
            }
            var focused: Int?
            if let focus {
                guard let node = tree.nodes.first(where: { $0.typeName == focus }) else {
                    let names = Set(tree.nodes.map(\.typeName)).sorted().prefix(20).joined(separator: ", ")
                    throw UsageFailure(description: "error: --focus '\(focus)': no such coordinator in this tree (expected a type name such as \(names))")
                }
                focused = node.id
            }
            graph = HierarchyGraph.build(tree, focus: focused, depth: depth)
        case .transitions:
            let catalog = try apps.catalog(options)
            let selected = try scenario.map { try catalog.select([$0]) } ?? catalog.scenarios
            graph = TransitionGraph.build(events: selected.flatMap { runner.run($0).events }, everyValue: everyValue)
        }
        try output.emit(try format.render(graph, layout: layout))
    }
}

extension DiagramFormat: ExpressibleByArgument {}
extension GraphvizRenderer.Layout: ExpressibleByArgument {}
