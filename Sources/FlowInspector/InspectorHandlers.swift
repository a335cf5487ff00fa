import FlowCore
import Foundation

/// How the app answers the server's requests. Every closure runs on the main actor, where the
/// app's coordinators live; a closure left `nil` makes its requests refused with a reason.
///
/// FlowCore knows no route names and no URLs: the app says how its names and links map to routes.
///
/// ```swift
/// let handlers = InspectorHandlers(
///     route: { name in AppRoute.allCases.first { "\($0)" == name } },
///     link: { url in DeepLinks.route(for: url) })
/// ```
public struct InspectorHandlers: Sendable {
    /// The route a name from the server stands for (`navigate`), or `nil` when none does.
    public var route: (@MainActor @Sendable (String) -> (any Route)?)?
    /// The route a deep link URL names (`trace`, and `open` when `open` is `nil`).
    public var link: (@MainActor @Sendable (URL) -> (any Route)?)?
    /// Opens a deep link the way the app does (its own link handler); returns whether it navigated.
    /// When `nil`, `open` navigates to `link(url)` from the visible coordinator.
    public var open: (@MainActor @Sendable (URL) -> Bool)?

    /// Handlers for the requests the app answers; by default it answers none but `capture`.
    public init(
        route: (@MainActor @Sendable (String) -> (any Route)?)? = nil,
        link: (@MainActor @Sendable (URL) -> (any Route)?)? = nil,
        open: (@MainActor @Sendable (URL) -> Bool)? = nil
    ) {
        self.route = route
        self.link = link
        self.open = open
    }
}
