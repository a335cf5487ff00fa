import ArgumentParser
import FlowScenarios

/// `record [scenario…]`: write references (refused under CI).
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run scenarios and write their references (refused when CI is set)."
    )

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var apps: AppOptions
    @Flag(help: "Accept a snapshot folder with no scenario (otherwise exit 2).") var allowEmpty = false
    @Argument(help: "Scenario names or files (all when omitted).") var scenarios: [String] = []

    func run() throws {
        guard !SnapshotWorkflow.isCI(CommandSession.environment) else {
            throw UsageFailure(
                description: "error: refusing to record snapshots because CI is set; run `\(Atlas.running.commandName) check` in CI and record locally")
        }
        let console = Console()
        let store = options.store
        let selected = try apps.catalog(options, allowEmpty: allowEmpty).select(scenarios)
        let report = try SnapshotWorkflow(store: store, runner: apps.runner).record(selected)
        for key in report.written { console.out("Recorded \(ScenarioCatalog.display(store.referenceURL(key)))") }
        for run in report.runs where !run.passed {
            console.failures(of: run)
            console.out(console.red("Not recorded: \(run.scenario.name)") + " (its expectations failed)")
        }
        console.out("\(report.written.count) written, \(report.unchanged.count) unchanged, \(report.refused.count) scenarios refused")
        if !report.refused.isEmpty { throw ExitCode(1) }
    }
}
