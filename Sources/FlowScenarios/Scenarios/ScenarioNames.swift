/// What a scenario name, a checkpoint name and a summary may be. Names become folders and files,
/// so they keep to a portable alphabet; a summary is one line of a report. Each check returns why
/// the text is refused, in the words of every parser message (`… (expected …)`), or `nil`.
enum ScenarioNames {
    /// The longest scenario or checkpoint name, in characters (well below the 255 bytes a file name
    /// may have, with room for `.txt.new` and temporary-file prefixes).
    static let maxLength = 100

    /// The characters a name may use, said the way messages say it.
    static let rule = "ASCII letters, digits, '.', '_' or '-', starting with a letter or digit"

    /// Why `name` cannot name a scenario (its snapshot folder): a checkpoint name's rules, and not
    /// `scenarios` in any case (the folder of the scenario files).
    static func problem(withScenarioName name: String) -> String? {
        if let problem = problem(with: name, kind: "scenario name") { return problem }
        if name.lowercased() == "scenarios" {
            return "scenario name '\(name)' is the folder of the scenario files (expected any other name)"
        }
        return nil
    }

    /// Why `name` cannot name a checkpoint (a file): 1 to 100 ASCII letters, digits, `.`, `_` or `-`,
    /// the first a letter or digit (so no hidden files, no `..`, no line terminators).
    static func problem(withCheckpointName name: String) -> String? {
        problem(with: name, kind: "checkpoint name")
    }

    /// Why `summary` cannot be a scenario's summary: one line of text, no line terminators (`\n`,
    /// `\r`, U+0085, U+2028, U+2029, vertical tab, form feed) and no other controls but tab.
    static func problem(withSummary summary: String) -> String? {
        for scalar in summary.unicodeScalars where scalar != "\t" {
            if isLineBreak(scalar) || scalar == "\u{0B}" || scalar == "\u{0C}" {
                return "summary has a line break, \(described(scalar)) (expected one line of text; '|' and '>' blocks keep line breaks)"
            }
            if scalar.properties.generalCategory == .control {
                return "summary contains the control character \(described(scalar)) (expected one line of text)"
            }
        }
        return nil
    }

    private static func problem(with name: String, kind: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "\(kind) is empty (expected \(rule))" }
        if !isAllowed(first, first: true), isAllowed(first, first: false) {
            return "\(kind) '\(ScenarioParser.shown(name))' starts with '\(first)' (expected a letter or digit first)"
        }
        var length = 0
        for scalar in name.unicodeScalars {
            length += 1
            guard isAllowed(scalar, first: length == 1) else {
                return "\(kind) '\(ScenarioParser.shown(name))' contains \(described(scalar)) (expected \(rule))"
            }
        }
        if length > maxLength {
            return "\(kind) '\(ScenarioParser.shown(name, limit: 20))' is \(length) characters long (expected at most \(maxLength))"
        }
        return nil
    }

    private static func isAllowed(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": true
        case ".", "_", "-": !first
        default: false
        }
    }

    /// A character as a message names it: `'/'`, `'é' (U+00E9)`, `U+000A (line feed)`.
    static func described(_ scalar: Unicode.Scalar) -> String {
        let names: [Unicode.Scalar: String] = [
            "\n": "line feed", "\r": "carriage return", "\t": "tab", "\u{0B}": "vertical tab", "\u{0C}": "form feed",
            "\u{85}": "next line", "\u{2028}": "line separator", "\u{2029}": "paragraph separator", " ": "space",
        ]
        let code = codePoint(scalar.value)
        if let name = names[scalar] { return "\(code) (\(name))" }
        if scalar.isASCII, !scalar.properties.isWhitespace, scalar.value >= 0x21, scalar.value < 0x7F { return "'\(scalar)'" }
        return ScenarioParser.shown(String(scalar)) == String(scalar) ? "'\(scalar)' (\(code))" : code
    }

    /// `U+` and at least four upper-case hex digits: `U+00E9`, `U+1F600`.
    static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Whether `scalar` ends a line in YAML.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar)
    }
}
