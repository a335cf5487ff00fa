import Foundation

/// The one JSON form FlowAtlas writes: sorted keys and unescaped slashes, so the same value
/// always gives the same bytes (saved navigation, routes' Codable forms, snapshots' JSON, the
/// report's data). Compact, or pretty-printed for files people read.
package enum CanonicalJSON {
    /// `value` as canonical JSON; `nil` when its `encode(to:)` throws.
    package static func data(_ value: some Encodable, pretty: Bool = false) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try? encoder.encode(value)
    }

    /// `value` as canonical JSON text; `nil` when its `encode(to:)` throws.
    package static func text(_ value: some Encodable, pretty: Bool = false) -> String? {
        data(value, pretty: pretty).map { String(decoding: $0, as: UTF8.self) }
    }
}
