import FlowCore

/// What a step does.
public indirect enum ScenarioAction: Hashable, Sendable, CustomStringConvertible {
    /// Navigate to a route named `Type.identifier`.
    case navigate(route: String, from: ScenarioEntry)
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
    /// The wrapped step must fail with this error kind (and change nothing).
    case expectFailure(ScenarioAction, error: NavigationError.Code)
    /// Record a snapshot checkpoint.
    case snapshot(String)
    /// Navigate with tracing (to a route name or a URL), record the trace text as checkpoint
    /// `snapshot`; it must fail with `expect` when given, else succeed. A dry run applies nothing.
    case trace(target: String, from: ScenarioEntry, snapshot: String, expect: NavigationError.Code?, dryRun: Bool)

    public var description: String {
        switch self {
        case let .navigate(route, from): "navigate \(RouteValueForm.display(route))" + (from == .top ? " from top" : "")
        case let .open(url, from): "open \(url)" + (from == .top ? " from top" : "")
        case .back: "back"
        case .popToRoot: "popToRoot"
        case .dismissModal: "dismissModal"
        case .dismissDetour: "dismissDetour"
        case let .presentDetour(name): "presentDetour \(name)"
        case let .selectTab(index): "selectTab \(index)"
        case let .restore(_, file): "restore \(file)"
        case let .expectFailure(action, error): "expectFailure \(error.rawValue): \(action)"
        case let .snapshot(name): "snapshot \(name)"
        case let .trace(target, from, name, _, dryRun):
            "trace \(target)" + (from == .top ? " from top" : "") + (dryRun ? " (dry run)" : "") + " -> \(name)"
        }
    }
}
