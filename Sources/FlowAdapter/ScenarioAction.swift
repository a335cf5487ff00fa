import FlowCore

/// Something a user or a deep-link handler does to the app: what a scenario step performs,
/// expects to fail, and what the explorer tries. Checkpoints are not actions (see `ScenarioStep.Kind`).
///
/// Every argument is resolved when the action is made (a route is a `RouteReference`, a saved
/// state is decoded), so performing an action never reads text to find out what it means.
public indirect enum ScenarioAction: Hashable, Sendable, CustomStringConvertible {
    /// Navigate to a route: a declared route or a value of a Codable route type.
    case navigate(to: RouteReference, from: ScenarioEntry)
    /// Open a deep-link URL.
    case open(url: String, from: ScenarioEntry)
    /// The back button on the visible screen.
    case back
    /// Pop the visible coordinator to its root.
    case popToRoot
    /// Dismiss the top-most modal.
    case dismissModal
    /// Dismiss the top-most detour.
    case dismissDetour
    /// Present one of the app's named detours.
    case presentDetour(String)
    /// Select a tab of the nearest tab coordinator.
    case selectTab(Int)
    /// Put a saved navigation state (`SavedNavigation`, read from `file`) into the app.
    case restore(SavedNavigation, file: String)
    /// A gesture of the user's, through the bindings: every event it causes carries it.
    case user(UserAction)

    /// Navigate to `route` (a declared route) from `entry`.
    public static func navigate(to route: some Route, from entry: ScenarioEntry = .visible) -> ScenarioAction {
        .navigate(to: RouteReference(route), from: entry)
    }

    /// Routes no longer travel as text, and a name cannot be resolved without its app.
    @available(
        *, unavailable,
        message:
            "a navigation carries its route: use navigate(to: RouteReference(route), from:), or ScenarioParser.route(_:app:source:) to read a route from text"
    )
    public static func navigate(route: String, from entry: ScenarioEntry) -> ScenarioAction {
        fatalError("unavailable")
    }

    /// What the action does, in a transcript: `navigate OceanRoute.abyss from top`, `selectTab 2`.
    public var description: String {
        switch self {
        case let .navigate(route, from): "navigate \(route)" + (from == .top ? " from top" : "")
        case let .open(url, from): "open \(url)" + (from == .top ? " from top" : "")
        case .back: "back"
        case .popToRoot: "popToRoot"
        case .dismissModal: "dismissModal"
        case .dismissDetour: "dismissDetour"
        case let .presentDetour(name): "presentDetour \(name)"
        case let .selectTab(index): "selectTab \(index)"
        case let .restore(_, file): "restore \(file)"
        case let .user(action): action.description
        }
    }
}
