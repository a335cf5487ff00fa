/// A request from the server to the app, answered by an ``AppMessage/reply(_:)`` with the same `id`.
///
/// On the wire: `{"v":1,"id":7,"type":"navigate","body":"…"}`, one per line (``InspectorWire``).
public struct InspectorRequest: Hashable, Sendable, Codable {
    /// Chosen by the server; the reply carries it back.
    public var id: Int
    /// What the app is asked to do.
    public var action: Action

    /// Request `id` for `action`.
    public init(id: Int, action: Action) {
        self.id = id
        self.action = action
    }

    /// What the server can ask of an app.
    public enum Action: Hashable, Sendable {
        /// Open this deep link URL as the app does (its own link handler).
        case open(url: String)
        /// Navigate to the route of this name, as the app's route resolver names routes.
        case navigate(route: String)
        /// Resolve the route this URL names without applying it, and send the trace.
        case trace(url: String)
        /// Send the whole tree now.
        case capture

        /// The closed set of `type` values.
        public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
            case open, navigate, trace, capture
        }

        /// This action's `type`.
        public var kind: Kind {
            switch self {
            case .open: .open
            case .navigate: .navigate
            case .trace: .trace
            case .capture: .capture
            }
        }
    }

    private enum CodingKeys: String, CodingKey { case v, id, type, body }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .v)
        guard version == InspectorWire.version else { throw InspectorWireError.unsupportedVersion(version) }
        id = try container.decode(Int.self, forKey: .id)
        switch try container.decode(Action.Kind.self, forKey: .type) {
        case .open: action = .open(url: try container.decode(String.self, forKey: .body))
        case .navigate: action = .navigate(route: try container.decode(String.self, forKey: .body))
        case .trace: action = .trace(url: try container.decode(String.self, forKey: .body))
        case .capture: action = .capture
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(InspectorWire.version, forKey: .v)
        try container.encode(id, forKey: .id)
        try container.encode(action.kind, forKey: .type)
        switch action {
        case let .open(url), let .trace(url): try container.encode(url, forKey: .body)
        case let .navigate(route): try container.encode(route, forKey: .body)
        case .capture: break
        }
    }
}
