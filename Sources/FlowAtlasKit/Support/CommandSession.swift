import ArgumentParser
import FlowCore
import FlowExplore
import FlowScenarios
import Foundation

/// One command run inside this process rather than as a process of its own (the kit's tests):
/// the atlas it runs on, the environment it reads instead of the process's, and what it writes
/// to standard output and standard error, kept here instead of written (so never in colour).
///
/// Bound for one call by `FlowAtlasCommand.run(_:in:)`; task-local, so sessions run in parallel.
/// Without one, commands use the process's atlas, environment and file descriptors.
package final class CommandSession: Sendable {
    @TaskLocal static var current: CommandSession?

    let atlas: Atlas
    /// The environment the command reads (`CI`, `FLOWATLAS_SNAPSHOTS`, `NO_COLOR`, `TERM`).
    package let environment: [String: String]
    /// The clock `explore --timeout` reads (a test's clock makes the time limit a bound on the work).
    package let explorationClock: ExplorationClock?
    private let output = LockedValue<(standardOutput: String, standardError: String)>(("", ""))

    /// A session on `apps` (and an atlas's own `commands`) with exactly `environment`.
    package init(
        apps: [any AtlasApp], commands: [any ParsableCommand.Type] = [], commandName: String = "flowatlas",
        environment: [String: String] = [:], explorationClock: ExplorationClock? = nil
    ) {
        atlas = Atlas(apps: ScenarioApps(apps), extraCommands: commands, commandName: commandName)
        self.environment = environment
        self.explorationClock = explorationClock
    }

    /// Everything written to standard output so far.
    package var standardOutput: String { output.withLock { $0.standardOutput } }
    /// Everything written to standard error so far.
    package var standardError: String { output.withLock { $0.standardError } }

    func write(_ text: String, to descriptor: Int32) {
        output.withLock { descriptor == STDOUT_FILENO ? $0.standardOutput.append(text) : $0.standardError.append(text) }
    }

    /// The environment commands read: the session's, else the process's.
    static var environment: [String: String] { current?.environment ?? ProcessInfo.processInfo.environment }
}
