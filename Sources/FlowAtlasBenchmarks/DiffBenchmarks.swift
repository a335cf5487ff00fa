import FlowDemo
import FlowDemoScenarios
import FlowExplore
import Foundation

/// Issue 46's figures: `flowatlas diff` on two explorations of the demo at depth 5 (the demo and
/// its `lightRedUnhandled` variant, about 35,000 states each), from their files: reading and
/// checking both documents, comparing them and writing the text, against the target of 1 s, with
/// the peak memory it takes.
enum DiffBenchmarks {
    static func run() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowatlas-bench-diff-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        var lines = [
            "Two explorations of the demo at depth 5 (explore --max-depth 5 --max-states 4294967295 --format json), the demo and its light-red-unhandled variant:",
            "",
        ]
        lines.append("| exploration | states | transitions | states expanded | file size |")
        lines.append("|---|---|---|---|---|")
        for variant in [DemoVariant.standard, .lightRedUnhandled] {
            let (_, report) = ExplorationReport.explore(
                DemoScenarioApp(variant: variant), maxStates: 4_294_967_295, maxDepth: 5, recordsDetails: false)
            let file = folder.appendingPathComponent("\(variant.rawValue).json")
            let json = report.json
            try! json.write(to: file, atomically: true, encoding: .utf8)
            files.append(file)
            lines.append("| \(variant.rawValue) | \(report.states) | \(report.transitions) | \(report.facts.states.count) | \(json.utf8.count) bytes |")
        }
        var text = ""
        var diff: ExplorationDiff?
        func once() {
            let old = try! ExplorationDocument.read(files[0], display: files[0].path)
            let new = try! ExplorationDocument.read(files[1], display: files[1].path)
            diff = ExplorationDiff(old: old, new: new)
            text = DiffText.text(diff!)
        }
        let time = Harness.measure("diff", warmup: 1, repetitions: 5) { once() }
        // Peak memory in a process of its own: the explorations above raised this one's peak.
        let memory = peakGrowthInChild(files.map(\.path))
        lines.append("")
        lines.append("| step | time (read both, check, compare, text) | peak memory above the resident size before (a process that only diffs) | target |")
        lines.append("|---|---|---|---|")
        let memoryCell =
            memory.map {
                "\($0.growthKiB / 1024) MiB (\($0.growthKiB) KiB; peak resident \($0.peakKiB / 1024) MiB\($0.exact ? "" : ", peak not reset: an upper bound"))"
            }
            ?? "not measured (the benchmark could not run itself)"
        lines.append("| diff | \(time.summary) | \(memoryCell) | ≤ 1 s: \(time.median <= 1 ? "met" : "MISSED") |")
        lines.append("")
        lines.append(
            "What it found: \(diff!.noLongerReachable.count) screens no longer reachable, \(diff!.links.count) links landing elsewhere, \(diff!.changedPaths.count) paths of another length; \(text.split(separator: "\n").count) lines of text."
        )
        return lines.joined(separator: "\n")
    }

    /// `profile diff OLD NEW`: reads both files, diffs them and renders the text, and prints how
    /// far its peak resident size rose (`Memory.peakGrowth`) as `growthKiB peakKiB exact`.
    static func diffOnce(_ paths: [String]) {
        guard paths.count == 2 else { return }
        let files = paths.map { URL(fileURLWithPath: $0) }
        let memory = Memory.peakGrowth {
            let old = try! ExplorationDocument.read(files[0], display: paths[0])
            let new = try! ExplorationDocument.read(files[1], display: paths[1])
            _ = DiffText.text(ExplorationDiff(old: old, new: new))
        }
        print("\(memory.growthKiB) \(memory.peakKiB) \(memory.exact)")
    }

    /// `Memory.peakGrowth` of one diff of `paths`, measured by this benchmark run again as
    /// `profile diff` (the last line it prints); `nil` when it cannot be run.
    private static func peakGrowthInChild(_ paths: [String]) -> (growthKiB: Int, peakKiB: Int, exact: Bool)? {
        let process = Process()
        #if os(Linux)
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
        process.arguments = ["profile", "diff"] + paths
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(separator: "\n").last?.split(separator: " ") ?? []
        guard fields.count == 3, let growth = Int(fields[0]), let peak = Int(fields[1]) else { return nil }
        return (growth, peak, fields[2] == "true")
    }
}
