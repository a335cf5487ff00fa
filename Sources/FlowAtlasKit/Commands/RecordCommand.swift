import ArgumentParser
import FlowSnapshot

/// `flowatlas record [scenario…]`: write references (refused under CI).
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Run scenarios and write their references (refused when CI is set)."
    )

    @OptionGroup var options: SnapshotOptions
    @Argument(help: "Scenario names or files (all when omitted).") var scenarios: [String] = []

    func run() throws {
        guard !SnapshotWorkflow.isCI() else {
            throw UsageFailure(description: "error: refusing to record snapshots because CI is set; run `flowatlas check` in CI and record locally")
        }
        let console = Console()
        let store = options.store
        let selected = try ScenarioCatalog(store: store).select(scenarios)
        let report = try SnapshotWorkflow(store: store, runner: ScenarioCatalog.runner).record(selected)
        for key in report.written { console.out("Recorded \(ScenarioCatalog.display(store.referenceURL(key)))") }
        for run in report.runs where !run.passed {
            console.failures(of: run)
            console.out(console.red("Not recorded: \(run.scenario.name)") + " (its expectations failed)")
        }
        console.out("\(report.written.count) written, \(report.unchanged.count) unchanged, \(report.refused.count) scenarios refused")
        if !report.refused.isEmpty { throw ExitCode(1) }
    }
}
