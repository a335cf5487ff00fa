import FlowAtlasKit
import FlowAtlasTestSupport
import FlowDemoScenarios
import FlowExplore
import Foundation

/// The kit's commands run in this process (`FlowAtlasCommand.run(_:in:)`), on the demo app as
/// the bundled `flowatlas` runs them, with their output captured. Paths in arguments are
/// absolute: the process's working directory is shared by every test.
enum Kit {
    /// Runs `flowatlas arguments…` with exactly `environment` (no CI, no colour unless given).
    static func run(
        _ arguments: [String], environment: [String: String] = [:],
        apps: [any AtlasApp] = [DemoScenarioApp()], commandName: String = "flowatlas",
        explorationClock: ExplorationClock? = nil
    ) -> Support.CLIResult {
        let session = CommandSession(apps: apps, commandName: commandName, environment: environment, explorationClock: explorationClock)
        let status = FlowAtlasCommand.run(arguments, in: session)
        return Support.CLIResult(status: status, stdout: session.standardOutput, stderr: session.standardError)
    }

    /// A fresh empty folder under the temporary directory; the caller removes it.
    static func temporaryFolder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
