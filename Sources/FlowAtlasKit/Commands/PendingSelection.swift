import ArgumentParser
import FlowScenarios

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
