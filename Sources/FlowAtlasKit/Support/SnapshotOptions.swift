import ArgumentParser
import FlowScenarios
import Foundation

/// Options every snapshot command shares.
struct SnapshotOptions: ParsableArguments {
    @Option(name: .customLong("snapshots"), help: "The snapshot folder (scenarios in <folder>/scenarios).")
    var directory: String = Self.defaultDirectory

    var store: SnapshotStore { SnapshotStore(directory: URL(fileURLWithPath: directory)) }

    /// The snapshot folder when `--snapshots` is not given: `FLOWATLAS_SNAPSHOTS`, else `Snapshots`.
    static var defaultDirectory: String { CommandSession.environment["FLOWATLAS_SNAPSHOTS"] ?? "Snapshots" }

    /// The default snapshot folder's store, for commands without `--snapshots` (`explore`): what
    /// their `-o` must not replace.
    static var defaultStore: SnapshotStore { SnapshotStore(directory: URL(fileURLWithPath: defaultDirectory)) }
}
