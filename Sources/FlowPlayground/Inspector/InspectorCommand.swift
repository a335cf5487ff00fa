import FlowInspectorProtocol
import Foundation

/// What an app's page asks for, one POST body each (`{"command": "open", "url": "mail://inbox"}`):
/// a request passed on to the app, a checkpoint in the recording, or Record.
enum InspectorCommand: Equatable, Sendable {
    /// Passed on to the app, whose reply is the answer.
    case request(InspectorRequest.Action)
    /// Adds a `snapshot` checkpoint with this name after the last step.
    case checkpoint(String)
    /// Writes the recording as a scenario file (saved when `save`).
    case record(name: String, summary: String, save: Bool)

    /// The most bytes a URL, route, name or summary may have.
    static let maxText = 2_048

    /// The command in `body`; anything else is a 400 saying what was expected.
    static func decode(_ body: Data) throws(PlaygroundFailure) -> InspectorCommand {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: body)
        } catch {
            throw .badRequest("the body is not a command (expected JSON such as {\"command\": \"open\", \"url\": \"myapp://inbox\"})")
        }
        for text in [fields.url, fields.route, fields.name, fields.summary].compactMap({ $0 }) where text.utf8.count > maxText {
            throw .badRequest("a field is longer than \(maxText) bytes")
        }
        switch fields.command {
        case "open": return .request(.open(url: try required(fields.url, "url", fields.command)))
        case "trace": return .request(.trace(url: try required(fields.url, "url", fields.command)))
        case "navigate": return .request(.navigate(route: try required(fields.route, "route", fields.command)))
        case "capture": return .request(.capture)
        case "checkpoint": return .checkpoint(try required(fields.name, "name", fields.command))
        case "record": return .record(name: try required(fields.name, "name", fields.command), summary: fields.summary ?? "", save: fields.save ?? false)
        default:
            throw .badRequest(
                "unknown command \(String(fields.command.prefix(40)).debugDescription) (expected one of open, trace, navigate, capture, checkpoint, record)")
        }
    }

    private static func required(_ value: String?, _ field: String, _ command: String) throws(PlaygroundFailure) -> String {
        guard let value else { throw .badRequest("command '\(command)' needs '\(field)'") }
        return value
    }

    private struct Fields: Decodable {
        var command: String
        var url: String?
        var route: String?
        var name: String?
        var summary: String?
        var save: Bool?
    }
}
