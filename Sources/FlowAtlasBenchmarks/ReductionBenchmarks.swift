import FlowExplore
import FlowSocialApp
import Foundation

/// The tab reduction of issue 24, point 7, on a five-tab social client: the space without it
/// (no fixpoint within the time limit), and with it (the fixpoint), against the issue's target
/// (the fixpoint in under 60 s on two cores).
enum ReductionBenchmarks {
    /// The table: the app without the reduction for `baselineSeconds`, then with it, with and
    /// without the cross-tab link that couples Profile and Messages.
    static func run(baselineSeconds: Double) -> String {
        var lines = [
            "Five tabs (Timeline, Explore, Notifications, Profile, Messages), each a stack of statuses, accounts and threads with a compose sheet; every invariant checked after every action, every core, no bound",
            "",
        ]
        lines.append("| app | reduction | states explored | actions | stand for | factor | fixpoint | couplings | time | target: fixpoint < 60 s |")
        lines.append("|---|---|---|---|---|---|---|---|---|---|")
        let baseline = explore(SocialScenarioApp(), reduction: nil, seconds: baselineSeconds)
        lines.append(
            "| social | none | \(baseline.stateCount) | \(baseline.transitionCount) | - | - | \(baseline.fixpoint ? "yes" : "no (time limit)") | - | \(time(baseline)) | - |"
        )
        for app in [SocialScenarioApp(), SocialScenarioApp(crossTabLinks: true)] {
            let exploration = explore(app, reduction: .tabs, seconds: 600)
            let reduction = exploration.reduction
            let met = exploration.fixpoint && EngineBenchmarks.seconds(exploration.duration) < 60
            lines.append(
                "| \(app.name) | tabs | \(exploration.stateCount) | \(exploration.transitionCount) | \(reduction.map { "\($0.represented)" } ?? "-") | "
                    + "\(reduction.map { String(format: "×%.1f", $0.factor) } ?? "-") | \(exploration.fixpoint ? "yes" : "no") | "
                    + "\(reduction.map { $0.couplings.isEmpty ? "none" : $0.groups.filter { $0.count > 1 }.map { $0.joined(separator: "+") }.joined(separator: ", ") } ?? "-") | "
                    + "\(time(exploration)) | \(met ? "met" : "MISSED") |")
            if !exploration.violations.isEmpty { lines.append(ExplorationBenchmarks.violationLine(exploration)) }
        }
        lines.append("")
        lines.append(ExplorationBenchmarks.violationLine(baseline))
        return lines.joined(separator: "\n")
    }

    private static func explore(_ app: SocialScenarioApp, reduction: StateReduction?, seconds: Double) -> Exploration {
        var explorer = Explorer(app: app, maxStates: .max, maxDepth: .max, timeLimit: .milliseconds(Int(seconds * 1000)))
        explorer.recordsDetails = false
        explorer.reduction = reduction
        return explorer.explore()
    }

    private static func time(_ exploration: Exploration) -> String {
        String(format: "%.2f s (%d threads)", EngineBenchmarks.seconds(exploration.duration), exploration.workers)
    }
}
