import FlowAdapter
import FlowCore

/// The routes the explorer opens as deep links, and where that list comes from.
///
/// A deep link is what the app's URLs produce: when the app maps routes to URLs
/// (`DeepLinkingApp.url(for:)`), the links are `route(forURL: url(for: r))` for every declared route
/// `r` that has a URL (each once, in declaration order), and the other declared routes are
/// reported as produced by no URL: the explorer never links to them, so a route only they would
/// reach is never reachable, not "reachable only by deep link". An app that names no URL at all
/// keeps the explorer's first rule, a link to every declared route, and the report says so.
/// Each link is performed as a navigation to its route from the root, as the default
/// `open(url:from:root:)` does; for an app with its own link handler (`hasLinkHandler`), as its
/// URL opened through that handler, so what the handler does (a link held while locked, a
/// landing screen first) is what the explorer sees.
public struct DeepLinkTargets {
    /// Where the links come from.
    public enum Source: String, Hashable, Sendable, Codable {
        /// The app's URL mapping (`url(for:)`, read back with `route(forURL:)`).
        case urlMapping
        /// Every declared route: the app's `url(for:)` names no URL.
        case everyDeclaredRoute
        /// The app's URL mapping, each URL opened through the app's own link handler
        /// (`open(url:from:root:)`, with `hasLinkHandler`).
        case linkHandler
    }

    /// Where the links come from.
    public let source: Source
    /// The routes linked to, in declaration order.
    public let routes: [AnyRoute]
    /// The declared routes no URL produces (empty with `.everyDeclaredRoute`), in declaration order.
    public let withoutURL: [AnyRoute]
    /// The URL that links to each of `routes` (the first in declaration order that produced
    /// it); empty with `.everyDeclaredRoute`.
    public let urls: [String]

    /// The links of `app`, whose declared routes are `declared`.
    public init(app: any AtlasApp, declared: [AnyRoute]) {
        var produced: [AnyRoute] = []
        var seen: Set<AnyRoute> = []
        var urlOf: [AnyRoute: String] = [:]
        let known = Set(declared)
        for route in declared {
            // Only declared routes can be named in a path (see docs/your-app.md).
            guard let url = app.url(for: route), let target = app.route(forURL: url), known.contains(target) else { continue }
            if seen.insert(target).inserted {
                produced.append(target)
                urlOf[target] = url
            }
        }
        if produced.isEmpty && !declared.contains(where: { app.url(for: $0) != nil }) {
            source = .everyDeclaredRoute
            routes = declared
            withoutURL = []
            urls = []
        } else {
            source = app.hasLinkHandler ? .linkHandler : .urlMapping
            // Declaration order, whatever order the URLs produced them in.
            routes = declared.filter { seen.contains($0) }
            withoutURL = declared.filter { !seen.contains($0) }
            urls = routes.map { urlOf[$0]! }
        }
    }

    /// How the report words the links.
    var summary: String { Self.summary(source: source, links: routes.count, declared: routes.count + withoutURL.count) }

    /// How the report words links of `source`: `links` routes out of `declared`.
    static func summary(source: Source, links: Int, declared: Int) -> String {
        switch source {
        case .urlMapping: "the app's URL mapping (url(for:)): \(links) of \(declared) declared routes, each navigated to from the root"
        case .everyDeclaredRoute: "every declared route, navigated to from the root (the app's url(for:) names no URL)"
        case .linkHandler:
            "the app's URL mapping (url(for:)): \(links) of \(declared) declared routes, each URL opened from the root through the app's link handler (open(url:from:root:))"
        }
    }

    /// The explorer's deep-link actions: a navigation to each route from the root, or, through
    /// the app's link handler (`.linkHandler`), its URL opened from the root.
    var actions: [ExplorationAction] {
        guard source == .linkHandler else { return routes.map { ExplorationAction(action: .navigate(to: RouteReference($0), from: .top), isDeepLink: true) } }
        return urls.map { ExplorationAction(action: .open(url: $0, from: .top), isDeepLink: true) }
    }
}
