import FlowAdapter
import FlowCore
import FlowSnapshotStore
import Foundation

/// Why a JSON document's file (a shard result, an exploration) could not be read, as a message
/// naming the file, and the line and column where the JSON parser says.
enum ShardFileProblem {
    /// `error`, thrown decoding `text` (the file `file`) as a `document` whose format tag is `tag`, as a message.
    static func error(
        _ error: any Error, file: String, text: String, document: String = "shard result", tag: String = ShardResult.formatTag
    ) -> ScenarioError {
        let kind = Kind(document: document, tag: tag)
        guard let decoding = error as? DecodingError else {
            return ScenarioError(file: file, message: "cannot be read as a \(document): \(error) (expected '\(tag)' JSON)")
        }
        switch decoding {
        case let .keyNotFound(key, context):
            return invalid(file, kind, "missing key '\(key.stringValue)'\(path(context))")
        case let .typeMismatch(type, context):
            return invalid(file, kind, "expected \(type)\(path(context))")
        case let .valueNotFound(type, context):
            return invalid(file, kind, "missing \(type)\(path(context))")
        case let .dataCorrupted(context) where !context.codingPath.isEmpty:
            return invalid(file, kind, context.debugDescription + path(context))
        case .dataCorrupted:
            return syntax(text, file: file, kind: kind)
        @unknown default:
            return invalid(file, kind, "\(decoding)")
        }
    }

    /// What was being read: the document's name in messages and its format tag.
    private struct Kind {
        var document: String
        var tag: String
    }

    private static func invalid(_ file: String, _ kind: Kind, _ problem: String) -> ScenarioError {
        ScenarioError(file: file, message: "is not a valid \(kind.document): \(problem)")
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return keys.isEmpty ? "" : " at \(keys.joined(separator: "."))"
    }

    /// The JSON syntax error in `text`, at its line and column when the parser gives its offset;
    /// otherwise the number the decoder could not read (Foundation's decoder says
    /// only "not valid JSON" of a number too large for an integer), with its field and position.
    private static func syntax(_ text: String, file: String, kind: Kind) -> ScenarioError {
        let bytes = Array(text.utf8)
        var reason = "not valid JSON"
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            reason = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? reason
        }
        let message = "is not JSON: \(reason) (expected '\(kind.tag)' JSON)"
        guard let offset = characterOffset(in: reason), offset <= bytes.count else {
            // JSON that parses (or whose parser says where nothing is wrong, as of `1e400`).
            guard let number = JSONIntegers.firstUnfit(in: bytes) else { return ScenarioError(file: file, message: message) }
            let (line, column) = position(of: number.offset, in: bytes)
            let keys = number.path.isEmpty ? "" : " at \(DisplayText.escaped(String(number.path.joined(separator: ".").prefix(200))))"
            return ScenarioError(
                file: file, line: line, column: column,
                message: "is not a valid \(kind.document): expected an integer from \(Int.min) to \(Int.max), got \(number.text.prefix(40))\(keys)")
        }
        let (line, column) = position(of: offset, in: bytes)
        return ScenarioError(file: file, line: line, column: column, message: message)
    }

    /// The line and column (from 1, in bytes) of byte `offset` of `bytes`.
    private static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let line = 1 + before.filter { $0 == UInt8(ascii: "\n") }.count
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return (line, offset - lineStart + 1)
    }

    /// `20` in Foundation's "Invalid value around character 20.".
    private static func characterOffset(in reason: String) -> Int? {
        guard let range = reason.range(of: "character ") else { return nil }
        return Int(reason[range.upperBound...].prefix { $0.isNumber })
    }
}
