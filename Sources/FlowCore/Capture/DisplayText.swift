/// Text from an app (route identifiers, payload values in them) as the text formats show it:
/// every character that would break a line, or change how the rest of a line reads, made visible.
///
/// Escaped: line feed `\n`, carriage return `\r`, tab `\t`, escape `\e`, every other control
/// character (C0, DEL, C1 such as U+0085 next line) and the line and paragraph separators as
/// `\u{2028}`, and the bidirectional controls (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to
/// U+2069) that reorder what follows them. A fixed set, so the same text gives the same output
/// with every Unicode version. Spaces, quotes, backslashes and other characters stay as they are,
/// so escaping is idempotent: escaped text has nothing left to escape, and formats built from
/// escaped parts can escape each of their lines again.
package enum DisplayText {
    /// `text` with every character of the set above escaped; `text` itself when there is none.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{1B}": result += "\\e"
            default:
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u{" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "}"
            }
        }
        return result
    }

    /// Whether `scalar` is one of the escaped characters.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F: false
        case 0..<0x20, 0x7F..<0xA0: true
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
