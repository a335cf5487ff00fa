import FlowScenarios
import Foundation
import Testing

/// How `checkScenarios` records references, like swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD`:
/// set `FLOWATLAS_RECORD` to one of these (or `1` for `all`); never when `CI` is set.
public enum ScenarioRecordMode: String, Sendable, CaseIterable {
    /// Check only (the default).
    case never
    /// Write references for checkpoints that have none.
    case missing
    /// Rewrite references that differ, and write missing ones.
    case failed
    /// Write every reference.
    case all

    /// The mode `FLOWATLAS_RECORD` asks for (`1`/`true` mean `all`); `nil` when it names no mode.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ScenarioRecordMode? {
        guard let value = environment["FLOWATLAS_RECORD"]?.lowercased(), !value.isEmpty else { return .never }
        switch value {
        case "1", "true", "yes": return .all
        case "0", "false", "no": return .never
        default: return ScenarioRecordMode(rawValue: value)
        }
    }

    /// The store's recording this mode asks for.
    public var recording: SnapshotRecording {
        switch self {
        case .never: .never
        case .missing: .missing
        case .failed: .failed
        case .all: .all
        }
    }
}
