import FlowCore
import FlowText

/// The text formats of an `ExplorationDiff`: for a terminal (every line escaped by `DisplayText`)
/// and GitHub-flavoured Markdown for a pull request comment (the app's names as code spans,
/// `MarkdownText`). Deterministic: the same diff gives the same bytes.
public enum DiffText {
    /// The diff for a terminal.
    public static func text(_ diff: ExplorationDiff) -> String {
        var lines = ["# \(ExplorationDiff.formatTag)", "app: \(diff.app)"]
        let sections = DiffSections(diff).sections
        if sections.isEmpty { lines.append("no differences in what both explorations cover") }
        for section in sections {
            lines += ["", "## \(section.title)"]
            lines += section.lines.map { line in
                (line.indented ? "  " : "")
                    + line.segments.map { segment in
                        switch segment {
                        case let .text(text), let .code(text): text
                        }
                    }.joined()
            }
        }
        return lines.map(DisplayText.escaped).joined(separator: "\n") + "\n"
    }

    /// The diff as GitHub-flavoured Markdown.
    public static func markdown(_ diff: ExplorationDiff) -> String {
        var lines = ["## Navigation diff of \(MarkdownText.code(diff.app))", ""]
        let sections = DiffSections(diff).sections
        if sections.isEmpty { lines.append("No differences in what both explorations cover.") }
        for section in sections {
            lines += ["### \(section.title.prefix(1).uppercased() + section.title.dropFirst())", ""]
            lines += section.lines.map { line in
                (line.indented ? "  - " : "- ")
                    + line.segments.map { segment in
                        switch segment {
                        case let .text(text): MarkdownText.inline(text)
                        case let .code(text): MarkdownText.code(text)
                        }
                    }.joined()
            }
            lines.append("")
        }
        lines.append("<sub>\(ExplorationDiff.formatTag)</sub>")
        return lines.joined(separator: "\n") + "\n"
    }
}
