/// A message from the app to the server.
///
/// On the wire: `{"v":1,"type":"event","body":{…}}`, one per line (``InspectorWire``). An app
/// sends `hello`, then `tree`, then its events in order, each action's between an `action` and
/// its `actionEnd`, with a `dropped` notice when its queue was full, a `tree` again when its main
/// actor is next idle after actions, and a `reply` to each request.
public enum AppMessage: Hashable, Sendable, Codable {
    /// Who the app is; the first message of every connection.
    case hello(InspectorHello)
    /// The app's whole tree (after `hello`, and when the server asks for it).
    case tree(InspectorTree)
    /// One navigation event with its cause.
    case event(InspectorEvent)
    /// This many messages were dropped from the app's queue since the last notice (drop-oldest).
    case dropped(Int)
    /// The answer to a server request.
    case reply(InspectorReply)
    /// The start of one action; its events follow, then ``actionEnd(_:)``.
    case action(InspectorAction)
    /// The end of the action begun last.
    case actionEnd(InspectorActionEnd)

    /// The closed set of `type` values.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case hello, tree, event, dropped, reply, action, actionEnd
    }

    /// This message's `type`.
    public var kind: Kind {
        switch self {
        case .hello: .hello
        case .tree: .tree
        case .event: .event
        case .dropped: .dropped
        case .reply: .reply
        case .action: .action
        case .actionEnd: .actionEnd
        }
    }

    private enum CodingKeys: String, CodingKey { case v, type, body }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .v)
        guard version == InspectorWire.version else { throw InspectorWireError.unsupportedVersion(version) }
        switch try container.decode(Kind.self, forKey: .type) {
        case .hello: self = .hello(try container.decode(InspectorHello.self, forKey: .body))
        case .tree: self = .tree(try container.decode(InspectorTree.self, forKey: .body))
        case .event: self = .event(try container.decode(InspectorEvent.self, forKey: .body))
        case .dropped: self = .dropped(try container.decode(Int.self, forKey: .body))
        case .reply: self = .reply(try container.decode(InspectorReply.self, forKey: .body))
        case .action: self = .action(try container.decode(InspectorAction.self, forKey: .body))
        case .actionEnd: self = .actionEnd(try container.decode(InspectorActionEnd.self, forKey: .body))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(InspectorWire.version, forKey: .v)
        try container.encode(kind, forKey: .type)
        switch self {
        case let .hello(hello): try container.encode(hello, forKey: .body)
        case let .tree(tree): try container.encode(tree, forKey: .body)
        case let .event(event): try container.encode(event, forKey: .body)
        case let .dropped(count): try container.encode(count, forKey: .body)
        case let .reply(reply): try container.encode(reply, forKey: .body)
        case let .action(action): try container.encode(action, forKey: .body)
        case let .actionEnd(end): try container.encode(end, forKey: .body)
        }
    }
}
