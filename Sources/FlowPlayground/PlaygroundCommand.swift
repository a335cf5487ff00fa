import FlowScenarios
import Foundation

/// What the playground page asks for, one POST body each (`{"command": "navigate", "route":
/// "BlueRoute.blue"}`). Decoded once, here; routes and URLs stay text until the session
/// resolves them against its app, the way a scenario step is read.
public enum PlaygroundCommand: Equatable, Sendable {
    /// Navigate to a route named as a scenario names one: `Type.identifier`, or a Codable
    /// route value `{ PurpleRoute: {"result":{"success":true}} }` (the payload form).
    case navigate(route: String, from: ScenarioEntry)
    /// Open a deep-link URL.
    case open(url: String, from: ScenarioEntry)
    /// Trace a route or URL as a dry run: what `navigate` or `open` would decide, changing nothing.
    case preview(target: String, from: ScenarioEntry)
    /// A gesture of the user's, through the bindings (swipe back, back menu, swipe down, tab tap).
    case gesture(Gesture)
    /// A programmatic control: back, pop to root, a dismissal, a tab selection, a detour.
    case control(Control)
    /// Go back one moment in the session (its memento is restored).
    case undo
    /// Go forward one moment again.
    case redo
    /// Go to the moment at this index of the timeline (0 is the app's start).
    case jump(Int)
    /// Add a `snapshot` checkpoint with this name to the recording.
    case checkpoint(String)
    /// Turn the timeline up to the current moment into a scenario file; `save` writes it.
    case record(name: String, summary: String, save: Bool)

    /// The user's gestures the page offers.
    public enum Gesture: Equatable, Sendable {
        case swipeBack
        case dismiss
        /// Back to the route named as a scenario names one (`RedRoute.red`, or a Codable value).
        case backTo(route: String)
        /// Back to the entry at this position of the visible stack (0 is its root): what the page
        /// sends for a tapped entry, so a payload value that is not one of the app's samples works too.
        case backToEntry(Int)
        case tapTab(Int)
    }

    /// The programmatic controls the page offers.
    public enum Control: Equatable, Sendable {
        case back, popToRoot, dismissModal, dismissDetour
        case selectTab(Int)
        case presentDetour(String)
    }

    /// The command in `body`; a body that is not such a command is a 400 saying what was expected.
    public static func decode(_ body: Data) throws(PlaygroundFailure) -> PlaygroundCommand {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: body)
        } catch {
            throw .badRequest("the body is not a command (expected JSON such as {\"command\": \"navigate\", \"route\": \"BlueRoute.blue\"})")
        }
        return try fields.resolved()
    }

    /// Every field any command takes; each command reads its own.
    private struct Fields: Decodable {
        var command: String
        var route: String?
        var url: String?
        var target: String?
        var from: String?
        var tab: Int?
        var index: Int?
        var name: String?
        var summary: String?
        var save: Bool?
        var detour: String?

        func resolved() throws(PlaygroundFailure) -> PlaygroundCommand {
            switch command {
            case "navigate": return .navigate(route: try required(route, "route", "a route such as BlueRoute.blue"), from: try entry())
            case "open": return .open(url: try required(url, "url", "a deep-link URL"), from: try entry())
            case "preview": return .preview(target: try required(target, "target", "a route or a deep-link URL"), from: try entry())
            case "swipe-back": return .gesture(.swipeBack)
            case "dismiss": return .gesture(.dismiss)
            case "back-to":
                if let route { return .gesture(.backTo(route: route)) }
                return .gesture(.backToEntry(try required(index, "index", "an entry's position on the visible stack, 0 for its root, or a route")))
            case "tap-tab": return .gesture(.tapTab(try required(tab, "tab", "a tab index")))
            case "back": return .control(.back)
            case "popToRoot": return .control(.popToRoot)
            case "dismissModal": return .control(.dismissModal)
            case "dismissDetour": return .control(.dismissDetour)
            case "selectTab": return .control(.selectTab(try required(tab, "tab", "a tab index")))
            case "presentDetour": return .control(.presentDetour(try required(detour, "detour", "a detour name")))
            case "undo": return .undo
            case "redo": return .redo
            case "jump": return .jump(try required(index, "index", "a moment of the timeline, 0 for the start"))
            case "checkpoint": return .checkpoint(try required(name, "name", "a checkpoint name"))
            case "record": return .record(name: try required(name, "name", "a scenario name"), summary: summary ?? "", save: save ?? false)
            default:
                let shown = String(command.prefix(40)).debugDescription
                throw .badRequest("unknown command \(shown) (expected one of \(Self.names))")
            }
        }

        static let names =
            "navigate, open, preview, swipe-back, dismiss, back-to, tap-tab, back, popToRoot, dismissModal, dismissDetour, selectTab, presentDetour, undo, redo, jump, checkpoint, record"

        private func required<T>(_ value: T?, _ field: String, _ expected: String) throws(PlaygroundFailure) -> T {
            guard let value else { throw .badRequest("command '\(command)' needs '\(field)' (expected \(expected))") }
            return value
        }

        private func entry() throws(PlaygroundFailure) -> ScenarioEntry {
            guard let from else { return .visible }
            guard let entry = ScenarioEntry(rawValue: from) else {
                throw .badRequest("unknown start \(String(from.prefix(40)).debugDescription) (expected visible or top)")
            }
            return entry
        }
    }
}
