import ArgumentParser
import FlowScenarios
import FlowText

/// `flowatlas review`: show every pending snapshot's diff against its reference.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "review", abstract: "Show the diff of every pending (.txt.new) snapshot.")

    @OptionGroup var options: SnapshotOptions

    func run() throws {
        let console = Console()
        let store = options.store
        let pending = store.pendingKeys
        guard !pending.isEmpty else { return console.out("No pending snapshots.") }
        for key in pending {
            let actual = try store.pending(key) ?? ""
            if let reference = try store.reference(key) {
                let diff = SnapshotWorkflow.diff(reference: reference, actual: actual, key: key)
                console.out(console.bold(TerminalText.line("\(key)")) + (diff == nil ? ": identical to its reference" : ""))
                if let diff { console.out(console.diff(diff)) }
            } else {
                console.out(console.bold(TerminalText.line("\(key)")) + ": new snapshot")
                // Escaped before the console paints anything: a file's own colour codes show too.
                console.out(TerminalText.lines(actual))
            }
        }
        let tool = Atlas.running.commandName
        console.out(
            "\(pending.count) pending. Accept with `\(tool) accept <scenario/checkpoint>|--all`, reject with `\(tool) reject <scenario/checkpoint>|--all`.")
    }
}
