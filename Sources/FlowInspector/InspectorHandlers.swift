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
    /// When `nil`, `open` navigates to `link(url)` from `linkStart`.
    public var open: (@MainActor @Sendable (URL) -> Bool)?
    /// Where the app's links start: the coordinator a `trace` of `link(url)` starts at (and `open`
    /// without `open`), so the dry run the page shows is the app's. `.visible` by default.
    public var linkStart: LinkStart

    /// Where a deep link's navigation starts.
    public enum LinkStart: Hashable, Sendable {
        /// The coordinator on screen (`root.visibleCoordinator`).
        case visible
        /// The app's root coordinator: an app whose handler resolves links from the top.
        case root
    }

    /// Handlers for the requests the app answers; by default it answers none but `capture`.
    public init(
        route: (@MainActor @Sendable (String) -> (any Route)?)? = nil,
        link: (@MainActor @Sendable (URL) -> (any Route)?)? = nil,
        open: (@MainActor @Sendable (URL) -> Bool)? = nil,
        linkStart: LinkStart = .visible
    ) {
        self.route = route
        self.link = link
        self.open = open
        self.linkStart = linkStart
    }
}
