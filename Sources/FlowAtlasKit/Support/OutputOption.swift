import ArgumentParser
import FlowScenarios
import Foundation

/// `-o FILE`: where a command's result goes (standard output when omitted).
struct OutputOption: ParsableArguments {
    @Option(name: .shortAndLong, help: "Write to this file (atomically; never through a symbolic link or over a non-regular file) instead of standard output.")
    var output: String?

    /// Writes `text` to the file, or prints it.
    func emit(_ text: String) throws {
        if let output {
            try SafeFileWriter.standard.write(text, to: URL(fileURLWithPath: output), display: output)
        } else {
            Console().out(text)
        }
    }
}
