import ArgumentParser
import FlowSnapshot

/// `flowatlas run <scenario…>`: prints each step, its result and the events applied.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scenarios and print their transcripts (no snapshot is compared or written)."
    )

    @OptionGroup var options: SnapshotOptions
    @Argument(help: "Scenario names or files.") var scenarios: [String]

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError("name at least one scenario") }
    }

    func run() throws {
        let console = Console()
        let selected = try ScenarioCatalog(store: options.store).select(scenarios)
        var failed = false
        for scenario in selected {
            let run = ScenarioCatalog.runner.run(scenario)
            console.out(run.transcript)
            console.failures(of: run)
            failed = failed || !run.passed
        }
        if failed { throw ExitCode(1) }
    }
}
