import Foundation

/// Escaping for every place a report puts text that came from the app (route names, payload
/// values, coordinator names, messages): HTML text and attributes, and JSON inside `<script>`.
package enum HTMLText {
    /// `text` safe as HTML element content or a quoted attribute value.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// `value` as JSON safe inside a `<script>` element: `<`, `>`, `&` and the two JavaScript
    /// line terminators are written as `\u` escapes, so no value can close the element, open a
    /// comment, or end a string literal. Keys sorted: the same value gives the same bytes.
    package static func scriptJSON(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
        var safe = ""
        safe.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": safe += "\\u003c"
            case ">": safe += "\\u003e"
            case "&": safe += "\\u0026"
            case "\u{2028}": safe += "\\u2028"
            case "\u{2029}": safe += "\\u2029"
            default: safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }

    /// `text` as a single-quoted JavaScript string literal, safe in a script file or element:
    /// quotes, backslashes, line terminators and `<` are escaped.
    package static func scriptString(_ text: String) -> String {
        var literal = "'"
        literal.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "'": literal += "\\'"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "<": literal += "\\x3c"
            case "\u{2028}": literal += "\\u2028"
            case "\u{2029}": literal += "\\u2029"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "'"
    }
}
