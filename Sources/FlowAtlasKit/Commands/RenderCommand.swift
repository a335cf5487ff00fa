import ArgumentParser
import FlowDiagrams
import FlowSnapshot
import Foundation

/// `flowatlas render hierarchy|transitions …`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render the hierarchy of a tree or the transitions of scenarios as SVG, DOT or Mermaid.",
        discussion: "hierarchy: the demo's main flow, or a scenario's tree at a checkpoint (its end when no checkpoint is named). transitions: the events of one scenario, or of every scenario."
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable { case hierarchy, transitions }

    @OptionGroup var options: SnapshotOptions
    @Argument(help: "hierarchy or transitions") var kind: Kind
    @Option(help: "A scenario name.") var scenario: String?
    @Option(help: "A checkpoint of the scenario (hierarchy only).") var checkpoint: String?
    @Option(help: "svg, dot or mermaid.") var format: String = "svg"
    @Option(name: .shortAndLong, help: "Write to this file (atomically) instead of standard output.") var output: String?
    @Option(help: "The Graphviz layout engine for svg (only dot is loaded; others fail with Graphviz's error).")
    var layout: String = "dot"

    func validate() throws {
        if checkpoint != nil && scenario == nil { throw ValidationError("--checkpoint needs --scenario") }
        if checkpoint != nil && kind == .transitions { throw ValidationError("--checkpoint applies to hierarchy only") }
        if DiagramFormat(rawValue: format) == nil {
            throw ValidationError("unknown format '\(format)' (expected one of svg, dot, mermaid)")
        }
    }

    func run() throws {
        let format = DiagramFormat(rawValue: format)!
        let selected: [FlowSnapshot.Scenario]
        if let scenario {
            selected = try ScenarioCatalog(store: options.store).select([scenario])
        } else {
            selected = kind == .transitions ? try ScenarioCatalog(store: options.store).scenarios : []
        }
        let graph = switch kind {
        case .hierarchy:
            HierarchyGraph.build(try selected.first.map { try DiagramSource.tree(of: $0, checkpoint: checkpoint) } ?? DiagramSource.demoMainFlow())
        case .transitions:
            TransitionGraph.build(events: DiagramSource.events(of: selected))
        }
        let text = try format.render(graph, layout: layout)
        if let output {
            try AtomicFile.write(text, to: URL(fileURLWithPath: output))
        } else {
            Console().out(text)
        }
    }
}
