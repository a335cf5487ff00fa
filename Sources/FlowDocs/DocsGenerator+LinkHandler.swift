import FlowCore
import FlowDiagrams
import FlowGraph
import FlowScenarios
import FlowText

extension DocsGenerator {
    /// For an app with its own link handler (`hasLinkHandler`): each of its `linkExamples` opened
    /// through the handler on a fresh app, from the visible coordinator, with every navigation the
    /// handler performed, in order (a picture of the sequence and its text). Never `link(forURL:)`
    /// or `route(forURL:)` in the handler's place. Empty when the app lists no link.
    func handledLinks() -> (text: String, pictures: [(path: String, graph: Graph)]) {
        let urls = app.linkExamples
        guard !urls.isEmpty else { return ("", []) }
        var pictures: [(path: String, graph: Graph)] = []
        var sections: [String] = []
        for (index, url) in urls.enumerated() {
            let root = app.makeRoot()
            let link = HandledLink.open(url, app: app, from: root.visibleCoordinator, root: root)
            let shown = DisplayText.escaped(TerminalText.line(url))
            let picture = "diagrams/traces/link-\(index + 1).svg"
            pictures.append((picture, sequenceGraph(of: link)))
            sections.append("### `\(shown)`\n\n" + body(of: link, picture: picture))
        }
        let text = """

            ## The app's links, through its link handler

            The URLs the app lists (`linkExamples`), each opened on a fresh app through the app's own link handler (`open(url:from:root:)`; the app sets `hasLinkHandler`), with every navigation the handler performed, in order. `\(toolName) trace <URL>` shows the same.

            \(sections.joined(separator: "\n"))
            """
        return (text, pictures)
    }

    /// A `trace: { open: URL }` step of an app with its own link handler: the handler's
    /// navigations, in order, with the picture of the sequence and the checkpoint's text.
    func section(run: ScenarioRun, checkpoint: String, link: HandledLink, picture: String) -> String {
        let shown = DisplayText.escaped(TerminalText.line(link.url))
        return "## open \(shown) — \(run.scenario.name) / \(checkpoint)\n\n"
            + "From `\(TraceText.name(link.entry, in: link.before))`\(link.dryRun ? " (dry run)" : ""), through the app's link handler. "
            + "Scenario [`\(run.scenario.file)`](\(self.link(toScenario: run.scenario))).\n\n" + body(of: link, picture: picture)
    }

    /// The picture of the handler's navigations, one box each, then the tree the link left.
    func sequenceGraph(of link: HandledLink) -> Graph {
        let shown = DisplayText.escaped(TerminalText.line(link.url))
        return TraceSequenceGraph.build(
            link.navigations, after: link.after, title: "open \(shown): the app's link handler \(link.performed)",
            collapsingUninvolvedTabs: link.before.nodes.count > DocsLayout.maxTreeNodes)
    }

    /// What the handler returned, its navigations as a numbered list, the picture, the text.
    private func body(of link: HandledLink, picture: String) -> String {
        let steps = link.navigations.enumerated().map { offset, trace in
            let outcome = trace.resolution.error.map { "fails with `\($0.kind.name)`" } ?? "succeeds"
            return "\(offset + 1). `navigate(to: \(trace.resolution.route))` from `\(TraceText.name(trace.resolution.entry, in: trace.before))`: \(outcome)"
        }
        let list = steps.isEmpty ? "" : steps.joined(separator: "\n") + "\n\n"
        return """
            The app's link handler returns `\(link.returned)` and \(link.performed)\(steps.isEmpty ? "." : ":")

            \(list)![the navigations of \(DisplayText.escaped(TerminalText.line(link.url)))](\(picture))

            <details><summary>Text trace</summary>

            ```
            \(HandledLinkText.render(link))```

            </details>

            """
    }
}
