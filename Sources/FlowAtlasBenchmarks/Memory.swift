import Foundation

/// Real memory figures of this process, from the kernel (Linux `/proc/self/status`).
enum Memory {
    /// A field of /proc/self/status in KiB (`VmRSS`, `VmHWM`), 0 where there is none.
    static func statusKiB(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Resets the peak resident size (VmHWM) to the current one; `false` where the kernel does not allow it.
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// Runs `body` and returns how far the peak resident size rose above the resident size just before it, in KiB.
    static func peakGrowth(_ body: () -> Void) -> (growthKiB: Int, peakKiB: Int, exact: Bool) {
        let exact = resetPeak()
        let before = statusKiB("VmRSS")
        body()
        let peak = statusKiB("VmHWM")
        return (max(0, peak - before), peak, exact)
    }
}

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
