import FlowCore
import Foundation

/// Escaping for every place a report puts text that came from the app (route names, payload
/// values, coordinator names, messages): HTML text and attributes, and script strings.
package enum HTMLText {
    /// `text` safe as HTML element content or a quoted attribute value, shown on one line as
    /// every text format shows it: its control, separator and bidirectional characters escaped by
    /// `DisplayText` (`\u{0000}`, `\e`, `\r`, `\n`, as in step titles, events and traces), then
    /// `&`, `<`, `>` and quotes as entities. Text escaped by `DisplayText` before keeps its text.
    package static func escape(_ text: String) -> String {
        entities(DisplayText.escaped(text))
    }

    /// `text` safe as the content of a `<pre>` block of lines (a trace, a snapshot, a diff): each
    /// line escaped as `escape(_:)` escapes it, the line feeds between them kept.
    package static func escapeLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 != "\n" && DisplayText.needsEscape($0) }) else { return entities(text) }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "\n")
    }

    /// `&`, `<`, `>` and both quotes as entities.
    private static func entities(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: nil
            }
        }
    }

    /// `value` as JSON safe inside a `<script>` element: `<`, `>`, `&` and the two JavaScript
    /// line terminators are written as `\u` escapes, so no value can close the element, open a
    /// comment, or end a string literal. Keys sorted: the same value gives the same bytes.
    package static func scriptJSON(_ value: some Encodable) -> String {
        let json = CanonicalJSON.text(value) ?? "null"
        return replacing(json) { scalar in
            switch scalar {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
    }

    /// `text` as a single-quoted JavaScript string literal, safe in a script file or element:
    /// quotes, backslashes, line terminators and `<` are escaped.
    package static func scriptString(_ text: String) -> String {
        let body = replacing(text) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "'": "\\'"
            case "\n": "\\n"
            case "\r": "\\r"
            case "<": "\\x3c"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            default: nil
            }
        }
        return "'" + body + "'"
    }

    /// `text` with each scalar `replacement` names replaced, the others kept.
    private static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { result += replaced } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
