import ArgumentParser
import FlowScenarios

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
                console.out(console.bold("\(key)") + (diff == nil ? ": identical to its reference" : ""))
                if let diff { console.out(console.diff(diff)) }
            } else {
                console.out(console.bold("\(key)") + ": new snapshot")
                console.out(actual)
            }
        }
        let tool = Atlas.running.commandName
        console.out("\(pending.count) pending. Accept with `\(tool) accept <scenario/checkpoint>|--all`, reject with `\(tool) reject <scenario/checkpoint>|--all`.")
    }
}

/// Which pending snapshots a command acts on.
struct PendingSelection: ParsableArguments {
    @Flag(help: "Every pending snapshot.") var all = false
    @Argument(help: "scenario/checkpoint, or a scenario for all its pending snapshots.") var names: [String] = []

    func validate() throws {
        if all == !names.isEmpty { throw ValidationError("name pending snapshots or pass --all (not both)") }
    }

    func keys(in store: SnapshotStore) throws -> [SnapshotStore.Key] {
        let pending = store.pendingKeys
        if all { return pending }
        var keys: [SnapshotStore.Key] = []
        for name in names {
            let matches = pending.filter { $0.description == name || $0.scenario == name }
            guard !matches.isEmpty else {
                let known = pending.map(\.description).joined(separator: ", ")
                throw UsageFailure(description: "error: no pending snapshot '\(name)' (expected one of: \(known.isEmpty ? "none pending" : known))")
            }
            // Naming a snapshot twice (or a scenario and one of its snapshots) acts once.
            keys += matches.filter { !keys.contains($0) }
        }
        return keys
    }
}

/// `flowatlas accept <name>|--all`: a pending snapshot becomes the reference.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "accept", abstract: "Make pending snapshots the references (refused when CI is set).")

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var selection: PendingSelection

    func run() throws {
        guard !SnapshotWorkflow.isCI() else {
            throw UsageFailure(description: "error: refusing to accept snapshots because CI is set")
        }
        let store = options.store
        for key in try selection.keys(in: store) {
            try store.accept(key)
            Console().out("Accepted \(ScenarioCatalog.display(store.referenceURL(key)))")
        }
    }
}

/// `flowatlas reject <name>|--all`: drop pending snapshots.
struct RejectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reject", abstract: "Delete pending snapshots, keeping the references.")

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var selection: PendingSelection

    func run() throws {
        let store = options.store
        for key in try selection.keys(in: store) {
            try store.reject(key)
            Console().out("Rejected \(ScenarioCatalog.display(store.pendingURL(key)))")
        }
    }
}
