import FlowAtlasTestSupport
import FlowScenarios
import Foundation
import Testing

/// What the hostile-input suites share (`HostileAliasTests`, `HostileNestingTests`,
/// `HostileEncodingTests`, `HostileNameTests`, `HostileInputTests`): the parse error of a bad
/// file, checked for what every error must have, and the inputs built from text.
enum HostileYAML {
    /// The error for `yaml`.
    static func rejection(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> ScenarioError {
        let error = Support.parseError(yaml, file: "scenarios/hostile.yaml")
        let found = try #require(error, "parsed", sourceLocation: sourceLocation)
        #expect(found.file == "scenarios/hostile.yaml", sourceLocation: sourceLocation)
        #expect(found.line >= 1 && found.column >= 1, "\(found)", sourceLocation: sourceLocation)
        #expect(found.message.contains("(expected "), "\(found)", sourceLocation: sourceLocation)
        #expect(!found.message.contains("\n") && !found.message.contains("\r"), "\(found)", sourceLocation: sourceLocation)
        #expect(found.message.count < 400, "\(found.message.count) characters", sourceLocation: sourceLocation)
        return found
    }

    /// Line and column of `error`.
    static func position(_ error: ScenarioError) -> [Int] { [error.line, error.column] }

    /// `text` as a YAML double-quoted scalar, every character outside printable ASCII escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~": result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result +=
                    scalar.value <= 0xFFFF
                    ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    : "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        return result + "\""
    }

    /// Anchors `a0` … `a<depth>`, each a list of ten aliases to the one before ("billion laughs"),
    /// as values of a mapping: 10^depth nodes once expanded, from a few hundred bytes.
    static func laughs(depth: Int) -> String {
        var lines = ["a0: &a0 lol"]
        for level in 1...depth {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
