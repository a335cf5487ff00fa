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
        let memory = Memory.peakGrowth { once() }
        let time = Harness.measure("diff", warmup: 1, repetitions: 5) { once() }
        lines.append("")
        lines.append("| step | time (read both, check, compare, text) | peak memory above the resident size before | target |")
        lines.append("|---|---|---|---|")
        lines.append(
            "| diff | \(time.summary) | \(memory.growthKiB / 1024) MiB (peak resident \(memory.peakKiB / 1024) MiB\(memory.exact ? "" : ", peak not reset: an upper bound")) | ≤ 1 s: \(time.median <= 1 ? "met" : "MISSED") |"
        )
        lines.append("")
        lines.append(
            "What it found: \(diff!.noLongerReachable.count) screens no longer reachable, \(diff!.links.count) links landing elsewhere, \(diff!.changedPaths.count) paths of another length; \(text.split(separator: "\n").count) lines of text."
        )
        return lines.joined(separator: "\n")
    }
}
