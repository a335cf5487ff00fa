import ArgumentParser
import FlowSnapshot

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
            let actual = store.pending(key) ?? ""
            if let reference = store.reference(key) {
                let diff = LineDiff.unified(old: reference, new: actual, oldName: "\(key).txt (reference)", newName: "\(key).txt.new (actual)")
                console.out(console.bold("\(key)") + (diff == nil ? ": identical to its reference" : ""))
                if let diff { console.out(console.diff(diff)) }
            } else {
                console.out(console.bold("\(key)") + ": new snapshot")
                console.out(actual)
            }
        }
        console.out("\(pending.count) pending. Accept with `flowatlas accept <scenario/checkpoint>|--all`, reject with `flowatlas reject <scenario/checkpoint>|--all`.")
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
        return try names.flatMap { name -> [SnapshotStore.Key] in
            let matches = pending.filter { $0.description == name || $0.scenario == name }
            guard !matches.isEmpty else {
                let known = pending.map(\.description).joined(separator: ", ")
                throw UsageFailure(description: "error: no pending snapshot '\(name)' (pending: \(known.isEmpty ? "none" : known))")
            }
            return matches
        }
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
