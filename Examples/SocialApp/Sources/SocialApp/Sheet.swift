import FlowCore

/// The sheets a tab presents: an enum of their own, not cases of `Destination`.
public enum Sheet: Route, Codable, Hashable, Sendable {
    case compose
    case reply(to: Int)
    case share(id: Int)

    public var identifier: String {
        switch self {
        case .compose: "compose"
        case let .reply(id): "reply(to: \(id))"
        case let .share(id): "share(id: \(id))"
        }
    }
}
