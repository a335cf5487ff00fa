/// What an app's page shows, sent when it changes: the live screen and hierarchy, the events with
/// their causes, the drift table, the last trace. Markup is the server's own (`ScreenHTML`,
/// Graphviz's SVG, every name escaped); every other string is plain text the page sets as text,
/// escaped as every text format escapes it.
struct InspectedAppState: Encodable, Equatable, Sendable {
    /// Grows with every change, so the page waits for a newer one.
    var version: Int
    /// The connection's id (the page's address).
    var id: String
    /// The app's name, as it said hello.
    var app: String
    /// Whether the app is still connected (it polled within the last few seconds).
    var connected: Bool
    /// The app's screen as the user sees it, from its newest tree.
    var screen: String
    /// The hierarchy of its newest tree (SVG).
    var svg: String
    /// The newest events, each as `#N event (cause)`; `logSkipped` older ones are not kept.
    var log: [String]
    var logSkipped: Int
    /// Messages the app dropped (its queue was full).
    var dropped: Int
    /// The model against the app.
    var drift: DriftReport
    /// The app's own dry-run trace of the last link asked for, or the last request's answer.
    var answer: [String]
}
