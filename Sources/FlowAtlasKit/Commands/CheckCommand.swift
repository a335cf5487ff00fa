import ArgumentParser
import FlowSnapshot

/// `flowatlas check [scenario…]`: compare with the committed references; never writes them.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run scenarios and compare every checkpoint with its reference.",
        discussion: "A mismatch prints a unified diff, writes the actual output as <checkpoint>.txt.new beside the reference and exits 1. After a full check (no scenario named), references no scenario produces are reported."
    )

    @OptionGroup var options: SnapshotOptions
    @Flag(help: "After a full check, delete references that no scenario produces.")
    var deleteUnreferenced = false
    @Argument(help: "Scenario names or files (all when omitted).") var scenarios: [String] = []

    func validate() throws {
        if deleteUnreferenced && !scenarios.isEmpty {
            throw ValidationError("--delete-unreferenced needs a full check: name no scenario")
        }
    }

    func run() throws {
        let console = Console()
        let store = options.store
        let selected = try ScenarioCatalog(store: store).select(scenarios)
        let workflow = SnapshotWorkflow(store: store, runner: ScenarioCatalog.runner)
        let report = try workflow.check(selected, full: scenarios.isEmpty)
        var mismatches = 0
        for run in report.runs {
            console.failures(of: run)
        }
        for (key, status) in report.results {
            switch status {
            case .matched: continue
            case let .mismatched(diff):
                mismatches += 1
                console.out(console.red("Snapshot \(key) does not match its reference.") + " Pending: \(ScenarioCatalog.display(store.pendingURL(key)))")
                console.out(console.diff(diff))
            case .missing:
                mismatches += 1
                console.out(console.yellow("Snapshot \(key) has no reference.") + " Pending: \(ScenarioCatalog.display(store.pendingURL(key)))")
            }
        }
        for key in report.unreferenced {
            if deleteUnreferenced {
                try store.deleteReference(key)
                console.out("Deleted unreferenced snapshot \(ScenarioCatalog.display(store.referenceURL(key)))")
            } else {
                console.out(console.yellow("Unreferenced snapshot ") + ScenarioCatalog.display(store.referenceURL(key)) + " (no scenario produces it; delete with --delete-unreferenced)")
            }
        }
        let checkpoints = report.results.count
        let failedRuns = report.runs.filter { !$0.passed }.count
        let summary = "\(report.runs.count) scenarios, \(checkpoints) snapshots: \(checkpoints - mismatches) matched, \(mismatches) differ, \(failedRuns) scenarios with failed expectations"
        console.out(report.passed ? console.green(summary) : console.red(summary))
        if mismatches > 0 { console.out("Review with `flowatlas review`, then `flowatlas accept --all` or `flowatlas reject --all`.") }
        if !report.passed { throw ExitCode(1) }
    }
}
