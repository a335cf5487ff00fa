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

    /// A file that cannot be read, or a name that matches no scenario, is reported on standard
    /// error as its one-line error and the other scenarios still run; the exit code is then 2
    /// (bad input), else 1 when an expectation failed.
    func run() throws {
        let console = Console()
        let catalog = try apps.catalog(options, skippingBadFiles: true)
        var badInput = !catalog.badFiles.isEmpty
        for bad in catalog.badFiles { console.error(bad.description) }
        var selected: [Scenario] = []
        for name in scenarios {
            do {
                selected += try catalog.select([name])
            } catch {
                console.error(error.description)
                badInput = true
            }
        }
        let runner = apps.runner
        var failed = false
        for scenario in selected {
            let run = runner.run(scenario)
            console.out(run.transcript)
            console.failures(of: run)
            failed = failed || !run.passed
        }
        if badInput { throw ExitCode(2) }
        if failed { throw ExitCode(1) }
    }
}
