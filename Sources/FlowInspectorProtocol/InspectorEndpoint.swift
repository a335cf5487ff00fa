/// The HTTP paths and headers of the protocol, below the URL the app is given (its `base`).
///
/// - `POST base/hello`: the body is one ``AppMessage/hello(_:)`` line; the answer is an
///   ``InspectorWelcome`` line with the session id.
/// - `POST base/messages`: the body is a batch of ``AppMessage`` lines, in the app's order.
/// - `GET base/requests`: waits up to ``maxPollSeconds`` for requests; the answer is a batch of
///   ``InspectorRequest`` lines, empty when none came.
///
/// Every request after `hello` carries ``sessionHeader``; every request carries ``tokenHeader``.
public enum InspectorEndpoint: String, Hashable, Sendable, CaseIterable {
    case hello, messages, requests

    /// The path component below the base URL.
    public var path: String { rawValue }

    /// The header carrying the run's token.
    public static let tokenHeader = "X-FlowAtlas-Token"
    /// The header carrying the session id of ``InspectorWelcome``.
    public static let sessionHeader = "X-FlowAtlas-Session"
    /// The longest a server may hold a `requests` poll before answering (the app waits longer).
    public static let maxPollSeconds = 30
    /// The content type of every body: JSON Lines.
    public static let contentType = "application/jsonl"
}
