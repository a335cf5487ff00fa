import FlowCore
import FlowDemo
import FlowDiagrams
import FlowGraph
import FlowGraphviz
import FlowSnapshot
import Foundation

/// Where diagrams come from: the demo's main flow, a scenario checkpoint, or scenario events.
enum DiagramSource {
    /// The demo after login: the tab flow at its start.
    static func demoMainFlow() -> NavigationTree {
        let app = DemoApp.make()
        app.navigate(to: AppRoute.tabRoot)
        return app.captureTree()
    }

    /// The tree at `checkpoint` of `scenario` (its final tree when no checkpoint is named).
    static func tree(of scenario: Scenario, checkpoint: String?) throws -> NavigationTree {
        let run = ScenarioCatalog.runner.run(scenario)
        guard let checkpoint else { return run.finalTree! }
        guard let found = run.trees.first(where: { $0.checkpoint == checkpoint }) else {
            let known = run.trees.map(\.checkpoint).joined(separator: ", ")
            throw UsageFailure(description: "error: scenario '\(scenario.name)' has no checkpoint '\(checkpoint)' (expected one of \(known))")
        }
        return found.tree
    }

    /// Every event of the scenarios, in scenario order.
    static func events(of scenarios: [Scenario]) -> [NavigationEvent] {
        scenarios.flatMap { ScenarioCatalog.runner.run($0).events }
    }
}

/// An output format of `flowatlas render` and `flowatlas docs`.
enum DiagramFormat: String, CaseIterable {
    case svg, dot, mermaid

    /// `graph` in this format.
    func render(_ graph: Graph, layout: String = "dot") throws -> String {
        switch self {
        case .dot: return DOTEmitter.dot(graph)
        case .mermaid: return MermaidEmitter.mermaid(graph)
        case .svg:
            do {
                return String(decoding: try GraphvizRenderer.render(graph, format: .svg, layout: layout), as: UTF8.self)
            } catch {
                throw UsageFailure(description: "error: \(error)")
            }
        }
    }
}
