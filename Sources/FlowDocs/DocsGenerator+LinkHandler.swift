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
            let title = "open \(shown): the app's link handler \(link.performed)"
            pictures.append(
                (picture, TraceSequenceGraph.build(link.navigations, after: link.after, title: title, collapsingUninvolvedTabs: link.before.nodes.count > DocsLayout.maxTreeNodes)))
            let steps = link.navigations.enumerated().map { offset, trace in
                let outcome = trace.resolution.error.map { "fails with `\($0.kind.name)`" } ?? "succeeds"
                return "\(offset + 1). `navigate(to: \(trace.resolution.route))` from `\(TraceText.name(trace.resolution.entry, in: trace.before))`: \(outcome)"
            }
            sections.append(
                """
                ### `\(shown)`

                The app's link handler returns `\(link.returned)` and \(link.performed)\(steps.isEmpty ? "." : ":")

                \(steps.joined(separator: "\n"))

                ![the navigations of \(shown)](\(picture))

                <details><summary>Text trace</summary>

                ```
                \(HandledLinkText.render(link))```

                </details>

                """)
        }
        let text = """

            ## The app's links, through its link handler

            The URLs the app lists (`linkExamples`), each opened on a fresh app through the app's own link handler (`open(url:from:root:)`; the app sets `hasLinkHandler`), with every navigation the handler performed, in order. `\(toolName) trace <URL>` shows the same.

            \(sections.joined(separator: "\n"))
            """
        return (text, pictures)
    }
}
