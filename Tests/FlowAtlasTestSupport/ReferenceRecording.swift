import FlowScenarios
import Foundation
import SnapshotTesting
import Testing

/// The one way this repository's tests record reference files (swift-snapshot-testing's
/// `__Snapshots__` folders beside each test file): `SNAPSHOT_TESTING_RECORD`, with
/// swift-snapshot-testing's values, and never when CI is set.
///
/// Every snapshot assertion goes through `assertReference(of:as:named:)`, so no test can record
/// in CI, whatever the environment asks for.
package enum ReferenceRecording {
    /// The variable that asks for recording: `all`, `missing`, `failed` or `never`, as
    /// swift-snapshot-testing defines them.
    package static let variable = "SNAPSHOT_TESTING_RECORD"

    /// The record mode for `environment`: `.never` when CI is set (`SnapshotWorkflow.isCI`, the
    /// project's one rule), else the mode `SNAPSHOT_TESTING_RECORD` names, else `.never` (a
    /// missing or different reference fails; recording is always asked for explicitly).
    package static func mode(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotTestingConfiguration.Record {
        guard !SnapshotWorkflow.isCI(environment) else { return .never }
        return environment[variable].flatMap(SnapshotTestingConfiguration.Record.init(rawValue:)) ?? .never
    }

    /// What to run to record again, named in every failure.
    package static func hint(testName: String) -> String {
        "To record: \(variable)=failed swift test --filter \(testName.prefix { $0 != "(" }) (refused when CI is set)."
    }
}

/// `assertSnapshot(of:as:named:record:)` with the repository's record mode
/// (`ReferenceRecording.mode`): a failure carries the flow diff, a `diff -u` command for the two
/// files and how to record.
package func assertReference<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifyReference(
        of: try value(), as: strategy, named: name, environment: environment, snapshotDirectory: snapshotDirectory,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    guard let failure else { return }
    Issue.record(
        Comment(rawValue: failure),
        sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
}

/// The failure `assertReference` would report, or `nil` when the reference matches (for tests of
/// the mechanism itself).
package func verifyReference<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    func verify() -> String? {
        verifySnapshot(
            of: try value(), as: strategy, named: name, record: ReferenceRecording.mode(environment),
            snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    // A `diff -u` command for the two files, after the flow diff.
    let failure = withSnapshotTesting(diffTool: "diff -u", operation: verify)
    return failure.map { $0 + "\n\n" + ReferenceRecording.hint(testName: testName) }
}
