import FlowCore

/// A session's state, shared by the connection that changes it and the app that reads it.
final class InspectorStateCell: Sendable {
    private let value = LockedValue(InspectorSession.State.connecting)

    /// The current state.
    var current: InspectorSession.State { value.withLock { $0 } }

    /// Moves to `state`, unless the session is closed (a closed session stays closed).
    func set(_ state: InspectorSession.State) {
        value.withLock { current in
            if current != .closed { current = state }
        }
    }

    /// Closes: no later `set(_:)` changes the state.
    func close() { value.withLock { $0 = .closed } }
}
