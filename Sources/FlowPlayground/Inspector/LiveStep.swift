import FlowCore
import FlowInspectorProtocol

/// One step of a connected app, as the server recorded it: an action the app marked (with the
/// events it caused), one event of the program's outside any action, or a checkpoint the person
/// asked for. With the app's tree right after it, when the app captured one then.
struct LiveStep: Sendable {
    /// What the step was.
    enum Kind: Sendable {
        /// A marked action: a navigation, a gesture, a link opened through the session.
        case action(InspectorAction)
        /// An event of the program's outside any action (`pop()`, `dismissModal()`, a restore).
        case program(NavigationEvent)
        /// A `snapshot` checkpoint with this name.
        case checkpoint(String)
    }

    var kind: Kind
    /// The events of the step, in the app's order.
    var events: [NavigationEvent] = []
    /// The sequence number of the step's last event (of the last event before it when it has none).
    var sequence: UInt64
    /// `false` when the app's navigation returned `false` (a marked action's end).
    var succeeded = true
    /// Whether its end arrived (a marked action is open until its `actionEnd`).
    var ended = true
    /// The app's tree after the step: captured when the app was next idle, if nothing happened in between.
    var tree: NavigationTree?
}
