import FlowCore
import FlowDiagrams
import FlowGraph
import Foundation

/// Runs Graphviz's `dot` as a subprocess: DOT on standard input, SVG on standard output.
enum DotProcess {
    static func locate() -> URL? {
        for path in ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"] where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        return nil
    }

    /// Reaped with a termination handler and a semaphore (waitUntilExit is slow on Linux).
    static func render(_ dot: String, dot executable: URL) -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do { try process.run() } catch { return Data() }
        try? input.fileHandleForWriting.write(contentsOf: Data(dot.utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        return data
    }
}
