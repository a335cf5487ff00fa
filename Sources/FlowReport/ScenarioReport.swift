import FlowCore
import FlowDiagrams
import FlowGraph
import FlowGraphviz
import FlowScenarios
import FlowText

/// One scenario's report: its steps, each pointing at its hierarchy picture in a
/// `PictureTable` (each distinct SVG once across a report, so many steps stay small).
public struct ScenarioReport: Hashable, Sendable {
    public var name: String
    public var summary: String
    public var file: String
    public var passed: Bool
    public var steps: [ReportStep]

    /// The report of `run`, which must have kept its trees (`ScenarioRunner.run(_:keepingTrees:)`).
    ///
    /// - Parameters:
    ///   - run: the scenario's run, with its trees kept.
    ///   - reference: the committed text of a checkpoint, when there is one, for the diff.
    ///   - pictures: where the steps' hierarchy pictures go (one table for a whole report).
    ///   - picture: draws a hierarchy (the in-process Graphviz renderer by default).
    /// - Throws: what `picture` throws (a `GraphvizError` from the default renderer).
    public static func build(
        _ run: ScenarioRun, pictures: PictureTable, reference: (String) -> String? = { _ in nil },
        picture: (Graph) throws -> String = ScenarioReport.svg
    ) throws -> ScenarioReport {
        var previous = run.startTree
        var checkpoints = run.checkpoints.makeIterator()
        var steps: [ReportStep] = []
        for entry in run.entries {
            let tree = entry.tree ?? previous
            let changed = TreeChanges.changedNodes(from: previous, to: tree)
            let index = try pictures.picture(of: HierarchyGraph.build(tree, structureOnly: true), render: picture)
            var step = ReportStep(
                title: entry.step.kind.description, passed: entry.passed, outcome: entry.outcome,
                events: entry.events.map(\.causedDescription), trace: entry.handledLink.map(Self.linkLines) ?? entry.trace.map(Self.traceLines) ?? [],
                checkpoint: nil, snapshot: nil, diff: nil, screen: ScreenHTML.render(tree), picture: index,
                onScreen: tree.visibleChain, visible: tree.visibleChain.last, changedNodes: changed.sorted(),
                changed: changed.sorted().map { tree.nodes[$0].typeName })
            switch entry.step.kind {
            case .snapshot, .trace:
                if let checkpoint = checkpoints.next() {
                    step.checkpoint = checkpoint.name
                    step.snapshot = checkpoint.text
                    // A trace step's checkpoint is its trace's text: shown once, as the checkpoint.
                    if checkpoint.trace != nil || checkpoint.handledLink != nil { step.trace = [] }
                    if let expected = reference(checkpoint.name), expected != checkpoint.text {
                        step.diff = LineDiff.unified(old: expected, new: checkpoint.text, oldName: "reference", newName: "actual")
                    }
                }
            case .perform, .expectFailure: break
            }
            steps.append(step)
            previous = tree
        }
        let scenario = run.scenario
        return ScenarioReport(
            name: scenario.name, summary: scenario.summary, file: scenario.file,
            passed: run.passed && !steps.contains { $0.diff != nil }, steps: steps)
    }

    /// What the app's link handler did, without the text's header: what it returned, how many
    /// navigations it performed, then each navigation's trace, numbered.
    package static func linkLines(_ link: HandledLink) -> [String] {
        HandledLinkText.summary(link).map(DisplayText.escaped)
            + link.navigations.indices.flatMap { HandledLinkText.navigation($0, of: link).map(DisplayText.escaped) }
    }

    /// The trace's text without its header, one decision per line.
    package static func traceLines(_ trace: NavigationTrace) -> [String] {
        TraceText.render(trace).split(separator: "\n", omittingEmptySubsequences: false).map(String.init).drop { $0.hasPrefix("#") || $0.isEmpty }
            .filter { !$0.isEmpty }
    }

    /// A hierarchy picture as inline SVG: Graphviz's output without its XML prologue, its
    /// comments, the line breaks between elements and the font attribute the report's style
    /// sheet sets (a report holds many). One pass over the bytes.
    public static func svg(_ graph: Graph) throws -> String {
        let bytes = Array(try DiagramFormat.svg.render(graph).utf8)
        let start = bytes.firstRange(of: Array("<svg".utf8))?.lowerBound ?? 0
        let font = Array(" font-family=\"Helvetica,sans-Serif\"".utf8)
        var compact: [UInt8] = []
        compact.reserveCapacity(bytes.count - start)
        var index = start
        while index < bytes.count {
            // Graphviz writes a comment before each node and edge (its DOT name; labels are escaped).
            if bytes[index...].starts(with: "<!--".utf8) {
                index = (bytes[(index + 4)...].firstRange(of: Array("-->".utf8))?.upperBound) ?? bytes.count
                continue
            }
            if bytes[index] == UInt8(ascii: "\n"), compact.last == UInt8(ascii: ">"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: " "), bytes[index...].starts(with: font) {
                index += font.count
                continue
            }
            compact.append(bytes[index])
            index += 1
        }
        return String(decoding: compact, as: UTF8.self)
    }
}
