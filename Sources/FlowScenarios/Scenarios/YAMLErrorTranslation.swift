import FlowAdapter
import FlowSnapshotStore

/// How a `YAMLFailure` reads in a scenario error: at the place the failure names, in the words of
/// every parser message (what was wrong, then `(expected …)`), with libyaml's terse problems
/// turned into what the writer most likely meant.
enum YAMLErrorTranslation {
    /// The error for `failure` in `text` (the text as composed), naming `file`.
    static func error(for failure: YAMLFailure, in text: String, file: String) -> ScenarioError {
        func error(at mark: YAMLEvent.Mark, _ message: String) -> ScenarioError {
            ScenarioError(file: file, line: mark.line, column: mark.column, message: message)
        }
        switch failure {
        case let .overBudget(violation):
            return ScenarioError(file: file, line: violation.line, column: violation.column, message: violation.message)
        case let .malformed(problem, mark, context):
            let (place, message) = malformed(problem, at: mark, context: context, in: text)
            return error(at: place, message)
        case let .undefinedAlias(mark):
            return error(at: mark, "malformed YAML: found undefined alias (expected an alias to an anchor defined before it with &name)")
        case let .duplicatedKeys(keys, mark):
            let keys = keys.map { "'\(ScenarioParser.shown($0))'" }.joined(separator: ", ")
            return error(at: mark, "duplicated key \(keys) (expected each key once in a mapping)")
        case let .secondDocument(mark):
            return error(at: mark, "a second YAML document (expected one document per file)")
        case let .unreadable(problem, byteOffset, value):
            let character = value >= 0 ? ", \(ScenarioNames.codePoint(UInt32(value)))" : ""
            return error(
                at: position(ofByte: byteOffset, in: text),
                "unreadable YAML: \(problem)\(character) (expected printable text; write it as an escape in double quotes)")
        case .outOfMemory:
            return error(at: YAMLEvent.Mark(line: 1, column: 1), "malformed YAML: Memory error (expected well-formed YAML)")
        }
    }

    /// The place and message for libyaml's scanner or parser stopping with `problem` at `mark`.
    private static func malformed(
        _ problem: String, at mark: YAMLEvent.Mark, context: (text: String, mark: YAMLEvent.Mark)?, in text: String
    ) -> (YAMLEvent.Mark, String) {
        if let context, context.text == "while scanning a simple key" {
            return (context.mark, "malformed YAML: no ':' after this key (expected 'key: value' on one line, the key under 1024 characters)")
        }
        if let missing = ["did not find expected ", "could not find expected "].lazy
            .compactMap({ problem.hasPrefix($0) ? String(problem.dropFirst($0.count)) : nil }).first
        {
            return (mark, "malformed YAML" + (context.map { " \($0.text)" } ?? "") + " (expected \(missing))")
        }
        let detail = context.map { "\($0.text): " } ?? ""
        return (mark, "malformed YAML: \(detail)\(problem) (expected \(hint(problem, context: context?.text, at: mark, in: text)))")
    }

    /// What libyaml's `problem` at `mark` most likely wanted instead.
    private static func hint(_ problem: String, context: String?, at mark: YAMLEvent.Mark, in text: String) -> String {
        if problem.contains("tab") || character(at: mark, in: text) == "\t" {
            return "spaces for indentation, not tabs"
        }
        if problem.hasPrefix("mapping values are not allowed") {
            return "one 'key: value' per line; quote text that contains ': '"
        }
        if problem == "found unknown escape character" { return "an escape YAML knows, such as \\n, \\t, \\\\, \\\" or \\u00E9" }
        if problem == "found unexpected end of stream", context?.contains("quoted scalar") == true { return "a closing quote" }
        return "well-formed YAML"
    }

    /// The place of the character that starts at UTF-8 byte `offset` of `text`, or 1:1 when no
    /// character starts there. Columns count unicode scalars, as libyaml's do.
    private static func position(ofByte offset: Int, in text: String) -> YAMLEvent.Mark {
        guard let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset, limitedBy: text.utf8.endIndex)?.samePosition(in: text) else {
            return YAMLEvent.Mark(line: 1, column: 1)
        }
        var mark = YAMLEvent.Mark(line: 1, column: 1)
        for character in text[..<index] {
            if let first = character.unicodeScalars.first, ScenarioNames.isLineBreak(first) {
                mark = YAMLEvent.Mark(line: mark.line + 1, column: 1)
            } else {
                mark.column += character.unicodeScalars.count
            }
        }
        return mark
    }

    /// The unicode scalar at `mark` in `text`, if any.
    private static func character(at mark: YAMLEvent.Mark, in text: String) -> Unicode.Scalar? {
        var current = YAMLEvent.Mark(line: 1, column: 1)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            if current == mark { return scalar }
            if current.line > mark.line { return nil }
            if ScenarioNames.isLineBreak(scalar) {
                current = YAMLEvent.Mark(line: current.line + 1, column: 1)
            } else {
                current.column += 1
            }
        }
        return nil
    }
}
