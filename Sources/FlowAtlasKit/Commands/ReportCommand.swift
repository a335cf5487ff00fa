import ArgumentParser
import FlowReport
import FlowScenarios
import Foundation

/// `report [scenario…] -o DIR`: the HTML report of scenarios, step by step.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a self-contained HTML report of scenarios: each step's screen, hierarchy, events, trace and checkpoint.",
        discussion:
            "DIR gets index.html and one page per scenario (no network needed; open from file://). Two runs write the same bytes. ← and → move between steps."
    )

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var apps: AppOptions
    @Option(name: .shortAndLong, help: "The folder to write (created when missing).") var output: String
    @Flag(help: "Write the report even inside the scenario folder (refused otherwise).") var force = false
    @Argument(help: "Scenario names or files (all when omitted).") var scenarios: [String] = []

    func validate() throws {
        if output.isEmpty { throw ValidationError(OutputTarget.emptyPath("-o/--output", expected: "a folder for the report")) }
    }

    func run() throws {
        let selected = try apps.catalog(options).select(scenarios)
        try OutputTarget.check(reportFolder: output, scenarios: selected.map(\.name), against: options.store, force: force)
        let index = try ReportCommand.write(selected, runner: apps.runner, store: options.store, title: "FlowAtlas report", to: output)
        Console().out("Wrote the report of \(selected.count) scenarios to \(output)\nopen \(index.path)")
    }

    /// Runs `scenarios` keeping their trees and writes their report; returns the index's URL.
    static func write(_ scenarios: [Scenario], runner: ScenarioRunner, store: SnapshotStore, title: String, to folder: String) throws -> URL {
        let pictures = PictureTable()
        let reports = try scenarios.map { scenario in
            try ScenarioReport.build(runner.run(scenario, keepingTrees: true), pictures: pictures) { checkpoint in
                try? store.reference(.init(scenario: scenario.name, checkpoint: checkpoint))
            }
        }
        return try ReportWriter().write(reports, pictures: pictures, title: title, to: URL(fileURLWithPath: folder))
    }
}
