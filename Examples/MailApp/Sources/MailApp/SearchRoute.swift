import FlowCore

/// The Search tab: the search field, and the results for one query.
///
/// Identifiers: `search`, `results_<query>` (for example `results_swift`).
public enum SearchRoute: Route, Codable, Sendable {
    /// The empty search screen (the tab's root).
    case search
    /// Results for `query`; a new query replaces the previous results rather than stacking.
    case results(query: String)

    public var identifier: String {
        switch self {
        case .search: "search"
        case let .results(query): "results_\(query)"
        }
    }
}
