import ArgumentParser
import FlowCore
import FlowScenarios
import Foundation

/// `save SCENARIO [--checkpoint NAME] -o FILE`: the app's navigation state at a point of a
/// scenario, as `saveNavigation()` JSON, for `restore:` steps and `trace --from-state`.
struct SaveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save",
        abstract: "Write the navigation state at a scenario's checkpoint (its end by default) as JSON, for restore: steps and trace --from-state.",
        discussion: "The scenario is replayed from the app's start up to and including the checkpoint; a step that fails on the way stops it (exit 1)."
    )

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var apps: AppOptions
    @Argument(help: "The scenario (name or file).") var scenario: String
    @Option(help: "Save at this checkpoint (after the last step when omitted).") var checkpoint: String?
    @OptionGroup var output: OutputOption

    func run() throws {
        try output.check(against: options.store)
        let selected = try apps.catalog(options).select([scenario])[0]
        if let checkpoint, !selected.checkpoints.contains(checkpoint) {
            let known = selected.checkpoints.isEmpty ? "it has none" : "expected one of \(selected.checkpoints.joined(separator: ", "))"
            throw UsageFailure(description: "error: scenario '\(selected.name)' has no checkpoint '\(checkpoint)' (\(known))")
        }
        let (run, root) = apps.runner.replay(selected, until: checkpoint)
        guard run.passed else {
            Console().failures(of: run)
            throw ExitCode(1)
        }
        let saved: SavedNavigation
        do {
            saved = try root.saveNavigation()
        } catch {
            throw UsageFailure(description: "error: the state of '\(selected.name)' cannot be saved: \(error)")
        }
        try output.emit(String(decoding: saved.json(), as: UTF8.self) + "\n")
    }
}
