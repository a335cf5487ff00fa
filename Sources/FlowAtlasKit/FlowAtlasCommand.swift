import ArgumentParser
import Foundation

/// The `flowatlas` tool: every subcommand is a small type calling library code.
///
/// Exit codes: 0 success, 1 snapshot mismatch or failed expectation, 2 bad input or refused operation.
public struct FlowAtlasCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "flowatlas",
        abstract: "See and regression-test coordinator navigation, headless.",
        subcommands: [
            DemoCommand.self, RunCommand.self, CheckCommand.self, RecordCommand.self,
            ReviewCommand.self, AcceptCommand.self, RejectCommand.self, RenderCommand.self, TraceCommand.self, ExploreCommand.self, DocsCommand.self,
        ]
    )

    /// Parses the process's arguments, runs the command and exits with FlowAtlas's exit codes.
    public static func runMain(_ arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            self.exit()
        } catch let failure as UsageFailure {
            FileHandle.standardError.write(Data((failure.description + "\n").utf8))
            self.exit(withError: ExitCode(2))
        } catch {
            let code = exitCode(for: error)
            if error is ExitCode || code == .success { self.exit(withError: error) }
            // Argument errors: ArgumentParser's usage message, but FlowAtlas's exit code 2.
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            self.exit(withError: ExitCode(2))
        }
    }
}
