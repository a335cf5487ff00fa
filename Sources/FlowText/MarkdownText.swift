import FlowCore
import Foundation

/// Text from an app put inside GitHub-flavoured Markdown: the one escaper every Markdown page and
/// comment FlowAtlas writes uses.
package enum MarkdownText {
    /// A one-line text safe inside Markdown prose: no line breaks, no raw HTML, no heading,
    /// emphasis, link, code or table marks.
    package static func inline(_ text: String) -> String {
        let flat = text.unicodeScalars.map { CharacterSet.newlines.contains($0) || CharacterSet.controlCharacters.contains($0) ? " " : String($0) }.joined()
        var escaped = ""
        for character in flat {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "#", "*", "_", "[", "]", "`", "|", "\\": escaped += "\\\(character)"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// `text` as an inline code span on one line: its control characters escaped as `DisplayText`
    /// escapes them, delimited by one backtick more than its longest run of backticks (and spaced
    /// when it starts or ends with one), so nothing in it ends the span. Inside a span Markdown
    /// shows every character as it is, HTML and `|` included.
    package static func code(_ text: String) -> String {
        let line = DisplayText.escaped(text)
        var longest = 0
        var run = 0
        for character in line {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padded = line.hasPrefix("`") || line.hasSuffix("`") || line.isEmpty ? " \(line) " : line
        return fence + padded + fence
    }
}
