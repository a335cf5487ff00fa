import FlowCore

/// Every screen a tab's stack can show, shared by all tabs (as the client's one push enum).
///
/// `home(_:)` is each tab's root: navigating to it from anywhere selects that tab at its root.
/// `replying(to:)` is the tab's way of asking for the reply sheet, which is a `Sheet`.
public enum Destination: Route, Codable, Hashable, Sendable {
    case home(TabKind)
    case status(id: Int)
    case account(id: Int)
    case thread(id: Int)
    case hashtag(String)
    case replying(to: Int)

    public var identifier: String {
        switch self {
        case let .home(tab): "home(\(tab.rawValue))"
        case let .status(id): "status(id: \(id))"
        case let .account(id): "account(id: \(id))"
        case let .thread(id): "thread(id: \(id))"
        case let .hashtag(tag): "hashtag(\(tag))"
        case let .replying(id): "replying(to: \(id))"
        }
    }
}
