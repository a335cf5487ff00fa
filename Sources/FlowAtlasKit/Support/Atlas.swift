import ArgumentParser
import FlowCore
import FlowScenarios

/// What one atlas executable was started with: its apps and any commands of its own.
/// ArgumentParser builds commands from their types, so the commands read this set-up.
struct Atlas: Sendable {
    var apps: ScenarioApps
    var extraCommands: [any ParsableCommand.Type]
    var commandName: String

    private static let current = LockedValue<Atlas?>(nil)

    static func install(_ atlas: Atlas) { current.withLock { $0 = atlas } }

    /// The running atlas: the command session's, else the one `FlowAtlasCommand.main` set.
    static var running: Atlas {
        if let session = CommandSession.current { return session.atlas }
        guard let atlas = current.withLock({ $0 }) else {
            preconditionFailure(
                "no atlas is set up: start the executable with FlowAtlasCommand.main(apps: [MyAtlasApp()]), not ArgumentParser's FlowAtlasCommand.main()")
        }
        return atlas
    }

    static var isInstalled: Bool { CommandSession.current != nil || current.withLock { $0 != nil } }
}
