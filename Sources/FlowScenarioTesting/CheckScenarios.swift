import FlowScenarios
import Foundation
import Testing

/// Every scenario of a snapshot folder, checked inside `swift test`: each failed expectation and
/// each snapshot that differs from its reference is a test issue at the scenario file's line,
/// with the diff. Your CI then needs only `swift test`.
///
/// ```swift
/// import FlowScenarioTesting
/// import Testing
///
/// @Test func scenarios() {
///     checkScenarios(of: MailAtlasApp(), snapshots: "Snapshots", relativeTo: #filePath)
/// }
/// ```
///
/// Recording works like swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD`: set
/// `FLOWATLAS_RECORD` to `all` (or `1`) to write every reference, `missing` for new checkpoints
/// only, `failed` to rewrite the ones that differ; unset or `never` to check. Recording is refused
/// (a test issue) when `CI` is set. A difference also leaves `<checkpoint>.txt.new` beside the
/// reference, for `review`/`accept` with your atlas executable.
///
/// Checks every scenario of `snapshots` (a folder with `scenarios/`; relative paths are resolved
/// against the folder of `relativeTo`, usually `#filePath`) on `app`, recording a test issue for
/// every failure. See `ScenarioRecordMode` for recording. A scenario whose `app:` names another
/// app is a test issue; for a folder of several apps' scenarios pass them all, as an array, to
/// `checkScenarios(of:app:snapshots:relativeTo:record:environment:sourceLocation:)`.
@discardableResult
public func checkScenarios(
    of app: any AtlasApp, snapshots: String, relativeTo file: String = #filePath,
    record: ScenarioRecordMode? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ScenarioCheckSummary {
    checkScenarios(
        of: [app], app: app.name, snapshots: snapshots, relativeTo: file, record: record, environment: environment, sourceLocation: sourceLocation)
}

/// Checks the scenarios of `snapshots` for several apps, choosing each scenario's app as the
/// atlas's command line does (`flowatlas check [--app NAME]`, through the same
/// `ScenarioCatalog`): with `app`, only the scenarios of the app so named; without, every
/// scenario on the app its `app:` names, or on the only app. A scenario without `app:` in a
/// folder of several apps, and an `app:` or `app` that names none of `apps`, are test issues
/// listing the known apps.
///
/// ```swift
/// @Test func scenarios() {
///     checkScenarios(of: [LockedAtlasApp(), UnlockedAtlasApp()], snapshots: "Snapshots", relativeTo: #filePath)
/// }
/// ```
///
/// - Precondition: `apps` is not empty and no two apps have the same `name` (as for
///   `FlowAtlasCommand.main(apps:)`).
@discardableResult
public func checkScenarios(
    of apps: [any AtlasApp], app: String? = nil, snapshots: String, relativeTo file: String = #filePath,
    record: ScenarioRecordMode? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ScenarioCheckSummary {
    var summary = ScenarioCheckSummary()
    let folder =
        snapshots.hasPrefix("/")
        ? URL(fileURLWithPath: snapshots)
        : URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(snapshots).standardizedFileURL
    guard let mode = recordingMode(record, environment: environment, at: sourceLocation) else { return summary }
    let store = SnapshotStore(directory: folder)
    let known = ScenarioApps(apps)
    let runner = ScenarioRunner(apps: known.all)
    let catalog: ScenarioCatalog
    do {
        catalog = try ScenarioCatalog(store: store, apps: known, appNamed: app)
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: location(of: error, or: sourceLocation))
        return summary
    }
    for entry in catalog.entries {
        let scenario = entry.scenario
        let run = runner.run(scenario)
        summary.scenarios += 1
        for failed in run.entries where !failed.passed {
            Issue.record(
                "\(scenario.name): \(failed.step.kind): \(failed.outcome)",
                sourceLocation: location(entry.url, line: failed.step.line, column: failed.step.column))
        }
        if !run.passed {
            summary.failedScenarios.append(scenario.name)
            continue
        }
        for (checkpoint, text) in run.snapshots {
            summary.snapshots += 1
            let key = SnapshotStore.Key(scenario: scenario.name, checkpoint: checkpoint)
            let step = scenario.steps.first { $0.checkpoint == checkpoint }
            let here = location(entry.url, line: step?.line ?? 1, column: step?.column ?? 1)
            check(text, key: key, mode: mode, store: store, at: here, into: &summary)
        }
    }
    return summary
}

/// The recording asked for (`record`, else `FLOWATLAS_RECORD`), or `nil` after a test issue
/// when it names no mode or asks to record under CI.
private func recordingMode(_ record: ScenarioRecordMode?, environment: [String: String], at sourceLocation: SourceLocation) -> ScenarioRecordMode? {
    guard let mode = record ?? ScenarioRecordMode.fromEnvironment(environment) else {
        Issue.record(
            "FLOWATLAS_RECORD='\(environment["FLOWATLAS_RECORD"] ?? "")' names no mode (expected one of \(ScenarioRecordMode.allCases.map(\.rawValue).joined(separator: ", ")), or 1)",
            sourceLocation: sourceLocation)
        return nil
    }
    if mode != .never && SnapshotWorkflow.isCI(environment) {
        Issue.record(
            "refusing to record snapshots because CI is set (FLOWATLAS_RECORD=\(mode.rawValue)); record locally and commit the references",
            sourceLocation: sourceLocation)
        return nil
    }
    return mode
}

/// Applies the shared `SnapshotDecision` to one snapshot, recording a test issue for anything
/// but a match.
private func check(
    _ text: String, key: SnapshotStore.Key, mode: ScenarioRecordMode, store: SnapshotStore, at here: SourceLocation,
    into summary: inout ScenarioCheckSummary
) {
    do {
        let decision = SnapshotDecision.decide(reference: try store.reference(key), actual: text, key: key, recording: mode.recording)
        switch decision {
        case .write:
            try store.writeReference(text, for: key)
            summary.recorded.append(key.description)
            Issue.record(
                "recorded \(ScenarioCatalog.display(store.referenceURL(key))) (FLOWATLAS_RECORD=\(mode.rawValue)); unset it and run again to check",
                sourceLocation: here)
        case .pending, .fail:
            try store.writePending(text, for: key)
            summary.mismatches.append(key.description)
            let pending = ScenarioCatalog.display(store.pendingURL(key))
            let message =
                if case let .fail(diff) = decision {
                    "snapshot \(key) does not match its reference (pending: \(pending))\n\(diff)"
                } else {
                    "snapshot \(key) has no reference; record it with FLOWATLAS_RECORD=missing swift test (or your atlas's record), pending: \(pending)"
                }
            Issue.record(Comment(rawValue: message), sourceLocation: here)
        case .pass:
            store.removePending(key)
        }
    } catch {
        Issue.record(Comment(rawValue: "\(error)"), sourceLocation: here)
    }
}

/// A scenario file's line as a source location, so the issue points at the file.
private func location(_ url: URL, line: Int, column: Int) -> SourceLocation {
    SourceLocation(fileID: "Scenarios/\(url.lastPathComponent)", filePath: url.path, line: max(line, 1), column: max(column, 1))
}

private func location(of error: ScenarioError, or fallback: SourceLocation) -> SourceLocation {
    guard !error.file.isEmpty else { return fallback }
    let url =
        error.file.hasPrefix("/")
        ? URL(fileURLWithPath: error.file)
        : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(error.file)
    return location(url, line: error.line, column: error.column)
}
