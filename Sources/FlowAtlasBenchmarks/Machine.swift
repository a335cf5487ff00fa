import FlowCore
import FlowDiagrams
import FlowGraph
import Foundation

enum Machine {
    static var description: String {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = ProcessInfo.processInfo.physicalMemory / 1_073_741_824
        return "\(cpu), \(cores) cores, \(memory) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)"
    }
}

extension Machine {
    /// VmRSS from /proc/self/status (Linux), in KiB; 0 elsewhere.
    static func residentKiB() -> Int { status("VmRSS:") }

    /// The peak resident memory so far (VmHWM), in KiB; 0 elsewhere.
    static func peakResidentKiB() -> Int { status("VmHWM:") }

    private static func status(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
