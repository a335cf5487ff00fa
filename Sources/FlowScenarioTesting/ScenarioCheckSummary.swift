import FlowScenarios
import Foundation
import Testing

/// What `checkScenarios` did, for tests that want to assert more.
public struct ScenarioCheckSummary: Sendable {
    /// Scenarios run.
    public var scenarios = 0
    /// Checkpoints compared (or recorded).
    public var snapshots = 0
    /// Checkpoints that differ from their reference or have none.
    public var mismatches: [String] = []
    /// Scenarios whose expectations failed.
    public var failedScenarios: [String] = []
    /// References written (record modes only).
    public var recorded: [String] = []

    /// An empty summary.
    public init() {}
}
