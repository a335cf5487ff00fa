import ArgumentParser
import FlowScenarios
import Synchronization

/// What one atlas executable was started with: its apps and any commands of its own.
/// ArgumentParser builds commands from their types, so the commands read this set-up.
struct Atlas: Sendable {
    var apps: ScenarioApps
    var extraCommands: [any ParsableCommand.Type]
    var commandName: String

    private static let current = Mutex<Atlas?>(nil)

    static func install(_ atlas: Atlas) { current.withLock { $0 = atlas } }

    /// The running atlas (set by `FlowAtlasCommand.main`).
    static var running: Atlas {
        guard let atlas = current.withLock({ $0 }) else {
            preconditionFailure("FlowAtlasCommand.main(apps:) sets up the atlas before any command runs")
        }
        return atlas
    }

    static var isInstalled: Bool { current.withLock { $0 != nil } }
}
