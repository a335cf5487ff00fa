import FlowCore
import FlowDiagrams
import FlowGraph
import FlowText

/// One trace as a report page (`flowatlas trace URL --format html`): the screen before and
/// after, the hierarchy with what the navigation changed, its events and its decisions. One
/// file, with its style, script and picture inline.
public enum TraceReport {
    /// The page of `trace`, titled `title` (the route or URL traced).
    public static func page(_ trace: NavigationTrace, title: String, picture: (Graph) throws -> String = ScenarioReport.svg) throws -> String {
        let pictures = PictureTable()
        let before = ReportStep(
            title: "before", passed: true, outcome: "the tree the trace starts from", events: [], trace: [], checkpoint: nil, snapshot: nil,
            diff: nil, screen: ScreenHTML.render(trace.before),
            picture: try pictures.picture(of: HierarchyGraph.build(trace.before, structureOnly: true), render: picture),
            onScreen: trace.before.visibleChain, visible: trace.before.visibleChain.last, changedNodes: [], changed: [])
        let changed = TreeChanges.changedNodes(from: trace.before, to: trace.after).sorted()
        let outcome = trace.resolution.error.map { "failed: \($0.message)" } ?? (trace.dryRun ? "succeeded (dry run: nothing applied)" : "succeeded")
        let after = ReportStep(
            title: title, passed: trace.resolution.succeeded, outcome: outcome,
            events: trace.resolution.steps.map(\.causedDescription), trace: ScenarioReport.traceLines(trace), checkpoint: nil, snapshot: nil,
            diff: nil, screen: ScreenHTML.render(trace.after),
            picture: try pictures.picture(of: HierarchyGraph.build(trace.after, structureOnly: true), render: picture),
            onScreen: trace.after.visibleChain, visible: trace.after.visibleChain.last, changedNodes: changed,
            changed: changed.map { trace.after.nodes[$0].typeName })
        let report = ScenarioReport(
            name: "trace", summary: "navigate(to: \(trace.resolution.route)) traced", file: title, passed: after.passed, steps: [before, after])
        return ReportPage.scenario(report, inlining: pictures)
    }
}
