import FlowCore

/// The route a user action navigates to, as a typed value: resolved once, when a scenario step is
/// read (or when a tool builds the action), and carried as the route itself from then on. The
/// runner, the explorer, traces and the CLI navigate to `route`; none of them reads text again.
///
/// Its text forms are for people: `description` is `Type.identifier` with line breaks and control
/// characters escaped (transcripts, reports), and `yaml` is how a scenario file writes it.
///
/// ```swift
/// let action = ScenarioAction.navigate(to: RouteReference(OceanRoute.abyss), from: .top)
/// ```
public struct RouteReference: Hashable, @unchecked Sendable, CustomStringConvertible {
    // `@unchecked`: `AnyRoute` is not `Sendable` because `Route` does not require it, but routes
    // are immutable values (the tools already share them between threads, see `RouteIndex`).

    /// How the route was named where it was written.
    public enum Spelling: Hashable, Sendable {
        /// `Type.identifier`: one of the app's declared routes.
        case declared
        /// The route type's own Codable form, `{ Type: value }`: any value of a Codable route type.
        case value
    }

    /// The route.
    public let route: AnyRoute
    /// How it was named.
    public let spelling: Spelling

    /// A reference to `route`, named the way `spelling` says.
    public init(_ route: some Route, spelling: Spelling = .declared) {
        self.route = AnyRoute(route)
        self.spelling = spelling
    }

    /// `Type.identifier`, with line breaks and other control characters escaped (`\n`, `\e`).
    public var description: String { DisplayText.escaped(route.description) }

    /// How a scenario file writes this route: `OceanRoute.abyss` for a declared route, the Codable
    /// form as a flow mapping (`{ InboxRoute: {"message":{"id":99}} }`, JSON being YAML) for a value;
    /// `nil` for a value whose type cannot be encoded. A scenario step reads it back as this reference.
    public var yaml: String? {
        switch spelling {
        case .declared:
            return Self.yamlScalar(route.description)
        case .value:
            guard let encodable = route.base as? any Encodable, let json = CanonicalJSON.text(encodable) else { return nil }
            return "{ \(Self.yamlScalar(route.typeName)): \(Self.yamlSafe(json)) }"
        }
    }

    /// `text` as a plain YAML scalar when it reads back as itself, else as a double-quoted string.
    package static func yamlScalar(_ text: String) -> String {
        let plain =
            text.unicodeScalars.first.map { $0.properties.isAlphabetic || $0 == "_" } == true
            && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || "._-<>".unicodeScalars.contains($0) }
        return plain ? text : yamlSafe(CanonicalJSON.text(text) ?? "\"\"")
    }

    /// JSON text with the characters YAML reads as line breaks or does not allow (next line, the
    /// line and paragraph separators, DEL, C1 controls, byte order marks) as `\uXXXX` escapes, which
    /// JSON and YAML's double-quoted strings read alike. JSON's structure is ASCII, so such a
    /// character can only sit inside a string.
    package static func yamlSafe(_ json: String) -> String {
        var result = ""
        for scalar in json.unicodeScalars {
            switch scalar.value {
            case 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF:
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
