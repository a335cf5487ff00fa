import FlowCore
import FlowDiagrams
import FlowExplore
import FlowGraph
import FlowGraphviz
import FlowScenarios
import FlowText
import Foundation

/// The pictures an app's docs draw, as graphs (for benchmarks).
package enum DocsGraphs {
    /// Every picture of `app`'s docs set from the scenarios in `store`, by file name.
    package static func all(app: any AtlasApp, store: SnapshotStore) -> [(name: String, graph: Graph)] {
        let entries = (try? ScenarioCatalog(store: store, apps: ScenarioApps([app]), app: app, allowEmpty: true).entries) ?? []
        return DocsGenerator(app: app, entries: entries, runner: ScenarioRunner(app: app), folder: URL(fileURLWithPath: "docs"))
            .content().pictures.map { ($0.path, $0.graph) }
    }
}
