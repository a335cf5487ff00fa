import FlowCore
import FlowDemo
import FlowDemoScenarios
import FlowScenarios
import FlowText
import Foundation

/// Inputs shared by the diagram tests: the demo's trees and the scenario files.
/// Everything here is computed fresh on each call (no shared mutable state).
package enum Fixtures {
    /// The package root.
    package static let packageRoot: URL = Support.packageRoot

    /// `Snapshots` (scenarios in `Snapshots/scenarios`).
    package static let snapshotsFolder: URL = packageRoot.appendingPathComponent("Snapshots")

    /// The demo right after login: the tab flow at its start.
    package static func mainFlowTree() -> NavigationTree {
        let app = DemoApp.make()
        _ = app.navigate(to: AppRoute.tabRoot)
        return app.captureTree()
    }

    /// Every scenario file in `Snapshots/scenarios`, parsed, in file-name order.
    package static func allScenarios() throws -> [Scenario] {
        let folder = snapshotsFolder.appendingPathComponent("scenarios")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
            .sorted()
        return try names.map { try parse(folder.appendingPathComponent($0)) }
    }

    /// The scenario `Snapshots/scenarios/<name>.yaml`.
    package static func scenario(named name: String) throws -> Scenario {
        try parse(snapshotsFolder.appendingPathComponent("scenarios/\(name).yaml"))
    }

    /// Runs `scenario` against a fresh demo app.
    package static func run(_ scenario: Scenario) -> ScenarioRun {
        ScenarioRunner(app: DemoScenarioApp()).run(scenario)
    }

    /// The tree at `checkpoint` of scenario `name`.
    package static func tree(scenario name: String, checkpoint: String) throws -> NavigationTree {
        try run(try scenario(named: name)).tree(at: checkpoint)
    }

    /// Every event of the scenarios named, in order.
    package static func events(of scenarios: [Scenario]) -> [NavigationEvent] {
        scenarios.flatMap { run($0).events }
    }

    private static func parse(_ url: URL) throws -> Scenario {
        let text = try String(contentsOf: url, encoding: .utf8)
        do {
            return try ScenarioParser(apps: [DemoScenarioApp()]).parse(text, file: "Snapshots/scenarios/" + url.lastPathComponent)
        } catch {
            throw FixtureError("\(url.lastPathComponent): \(error)")
        }
    }
}

/// A fixture could not be produced.
package struct FixtureError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
