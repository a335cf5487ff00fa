import FlowAdapter
import FlowCore
import FlowDemoScenarios
import FlowExplore
import Foundation

/// The physical limit of exploring here (issue 25, point 4): what one action costs when nothing
/// but the action and the fingerprint update is done (restore the state's memento, act, update
/// the fingerprint), measured on the explorer's own transitions, side by side with what the
/// explorer does per action (every invariant checked).
enum ExplorationLimit {
    /// The demo's transitions to `depth`, replayed on one thread in four ways, medians of five
    /// interleaved runs.
    static func report(depth: Int) -> String {
        let app = DemoScenarioApp()
        let root = app.makeRoot()
        let recorder = NavigationRecorder()
        root.addObserver(recorder)
        let steps = steps(app: app, root: root, recorder: recorder, depth: depth)

        enum Work: CaseIterable { case act, fingerprint, capture }
        func replay(_ work: Work) -> Double {
            var sink: UInt64 = 0
            let start = ContinuousClock.now
            for step in steps {
                root.restoreState(step.memento)
                recorder.reset()
                _ = ActionPerformer.perform(step.action, app: app, root: root, recorder: recorder)
                switch work {
                case .act: break
                case .fingerprint: sink &+= root.navigationFingerprint()!.low
                case .capture: sink &+= UInt64(root.captureTree().nodes.count)
                }
            }
            precondition(sink != 1)
            return EngineBenchmarks.seconds(ContinuousClock.now - start)
        }
        var samples: [String: [Double]] = [:]
        for _ in 0..<5 {
            for work in Work.allCases { samples["\(work)", default: []].append(replay(work)) }
            var explorer = Explorer(app: app, maxStates: .max, maxDepth: depth)
            explorer.recordsDetails = false
            explorer.workers = 1
            samples["explorer", default: []].append(EngineBenchmarks.seconds(explorer.explore().duration))
        }
        let count = Double(steps.count)
        func rate(_ key: String) -> Double { count / Measurement(name: key, samples: samples[key]!.sorted()).median }
        func perAction(_ key: String) -> String { String(format: "%.2f µs", 1e6 / rate(key)) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let limit = rate("fingerprint")
        var lines = [
            "The physical limit: the demo's \(steps.count) transitions to depth \(depth), replayed on one thread (median of 5 runs, interleaved)", "",
            "| per action | time | actions per second, 1 thread |",
            "|---|---|---|",
            "| restore the state, act (the navigation and its events) | \(perAction("act")) | \(String(format: "%.0f", rate("act"))) |",
            "| + update the fingerprint (the limit) | \(perAction("fingerprint")) | \(String(format: "%.0f", limit)) |",
            "| + capture the tree instead (cached nodes) | \(perAction("capture")) | \(String(format: "%.0f", rate("capture"))) |",
            "| the explorer, every invariant checked | \(perAction("explorer")) | \(String(format: "%.0f", rate("explorer"))) |",
            "",
        ]
        lines.append(
            String(
                format:
                    "Limit on %d cores, if they scaled perfectly: %.0f actions per second (target ≥ 150,000, issue 25: %@). The explorer reaches %.0f %% of the limit on one thread; the fingerprint update is %.0f %% of the limit's time.",
                cores, limit * Double(cores), limit * Double(cores) >= 150_000 ? "within the limit" : "ABOVE the limit", 100 * rate("explorer") / limit,
                100 * (1 / limit - 1 / rate("act")) * limit))
        return lines.joined(separator: "\n")
    }

    /// The explorer's transitions to `depth`, in its order, each with the memento of the state it
    /// leaves, made as the explorer makes it (the parent's memento, then one action). The
    /// exploration that lists them (with details) is released before anything is timed.
    private static func steps(
        app: DemoScenarioApp, root: any AnyCoordinator, recorder: NavigationRecorder, depth: Int
    ) -> [(memento: NavigationMemento, action: ScenarioAction)] {
        let transitions = Explorer(app: app, maxStates: .max, maxDepth: depth).explore().transitions.map { ($0.from, $0.to, $0.action.action) }
        var mementos: [Int: NavigationMemento] = [0: root.saveState()]
        for (from, to, action) in transitions {
            guard let to, mementos[to] == nil, let memento = mementos[from] else { continue }
            root.restoreState(memento)
            _ = ActionPerformer.perform(action, app: app, root: root, recorder: recorder)
            mementos[to] = root.saveState()
        }
        return transitions.map { (mementos[$0.0]!, $0.2) }
    }
}
