import FlowCore
/// A scripted navigation scenario, as read from a scenario file.
public struct Scenario: Hashable, Sendable {
    /// The scenario's name; its snapshots live in `Snapshots/<name>/`.
    public var name: String
    /// The name of the app it runs on (the file's `app:`, or the atlas's default app).
    public var app: String
    /// What the scenario shows, in words.
    public var summary: String
    /// The steps, in order.
    public var steps: [ScenarioStep]
    /// The file it came from, for messages.
    public var file: String

    /// Creates a scenario.
    public init(name: String, app: String, summary: String = "", steps: [ScenarioStep], file: String = "<memory>") {
        self.name = name
        self.app = app
        self.summary = summary
        self.steps = steps
        self.file = file
    }

    /// The checkpoint names, in order.
    public var checkpoints: [String] {
        steps.compactMap {
            switch $0.action {
            case let .snapshot(name): name
            case let .trace(_, _, checkpoint, _, _): checkpoint
            default: nil
            }
        }
    }
}

/// One step, with where it was written.
public struct ScenarioStep: Hashable, Sendable {
    /// What to do.
    public var action: ScenarioAction
    /// 1-based line of the step in its file.
    public var line: Int
    /// 1-based column of the step in its file.
    public var column: Int

    /// Creates a step.
    public init(_ action: ScenarioAction, line: Int = 0, column: Int = 0) {
        self.action = action
        self.line = line
        self.column = column
    }
}

extension ScenarioStep {
    /// The checkpoint this step records (a `snapshot` or a `trace`), if any.
    public var checkpoint: String? {
        switch action {
        case let .snapshot(name), let .trace(_, _, name, _, _): name
        default: nil
        }
    }
}

/// Where a navigation starts.
public enum ScenarioEntry: String, Hashable, Sendable {
    /// The coordinator whose screen is on top (what a button on screen does).
    case visible
    /// The app's root coordinator (what a deep-link handler does).
    case top
}

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

/// A problem in a scenario file or a command's arguments: bad input, exit code 2.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file concerned.
    public var file: String
    /// 1-based line, 0 when not about a line.
    public var line: Int
    /// 1-based column, 0 when not about a column.
    public var column: Int
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String = "", line: Int = 0, column: Int = 0, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        if file.isEmpty { return "error: \(message)" }
        return line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
    }
}
