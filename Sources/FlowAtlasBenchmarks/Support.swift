import FlowCore
import FlowDiagrams
import FlowGraph
import Foundation

enum Machine {
    static var description: String {
        let cpu = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = ProcessInfo.processInfo.physicalMemory / 1_073_741_824
        return "\(cpu), \(cores) cores, \(memory) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)"
    }
}

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
        let input = Pipe(), output = Pipe()
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

extension Machine {
    /// VmRSS from /proc/self/status (Linux), in KiB; 0 elsewhere.
    static func residentKiB() -> Int { status("VmRSS:") }

    /// The peak resident memory so far (VmHWM), in KiB; 0 elsewhere.
    static func peakResidentKiB() -> Int { status("VmHWM:") }

    private static func status(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
