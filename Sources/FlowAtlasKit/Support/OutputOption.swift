import ArgumentParser
import FlowScenarios
import Foundation

/// `-o FILE`: where a command's result goes (standard output when omitted), and `--force`.
struct OutputOption: ParsableArguments {
    @Option(name: .shortAndLong, help: "Write to this file (atomically; never through a symbolic link or over a non-regular file) instead of standard output.")
    var output: String?
    @Flag(help: "With -o: write even inside the scenario folder or over a scenario file or a reference snapshot (refused otherwise).")
    var force = false

    func validate() throws {
        if output == "" { throw ValidationError(OutputTarget.emptyPath("-o/--output", expected: "a file path")) }
    }

    /// Refuses, before the command does its work, an output that would replace one of `store`'s
    /// own files (unless `--force`) or that is not a regular file (a folder, a FIFO, a link).
    func check(against store: SnapshotStore) throws {
        guard let output else { return }
        try OutputTarget.check(file: output, against: store, force: force)
    }

    /// Writes `text` to the file, or prints it.
    func emit(_ text: String) throws {
        if let output {
            try SafeFileWriter.standard.write(text, to: URL(fileURLWithPath: output), display: output)
        } else {
            Console().out(text)
        }
    }
}
