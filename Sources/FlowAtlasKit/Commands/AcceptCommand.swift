import ArgumentParser
import FlowScenarios
import FlowText

/// `flowatlas accept <name>|--all`: a pending snapshot becomes the reference.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "accept", abstract: "Make pending snapshots the references (refused when CI is set).")

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var selection: PendingSelection

    func run() throws {
        guard !SnapshotWorkflow.isCI(CommandSession.environment) else {
            throw UsageFailure(description: "error: refusing to accept snapshots because CI is set")
        }
        let store = options.store
        for key in try selection.keys(in: store) {
            try store.accept(key)
            Console().out("Accepted \(TerminalText.line(ScenarioCatalog.display(store.referenceURL(key))))")
        }
    }
}
