import ArgumentParser
import FlowDocs
import FlowScenarios
import Foundation

/// `docs`: generate, or check, an app's architecture docs.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Generate the app's docs (architecture.md, deep-links.md, exploration.md and their pictures) from the app and its scenarios.",
        discussion: "With --check, nothing is written: exit 1 listing what is stale when the folder differs from what would be generated (for CI)."
    )

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var apps: AppOptions
    @Option(name: .shortAndLong, help: "The docs folder.") var output: String = "docs"
    @Flag(help: "Write nothing; exit 1 when the docs folder is stale.") var check = false
    @Flag(help: "Write the docs even inside the scenario folder (refused otherwise).") var force = false

    func validate() throws {
        if output.isEmpty { throw ValidationError(OutputTarget.emptyPath("-o/--output", expected: "a folder for the docs")) }
    }

    func run() throws {
        if !check { try OutputTarget.checkFolder(output, against: options.store, force: force) }
        let app = try apps.selected()
        let catalog = try ScenarioCatalog(store: options.store, apps: Atlas.running.apps, app: app)
        let folder = URL(fileURLWithPath: output)
        let console = Console()
        let progress = ProgressLine(console: console)
        let generator = DocsGenerator(app: app, entries: catalog.entries, runner: apps.runner, folder: folder, toolName: Atlas.running.commandName) {
            progress.update("docs: \($0)")
        }
        defer { progress.finish() }
        if check {
            let stale = try generator.stale()
            progress.finish()
            guard !stale.isEmpty else { return console.out("\(output)/ is up to date (\(app.name)).") }
            console.out(console.red("\(output)/ is stale:"))
            for path in stale { console.out("  \(path)") }
            // With several apps, the command names the app it checked, so it can be pasted as it is.
            let appOption = Atlas.running.apps.all.count > 1 ? " --app \(app.name)" : ""
            console.out("Regenerate with `\(Atlas.running.commandName) docs\(appOption) --output \(output)` and commit the result.")
            throw ExitCode(1)
        }
        let written = try generator.write()
        progress.finish()
        console.out("Wrote \(written.count) files under \(output)/ for app '\(app.name)' (architecture.md, deep-links.md, exploration.md and diagrams/).")
    }
}
