import FlowCore

/// The app's answer to ``InspectorRequest`` number `request`.
public struct InspectorReply: Hashable, Sendable, Codable {
    /// The request's `id`.
    public var request: Int
    /// What came of it.
    public var outcome: Outcome

    /// The answer to request `request`.
    public init(request: Int, outcome: Outcome) {
        self.request = request
        self.outcome = outcome
    }

    /// What came of a request.
    public enum Outcome: Hashable, Sendable, Codable {
        /// The link was opened or the navigation made; `true` when the app's navigation succeeded.
        case applied(Bool)
        /// The dry-run trace of a link (nothing was changed).
        case traced(NavigationTrace)
        /// The tree was captured and sent as an ``AppMessage/tree(_:)`` before this reply.
        case captured
        /// The app could not act on it: no such route, no link handler, a URL it does not know.
        case refused(String)
    }
}
