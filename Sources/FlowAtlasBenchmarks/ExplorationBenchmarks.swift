import FlowCore
import FlowDemoScenarios
import FlowExplore
import Foundation

/// The explorer's figures of issue 13 on the demo: actions per second with every invariant
/// checked (one thread and every core), bytes per visited state, and the whole reachable space
/// explored with no bound until the fixpoint or a time limit.
enum ExplorationBenchmarks {
    /// The demo explored to `depth` without details, once per thread count, medians of three runs.
    static func throughput(depth: Int) -> String {
        var lines = ["Throughput: the demo to depth \(depth), every invariant checked after every action (median of 3 runs, interleaved)", ""]
        lines.append("| threads | states | actions | time | actions per second | target |")
        lines.append("|---|---|---|---|---|---|")
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let threadCounts = cores > 1 ? [1, cores] : [1]
        var samples: [Int: [Double]] = [:]
        var last: [Int: Exploration] = [:]
        for _ in 0..<3 {
            for threads in threadCounts {
                var explorer = Explorer(app: DemoScenarioApp(), maxStates: .max, maxDepth: depth)
                explorer.recordsDetails = false
                explorer.workers = threads
                let exploration = explorer.explore()
                samples[threads, default: []].append(EngineBenchmarks.seconds(exploration.duration))
                last[threads] = exploration
            }
        }
        for threads in threadCounts {
            let exploration = last[threads]!
            let time = Measurement(name: "threads \(threads)", samples: samples[threads]!.sorted())
            let rate = Double(exploration.transitionCount) / time.median
            // Issue 13's target, and issue 25's (every invariant, 2 cores).
            let target =
                threads == cores
                ? "≥ 20,000: \(rate >= 20_000 ? "met" : "MISSED"); ≥ 150,000 (issue 25): \(rate >= 150_000 ? "met" : "MISSED")" : "-"
            lines.append(
                "| \(threads) | \(exploration.stateCount) | \(exploration.transitionCount) | \(time.summary) | \(String(format: "%.0f", rate)) | \(target) |")
        }
        lines.append("")
        lines.append(violationLine(last[threadCounts.last!]!))
        return lines.joined(separator: "\n")
    }

    /// Whether every invariant held over what was explored (the first violation when not).
    static func violationLine(_ exploration: Exploration) -> String {
        guard let first = exploration.violations.first else {
            return "Invariant violations over the \(exploration.stateCount) states and \(exploration.transitionCount) actions: 0"
        }
        return
            "Invariant violations: \(exploration.violations.count) (MISSED), the first: \(first.violation) after \(first.path.map(\.description).joined(separator: ", "))"
    }

    /// The demo's whole reachable space: every in-app action and every deep link, no depth or
    /// state bound, every core, until the fixpoint or `seconds`.
    static func wholeSpace(seconds: Double) -> String {
        let peakBefore = Machine.peakResidentKiB()
        var explorer = Explorer(
            app: DemoScenarioApp(), maxStates: .max, maxDepth: .max,
            timeLimit: .milliseconds(Int(seconds * 1000)))
        explorer.recordsDetails = false
        let exploration = explorer.explore()
        let peakAfter = Machine.peakResidentKiB()
        let depths = exploration.statesPerDepth
        var lines = [
            String(format: "The demo's whole reachable space (no bound, %d threads, time limit %.0f s, every invariant checked)", exploration.workers, seconds),
            "",
        ]
        let complete = exploration.fixpoint ? depths : Array(depths.dropLast())
        lines.append("| depth | " + depths.indices.map(String.init).joined(separator: " | ") + " |")
        lines.append("|---|" + depths.map { _ in "---" }.joined(separator: "|") + "|")
        lines.append(
            "| states | "
                + depths.enumerated().map { index, count in
                    index < complete.count ? "\(count)" : "≥ \(count) (cut)"
                }.joined(separator: " | ") + " |")
        let growth =
            ["-"]
            + zip(depths, depths.dropFirst()).enumerated().map { index, pair in
                index + 1 < complete.count && pair.0 > 0 ? String(format: "×%.1f", Double(pair.1) / Double(pair.0)) : "-"
            }
        lines.append("| growth | " + growth.joined(separator: " | ") + " |")
        lines.append("")
        let elapsed = EngineBenchmarks.seconds(exploration.duration)
        lines.append(
            exploration.fixpoint
                ? "Fixpoint reached: the whole space has \(exploration.stateCount) states."
                : "No fixpoint: \(exploration.timedOut ? "the time limit stopped it" : "a bound stopped it") at depth \(depths.count - 1) (depths 0 to \(complete.count - 1) complete, \(complete.reduce(0, +)) states); \(exploration.stateCount) states found in all."
        )
        lines.append(
            String(
                format:
                    "%d actions in %.1f s: %.0f actions per second (target ≥ 20,000: %@); visited states %.1f bytes each (target ≤ 100: %@; ≤ 40, issue 25: %@): %.1f MiB for %d states. Peak resident memory of the process: %.0f MiB (before this run: %.0f MiB).",
                exploration.transitionCount, elapsed, exploration.actionsPerSecond, exploration.actionsPerSecond >= 20_000 ? "met" : "MISSED",
                exploration.bytesPerState, exploration.bytesPerState <= 100 ? "met" : "MISSED", exploration.bytesPerState <= 40 ? "met" : "MISSED",
                Double(exploration.visitedBytes) / 1_048_576, exploration.stateCount,
                Double(peakAfter) / 1024, Double(peakBefore) / 1024))
        lines.append(violationLine(exploration))
        return lines.joined(separator: "\n")
    }
}
