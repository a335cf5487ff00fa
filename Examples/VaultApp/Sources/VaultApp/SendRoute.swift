import FlowCore

/// The Send tab: shared texts and files.
///
/// Identifiers: `sends`, `addSend`, `viewSend_<id>`.
public enum SendRoute: Route, Codable, Sendable {
    /// Every Send (the tab's root).
    case sends
    /// A new Send, pushed.
    case addSend
    /// One Send, pushed.
    case viewSend(id: Int)

    public var identifier: String {
        switch self {
        case .sends: "sends"
        case .addSend: "addSend"
        case let .viewSend(id): "viewSend_\(id)"
        }
    }
}
