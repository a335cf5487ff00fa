import Foundation

/// Real memory figures of this process, from the kernel (Linux `/proc/self/status`).
enum Memory {
    /// A field of /proc/self/status in KiB (`VmRSS`, `VmHWM`), 0 where there is none.
    static func statusKiB(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") })
        else { return 0 }
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
