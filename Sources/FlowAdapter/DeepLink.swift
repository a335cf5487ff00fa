import FlowCore
import FlowText

/// What a deep-link URL does: one navigation, or several steps in order ("select
/// Notifications, then push the status"). Returned by `DeepLinkingApp.link(forURL:)`; `open`,
/// `trace`, the explorer and the generated docs all read it.
public struct DeepLink: Hashable {
    /// One step of a link.
    public enum Step: Hashable, CustomStringConvertible {
        /// `navigate(to:)` from where the link is opened (the visible coordinator, or the root with `from: top`).
        case navigate(AnyRoute)
        /// Selects tab `index` of the outermost tab coordinator on screen.
        case selectTab(Int)
        /// Selects tab `index` of the outermost tab coordinator on screen, then navigates from
        /// that tab's visible coordinator: for a route every tab accepts, shown in that tab.
        case navigateInTab(Int, AnyRoute)

        /// The step in words: `navigate to Route.x`, `select tab 2`, `navigate in tab 2 to Route.x`.
        public var description: String {
            switch self {
            case let .navigate(route): "navigate to \(route)"
            case let .selectTab(index): "select tab \(index)"
            case let .navigateInTab(index, route): "navigate in tab \(index) to \(route)"
            }
        }
    }

    /// The steps, in the order they run. Never empty.
    public let steps: [Step]

    /// A link of `first` followed by `rest`.
    public init(_ first: Step, _ rest: Step...) { steps = [first] + rest }

    /// A link of one navigation to `route`.
    public init(route: any Route) { steps = [.navigate(AnyRoute(route))] }

    /// The route of a one-step navigation link; `nil` for a link of several steps or a tab selection.
    public var route: AnyRoute? {
        guard steps.count == 1, case let .navigate(route) = steps[0] else { return nil }
        return route
    }
}

extension DeepLink {
    /// Why `url` is not a deep link of the app named `app`: the one wording of every tool.
    package static func notALink(_ url: String, app: String) -> String {
        "'\(TerminalText.line(url, limit: TerminalText.valueLimit))' is not a deep link of app '\(app)' (expected a URL its route(forURL:) or link(forURL:) accepts)"
    }
}
