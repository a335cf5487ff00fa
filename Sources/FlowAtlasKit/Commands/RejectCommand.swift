import ArgumentParser
import FlowScenarios
import FlowText

/// `flowatlas reject <name>|--all`: drop pending snapshots.
struct RejectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reject", abstract: "Delete pending snapshots, keeping the references.")

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var selection: PendingSelection

    func run() throws {
        let store = options.store
        for key in try selection.keys(in: store) {
            try store.reject(key)
            Console().out("Rejected \(TerminalText.line(ScenarioCatalog.display(store.pendingURL(key))))")
        }
    }
}
