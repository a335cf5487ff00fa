import Foundation

/// Runs this benchmark executable again as a child process for one memory measurement, so the
/// figure is not blurred by what earlier benchmarks left in the heap.
enum ChildProcess {
    /// The child's answer: `key=value` pairs printed on its last line.
    static func run(_ arguments: [String]) -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--child"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return [:] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let last = String(decoding: data, as: UTF8.self).split(separator: "\n").last ?? ""
        var answer: [String: String] = [:]
        for pair in last.split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { answer[String(parts[0])] = String(parts[1]) }
        }
        return answer
    }
}
