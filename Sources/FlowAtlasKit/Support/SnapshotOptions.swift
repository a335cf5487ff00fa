import ArgumentParser
import FlowScenarios
import Foundation

/// Options every snapshot command shares.
struct SnapshotOptions: ParsableArguments {
    @Option(name: .customLong("snapshots"), help: "The snapshot folder (scenarios in <folder>/scenarios).")
    var directory: String = CommandSession.environment["FLOWATLAS_SNAPSHOTS"] ?? "Snapshots"

    var store: SnapshotStore { SnapshotStore(directory: URL(fileURLWithPath: directory)) }
}
