import ArgumentParser
import FlowGraphviz
import FlowScenarios
import FlowText
import Foundation

#if canImport(Glibc)
    import Glibc
    private let terminate = Glibc.exit
#elseif canImport(Darwin)
    import Darwin
    private let terminate = Darwin.exit
#endif

/// The FlowAtlas tool for your apps: every command (run, check, record, review, accept, reject,
/// render, trace, explore, diff, docs, report, serve, save) on the apps you pass.
///
/// Your atlas executable is one call:
///
/// ```swift
/// import FlowAtlasKit
/// FlowAtlasCommand.main(apps: [MailAtlasApp()])
/// ```
///
/// With one app it is the default; with several, `--app NAME` (or a scenario's `app:`) selects.
/// Start it with `main(apps:)`: ArgumentParser's own `FlowAtlasCommand.main()` knows no apps, and
/// a command run that way stops the process with a message saying so.
/// Exit codes: 0 success, 1 snapshot mismatch, failed expectation or stale docs, 2 bad input or
/// a refused operation (the message says what was expected).
public struct FlowAtlasCommand: ParsableCommand {
    public init() {}

    /// The kit's commands; an atlas can add its own (the bundled `flowatlas` adds `demo`).
    static let kitCommands: [any ParsableCommand.Type] = [
        RunCommand.self, CheckCommand.self, RecordCommand.self, ReviewCommand.self, AcceptCommand.self, RejectCommand.self,
        RenderCommand.self, TraceCommand.self, ExploreCommand.self, DiffCommand.self, DocsCommand.self, ReportCommand.self, ServeCommand.self, SaveCommand.self,
    ]

    public static var configuration: CommandConfiguration {
        let atlas = Atlas.isInstalled ? Atlas.running : nil
        return CommandConfiguration(
            commandName: atlas?.commandName ?? "flowatlas",
            abstract: "See and regression-test coordinator navigation, headless"
                + (atlas.map { " (apps: \($0.apps.names.joined(separator: ", ")))" } ?? "") + ".",
            subcommands: (atlas?.extraCommands ?? []) + kitCommands
        )
    }

    /// Runs the command named by the process's arguments on `apps` and exits with FlowAtlas's
    /// exit codes. `commands` are extra subcommands of this atlas; `commandName` names the tool
    /// in help (the executable's name by default).
    ///
    /// - Parameters:
    ///   - apps: The apps the commands work on, by their `name`s; with one, it is the default,
    ///     with several `--app NAME` (or a scenario's `app:`) selects.
    ///   - commands: Subcommands of this atlas besides the kit's (the bundled `flowatlas` adds `demo`).
    ///   - commandName: The tool's name in help and messages; the executable's name by default.
    ///   - arguments: The command line without the executable; the process's arguments by default.
    /// - Returns: Never: the process exits with 0 on success, 1 on a snapshot mismatch, a failed
    ///   expectation or stale docs, 2 on bad input or a refused operation.
    public static func main(
        apps: [any AtlasApp], commands: [any ParsableCommand.Type] = [],
        commandName: String? = nil, arguments: [String]? = nil
    ) -> Never {
        let name = commandName ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "flowatlas").lastPathComponent
        Atlas.install(Atlas(apps: ScenarioApps(apps), extraCommands: commands, commandName: name))
        let code = run(arguments)
        terminate(code)
    }

    /// Writes `text` to standard output, checked: when the write fails (a full disk, a closed
    /// pipe) the command exits 2 with the reason. Control characters other than line feeds and
    /// tabs are shown escaped (`TerminalText`), as everything the CLI prints. For an atlas's own commands.
    public static func print(_ text: String) {
        Console.write(TerminalText.lines(text), to: STDOUT_FILENO)
    }

    /// Runs the command `arguments` name inside this process, in `session` (its atlas, its
    /// environment, its captured output), as `main(apps:)` would run it in a process of its own;
    /// returns the exit code. For the kit's tests.
    package static func run(_ arguments: [String], in session: CommandSession) -> Int32 {
        CommandSession.$current.withValue(session) { run(arguments) }
    }

    /// Parses and runs; returns the exit code (0, 1 or 2) after reporting any error.
    static func run(_ arguments: [String]?) -> Int32 {
        let console = Console()
        var code: Int32
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            code = 0
        } catch let error as ScenarioError {
            console.error(error.description)
            code = 2
        } catch let failure as UsageFailure {
            console.error(failure.description)
            code = 2
        } catch let error as GraphvizError {
            console.error("error: \(error)")
            code = 2
        } catch let error as WriteError {
            console.error(error.description)
            code = 2
        } catch let error as SnapshotStore.StoreError {
            console.error("error: \(error)")
            code = 2
        } catch {
            let exitCode = exitCode(for: error)
            if let known = error as? ExitCode {
                code = known.rawValue
            } else if exitCode == .success {
                // --help and --version: ArgumentParser's text on standard output.
                console.out(fullMessage(for: error))
                code = 0
            } else {
                // Argument errors: ArgumentParser's usage message, but FlowAtlas's exit code 2.
                console.err(fullMessage(for: error))
                code = 2
            }
        }
        if let failure = Console.failure.withLock({ $0 }) {
            console.err("error: \(failure)")
            return 2
        }
        return code
    }
}
