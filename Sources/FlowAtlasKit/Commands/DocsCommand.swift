import ArgumentParser
import Foundation

/// `flowatlas docs`: regenerate the architecture docs.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Regenerate docs/ (architecture.md, deep-links.md, exploration.md and their pictures) from the demo app and its scenarios."
    )

    @OptionGroup var options: SnapshotOptions
    @Option(name: .shortAndLong, help: "The docs folder.") var output: String = "docs"

    func run() throws {
        let scenarios = try ScenarioCatalog(store: options.store).scenarios
        let written = try DocsGenerator(scenarios: scenarios).write(to: URL(fileURLWithPath: output))
        Console().out("Wrote \(written.count) files under \(output)/ (architecture.md, deep-links.md, exploration.md and diagrams/).")
    }
}
