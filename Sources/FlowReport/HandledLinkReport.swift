import FlowCore
import FlowDiagrams
import FlowGraph
import FlowScenarios
import FlowText

/// What an app's own link handler did with one URL as a report page (`flowatlas trace URL
/// --format html` for an app with `hasLinkHandler`): the screen before, then one step per
/// navigation the handler performed, in order, each with its decisions, events, screen and
/// hierarchy, then the tree the link left. One file, with its style, script and pictures inline.
public enum HandledLinkReport {
    /// The page of `link`, titled `title` (the URL traced).
    public static func page(_ link: HandledLink, title: String, picture: (Graph) throws -> String = ScenarioReport.svg) throws -> String {
        let pictures = PictureTable()
        var steps = [
            try step(
                "before", passed: true, outcome: "the tree the link is opened on", events: [], trace: [], tree: link.before, previous: link.before,
                pictures: pictures, picture: picture)
        ]
        var previous = link.before
        for (index, trace) in link.navigations.enumerated() {
            let outcome = trace.resolution.error.map { "failed: \($0.message)" } ?? "succeeded"
            steps.append(
                try step(
                    "navigation \(index + 1) of \(link.navigations.count): navigate(to: \(trace.resolution.route))", passed: trace.resolution.succeeded,
                    outcome: outcome, events: trace.resolution.steps.map(\.causedDescription), trace: ScenarioReport.traceLines(trace),
                    tree: trace.after, previous: previous, pictures: pictures, picture: picture))
            previous = trace.after
        }
        let summary = HandledLinkText.summary(link)
        steps.append(
            try step(
                "after the link\(link.dryRun ? " (dry run: put back)" : "")", passed: link.succeeded, outcome: summary[1], events: [], trace: [],
                tree: link.after, previous: previous, pictures: pictures, picture: picture))
        let report = ScenarioReport(name: "trace", summary: summary[0], file: title, passed: link.succeeded, steps: steps)
        return ReportPage.scenario(report, inlining: pictures)
    }

    private static func step(
        _ title: String, passed: Bool, outcome: String, events: [String], trace: [String], tree: NavigationTree, previous: NavigationTree,
        pictures: PictureTable, picture: (Graph) throws -> String
    ) throws -> ReportStep {
        let changed = TreeChanges.changedNodes(from: previous, to: tree).sorted()
        return ReportStep(
            title: title, passed: passed, outcome: outcome, events: events, trace: trace, checkpoint: nil, snapshot: nil, diff: nil,
            screen: ScreenHTML.render(tree), picture: try pictures.picture(of: HierarchyGraph.build(tree, structureOnly: true), render: picture),
            onScreen: tree.visibleChain, visible: tree.visibleChain.last, changedNodes: changed, changed: changed.map { tree.nodes[$0].typeName })
    }
}
