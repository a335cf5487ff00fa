import Foundation

/// Any JSON value, to nest a route's own Codable form inside a saved navigation document
/// (formats 2 and 3) instead of quoting it as a string (format 1).
enum JSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .integer(value): try container.encode(value)
        case let .number(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }

    /// The value of the JSON text `json` (a route's Codable form); `nil` when it is not JSON.
    init?(json: String) {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)) else { return nil }
        self = value
    }

    /// The value of a route's JSON text, to nest it in a document being encoded; a text that
    /// is not JSON cannot be nested (`what` names the route in the error).
    static func nesting(_ json: String, _ what: String) throws -> JSONValue {
        guard let value = JSONValue(json: json) else {
            throw EncodingError.invalidValue(json, .init(codingPath: [], debugDescription: "\(what) \(json) is not JSON"))
        }
        return value
    }

    /// The value as canonical JSON text (sorted keys), as `SavedNavigation` keeps routes.
    var json: String {
        // Strings, numbers, booleans, arrays and objects: encoding cannot fail.
        CanonicalJSON.text(self) ?? ""
    }
}
