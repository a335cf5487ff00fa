import ArgumentParser
import FlowAtlasKit
import FlowCore
import FlowDemo

/// Runs every documented deep link of the demo app from a fresh start and prints the trees.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run every demo deep link from the app's start and print each resulting tree."
    )

    func run() throws {
        let report = DemoRun.runAll()
        FlowAtlasCommand.print(report.text)
        if report.failures > 0 { throw ExitCode(1) }
    }
}
