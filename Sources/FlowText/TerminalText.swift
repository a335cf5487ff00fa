import FlowCore

/// User-derived text (scenario files, saved states, references, pending files, file names,
/// arguments) as FlowAtlas prints it to a terminal: no control character reaches the terminal
/// raw, so nothing in a file can retitle or clear it, move the cursor, or forge a line.
///
/// Escapes: `\e` (ESC), `\n`, `\r`, `\t`, `\0`, and `\u{XXXX}` for every other control, line or
/// paragraph separator and bidirectional control (the set `DisplayText` escapes in the text
/// formats), and for every invisible format character (U+200B, joiners). Values quoted
/// in messages are cut after `valueLimit` characters, each line of a message, transcript or
/// failure after `lineLimit`, with `…`.
package enum TerminalText {
    /// The longest value echoed in a message (a name, a route, a URL), in characters.
    package static let valueLimit = 60
    /// The longest line of a message, a transcript or a failure, in characters.
    package static let lineLimit = 1000

    /// `text` as one line: every control shown as an escape (line breaks too), cut after `limit` characters.
    package static func line(_ text: String, limit: Int? = lineLimit) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if let limit, count == limit { return result + "…" }
            count += 1
            append(scalar, to: &result, keepingTabs: false)
        }
        return result
    }

    /// `text` as lines: line feeds kept (and tabs, which move no cursor backwards), every other
    /// control shown as an escape; each line cut after `limit` characters when given. With
    /// `keepingColour`, the colour sequences FlowAtlas itself writes (`ESC [ digits m`) pass.
    package static func lines(_ text: String, limit: Int? = nil, keepingColour: Bool = false) -> String {
        // Most text has no control but line feeds and tabs: return it as it is.
        if limit == nil, !text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && needsEscape($0) }) { return text }
        var result = ""
        var count = 0
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\n" {
                result.unicodeScalars.append(scalar)
                count = 0
                continue
            }
            if keepingColour, scalar == "\u{1B}", let length = colourSequenceLength(scalars) {
                result.unicodeScalars.append(scalar)
                result.unicodeScalars.append(contentsOf: scalars.prefix(length))
                scalars = scalars.dropFirst(length)
                continue
            }
            if let limit, count >= limit {
                if count == limit { result += "…" }
                count += 1
                continue
            }
            count += 1
            append(scalar, to: &result, keepingTabs: true)
        }
        return result
    }

    /// Whether `scalar` is shown as an escape.
    /// The text formats' set (`DisplayText`: controls, separators, bidirectional controls), and
    /// on a terminal also what cannot be seen there (format characters such as U+200B, private
    /// use, unassigned): a name that looks like another must not print like it.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if DisplayText.needsEscape(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .format, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String, keepingTabs: Bool) {
        switch scalar {
        case "\u{1B}": result += "\\e"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += keepingTabs ? "\t" : "\\t"
        case "\0": result += "\\0"
        default:
            if needsEscape(scalar) {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u{" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }

    /// The length after ESC of a colour sequence (`[`, digits and `;`, `m`) starting `rest`, if it is one.
    private static func colourSequenceLength(_ rest: Substring.UnicodeScalarView) -> Int? {
        guard rest.first == "[" else { return nil }
        var length = 1
        for scalar in rest.dropFirst() {
            length += 1
            if scalar == "m" { return length }
            guard ("0"..."9").contains(scalar) || scalar == ";", length < 16 else { return nil }
        }
        return nil
    }
}
