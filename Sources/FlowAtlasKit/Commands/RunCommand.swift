import ArgumentParser
import FlowScenarios

/// `run <scenario…>`: prints each step, its result and the events applied.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scenarios and print their transcripts (no snapshot is compared or written)."
    )

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var apps: AppOptions
    @Argument(help: "Scenario names or files.") var scenarios: [String]

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError("name at least one scenario") }
    }

    func run() throws {
        let console = Console()
        let selected = try apps.catalog(options).select(scenarios)
        let runner = apps.runner
        var failed = false
        for scenario in selected {
            let run = runner.run(scenario)
            console.out(run.transcript)
            console.failures(of: run)
            failed = failed || !run.passed
        }
        if failed { throw ExitCode(1) }
    }
}
