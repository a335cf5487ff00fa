import ArgumentParser
import FlowScenarios
import FlowText

/// `check [scenario…]`: compare with the committed references; never writes them.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run scenarios and compare every checkpoint with its reference.",
        discussion:
            "A mismatch prints a unified diff, writes the actual output as <checkpoint>.txt.new beside the reference and exits 1. After a full check (no scenario named), references no scenario produces are reported. A snapshot folder without scenarios is an error (exit 2) unless --allow-empty is given."
    )

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var apps: AppOptions
    @Flag(help: "After a full check, delete reference files that no scenario produces (only files with FlowAtlas's header; refused when CI is set).")
    var deleteUnreferenced = false
    @Flag(help: "Accept a snapshot folder with no scenario (otherwise exit 2).") var allowEmpty = false
    @Option(help: "Also write the HTML report of the failing scenarios to this folder (for CI artifacts), and say where.")
    var report: String?
    @Flag(help: "With --report: write the report even inside the scenario folder (refused otherwise).") var force = false
    @Argument(help: "Scenario names or files (all when omitted).") var scenarios: [String] = []

    func validate() throws {
        if report == "" { throw ValidationError(OutputTarget.emptyPath("--report", expected: "a folder for the report")) }
        if deleteUnreferenced && !scenarios.isEmpty {
            throw ValidationError("--delete-unreferenced needs a full check: name no scenario")
        }
        if deleteUnreferenced && apps.app != nil {
            throw ValidationError("--delete-unreferenced needs a check of every app: do not pass --app")
        }
    }

    func run() throws {
        if deleteUnreferenced && SnapshotWorkflow.isCI(CommandSession.environment) {
            throw UsageFailure(description: "error: refusing to delete snapshots because CI is set")
        }
        let console = Console()
        let store = options.store
        let selected = try apps.catalog(options, allowEmpty: allowEmpty).select(scenarios)
        // The report folder is checked for every scenario's page before anything runs (no .txt.new is written when it is refused).
        if let report { try OutputTarget.check(reportFolder: report, scenarios: selected.map(\.name), against: store, force: force) }
        let workflow = SnapshotWorkflow(store: store, runner: apps.runner)
        let progress = ProgressLine(console: console)
        let report = try workflow.check(selected, full: scenarios.isEmpty && apps.app == nil) { done, total in
            progress.update("checking: \(done) of \(total) scenarios")
        }
        progress.finish()
        for run in report.runs {
            console.failures(of: run)
        }
        let mismatches = show(report.results, store: store, on: console)
        try handleUnreferenced(report.unreferenced, store: store, on: console)
        let checkpoints = report.results.count
        let failedRuns = report.runs.filter { !$0.passed }.count
        let summary =
            "\(report.runs.count) scenarios, \(checkpoints) snapshots: \(checkpoints - mismatches) matched, \(mismatches) differ, \(failedRuns) scenarios with failed expectations"
        console.out(report.passed ? console.green(summary) : console.red(summary))
        if let folder = self.report { try writeReport(of: report, among: selected, store: store, to: folder, on: console) }
        if mismatches > 0 {
            console.out(
                "Review with `\(Atlas.running.commandName) review`, then `\(Atlas.running.commandName) accept --all` or `\(Atlas.running.commandName) reject --all`."
            )
        }
        if !report.passed { throw ExitCode(1) }
    }

    /// Prints every snapshot that differs or has no reference; returns how many.
    private func show(_ results: [(key: SnapshotStore.Key, status: SnapshotWorkflow.Status)], store: SnapshotStore, on console: Console) -> Int {
        var mismatches = 0
        for (key, status) in results {
            switch status {
            case .matched: continue
            case let .mismatched(diff):
                mismatches += 1
                console.out(
                    console.red("Snapshot \(TerminalText.line("\(key)")) does not match its reference.")
                        + " Pending: \(TerminalText.line(ScenarioCatalog.display(store.pendingURL(key))))")
                console.out(console.diff(diff))
            case .missing:
                mismatches += 1
                console.out(
                    console.yellow("Snapshot \(TerminalText.line("\(key)")) has no reference.")
                        + " Pending: \(TerminalText.line(ScenarioCatalog.display(store.pendingURL(key))))")
            }
        }
        return mismatches
    }

    /// Lists the references no scenario produced, deleting them with `--delete-unreferenced`.
    private func handleUnreferenced(_ keys: [SnapshotStore.Key], store: SnapshotStore, on console: Console) throws {
        for key in keys {
            let path = TerminalText.line(ScenarioCatalog.display(store.referenceURL(key)))
            if deleteUnreferenced {
                if try store.deleteReference(key) {
                    console.out("Deleted unreferenced snapshot \(path)")
                } else {
                    console.out(console.yellow("Kept ") + path + " (not a FlowAtlas snapshot file; delete it by hand if it is not needed)")
                }
            } else {
                console.out(console.yellow("Unreferenced snapshot ") + path + " (no scenario produces it; delete with --delete-unreferenced)")
            }
        }
    }

    /// `--report DIR`: the HTML report of the scenarios that failed or whose snapshots differ.
    private func writeReport(
        of report: SnapshotWorkflow.CheckReport, among selected: [Scenario], store: SnapshotStore, to folder: String, on console: Console
    ) throws {
        let failing = Set(report.runs.filter { !$0.passed }.map(\.scenario.name)).union(
            report.results.compactMap { key, status in
                if case .matched = status { return nil }
                return key.scenario
            })
        let scenarios = selected.filter { failing.contains($0.name) }
        let index = try ReportCommand.write(scenarios, runner: apps.runner, store: store, title: "FlowAtlas check: failing scenarios", to: folder)
        console.out("Report of \(scenarios.count) failing scenarios: \(TerminalText.line(index.path))")
    }
}
