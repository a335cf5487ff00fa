import FlowExplore
import FlowGraph

/// The page `flowatlas diff --format html` writes: one self-contained file (style inline, the
/// picture inline, nothing from the network) with the diff's picture and its lists, every text
/// from the app escaped (`HTMLText`). Deterministic: no timestamps.
public enum DiffPage {
    /// The page of `diff`, with `picture` (its `DiffGraph`) rendered inline.
    ///
    /// - Throws: When Graphviz cannot render the picture.
    public static func page(_ diff: ExplorationDiff, picture: Graph) throws -> String {
        let svg = try ScenarioReport.svg(picture)
        let title = "FlowAtlas navigation diff: \(diff.app)"
        let extraStyle = ".diff-code { background: #f5f5f7; padding: 0 .25em; }\n.picture svg { max-width: 100%; height: auto; }\n"
        var html = ReportPage.head(title: title, inline: true, extraStyle: extraStyle)
        html += """
            <body>
            <h1>\(HTMLText.escape(title))</h1>

            """
        let sections = DiffSections(diff).sections
        if sections.isEmpty {
            html += "<p class=\"summary\" data-role=\"no-differences\">No differences in what both explorations cover.</p>\n"
        }
        for section in sections {
            html += "<h2>\(HTMLText.escape(section.title))</h2>\n<ul data-role=\"\(HTMLText.escape(section.title))\">\n"
            for line in section.lines {
                let body = line.segments.map { segment in
                    switch segment {
                    case let .text(text): HTMLText.escape(text)
                    case let .code(text): "<code class=\"diff-code\">\(HTMLText.escape(text))</code>"
                    }
                }.joined()
                html += line.indented ? "<li class=\"detail\">\(body)</li>\n" : "<li>\(body)</li>\n"
            }
            html += "</ul>\n"
        }
        html += "<h2>Picture</h2>\n<div class=\"picture svg\" data-role=\"picture\">\n\(svg)\n</div>\n</body>\n</html>\n"
        return html
    }
}
