import FlowCore

/// The Inbox tab and the compose sheet it presents.
///
/// `compose` and `attachments` live here rather than in a route type of their own because
/// FlowCore registers a modal coordinator with the same route type as its presenter
/// (`addModalCoordinator(_: Coordinator<R>)`), and a coordinator can only present its own routes.
///
/// Identifiers: `inbox`, `message_<id>` (for example `message_42`), `compose`, `attachments`.
/// Not `CaseIterable`: `message` carries a value.
public enum InboxRoute: Route, Codable, Sendable {
    /// The message list (the tab's root).
    case inbox
    /// One message, pushed onto the list.
    case message(id: Int)
    /// The compose sheet's root: a new draft. Presented as a modal by the Inbox.
    case compose
    /// The draft's attachments, pushed inside the compose sheet.
    case attachments

    public var identifier: String {
        switch self {
        case .inbox: "inbox"
        case let .message(id): "message_\(id)"
        case .compose: "compose"
        case .attachments: "attachments"
        }
    }
}
