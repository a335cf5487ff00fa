import FlowAdapter
import FlowSnapshotStore
import FlowText
import Foundation

/// Check and record, as functions of scenario runs and the store.
public struct SnapshotWorkflow {
    /// The store snapshots live in.
    public let store: SnapshotStore
    /// The runner that produces them.
    public let runner: ScenarioRunner

    /// A workflow over `store` with `runner`.
    public init(store: SnapshotStore, runner: ScenarioRunner) {
        self.store = store
        self.runner = runner
    }

    /// How one checkpoint compared with its reference.
    public enum Status: Sendable {
        case matched
        /// Differs; the unified diff from the reference to the actual output.
        case mismatched(diff: String)
        /// No reference yet.
        case missing
    }

    /// The result of a check.
    public struct CheckReport: Sendable {
        /// Every scenario run, in order.
        public var runs: [ScenarioRun] = []
        /// Every checkpoint and how it compared, in order.
        public var results: [(key: SnapshotStore.Key, status: Status)] = []
        /// References no scenario produced (only computed for a full check).
        public var unreferenced: [SnapshotStore.Key] = []

        /// Whether every expectation held and every snapshot matched.
        public var passed: Bool {
            runs.allSatisfy(\.passed) && results.allSatisfy { if case .matched = $0.status { true } else { false } }
        }
    }

    /// Runs `scenarios` and compares each checkpoint with its reference. References are never
    /// written; a mismatch or a missing reference leaves the actual output as `<checkpoint>.txt.new`.
    /// With `full`, references that no scenario produced are listed. `progress` is told how many
    /// scenarios are done, of how many, after each.
    public func check(_ scenarios: [Scenario], full: Bool, progress: ((_ done: Int, _ total: Int) -> Void)? = nil) throws -> CheckReport {
        var report = CheckReport()
        var produced: Set<SnapshotStore.Key> = []
        for (index, scenario) in scenarios.enumerated() {
            defer { progress?(index + 1, scenarios.count) }
            let run = runner.run(scenario)
            report.runs.append(run)
            for (checkpoint, text) in run.snapshots {
                let key = SnapshotStore.Key(scenario: scenario.name, checkpoint: checkpoint)
                produced.insert(key)
                switch SnapshotDecision.decide(reference: try store.reference(key), actual: text, key: key, recording: .never) {
                case .pending:
                    try store.writePending(text, for: key)
                    report.results.append((key, .missing))
                case let .fail(diff):
                    try store.writePending(text, for: key)
                    // A record or accept running beside this check may have made it the reference meanwhile.
                    if try store.reference(key) == text { store.removePending(key) }
                    report.results.append((key, .mismatched(diff: diff)))
                case .pass, .write:
                    store.removePending(key)
                    report.results.append((key, .matched))
                }
            }
        }
        if full { report.unreferenced = store.references.filter { !produced.contains($0) } }
        return report
    }

    /// The result of a record.
    public struct RecordReport: Sendable {
        /// Every scenario run, in order.
        public var runs: [ScenarioRun] = []
        /// References written (new or changed).
        public var written: [SnapshotStore.Key] = []
        /// References already identical.
        public var unchanged: [SnapshotStore.Key] = []
        /// Scenarios not recorded because an expectation failed.
        public var refused: [String] = []
    }

    /// Runs `scenarios` and writes their references atomically. A scenario whose
    /// expectations fail is not recorded (its snapshots would record a failure).
    /// The caller decides whether recording is allowed (never under CI).
    public func record(_ scenarios: [Scenario]) throws -> RecordReport {
        store.removeLeftoverTemporaryFiles()
        var report = RecordReport()
        for scenario in scenarios {
            let run = runner.run(scenario)
            report.runs.append(run)
            guard run.passed else {
                report.refused.append(scenario.name)
                continue
            }
            for (checkpoint, text) in run.snapshots {
                let key = SnapshotStore.Key(scenario: scenario.name, checkpoint: checkpoint)
                if SnapshotDecision.decide(reference: try store.reference(key), actual: text, key: key, recording: .all) == .write {
                    try store.writeReference(text, for: key)
                    report.written.append(key)
                } else {
                    store.removePending(key)
                    report.unchanged.append(key)
                }
            }
        }
        return report
    }

    /// The unified diff from a reference to an actual snapshot, `nil` when they match: `SnapshotDecision.diff`.
    public static func diff(reference: String, actual: String, key: SnapshotStore.Key) -> String? {
        SnapshotDecision.diff(reference: reference, actual: actual, key: key)
    }

    /// Whether the environment is CI: `CI` set to anything but empty, `0` or `false`.
    package static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }
}
