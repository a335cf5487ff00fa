import FlowCore

/// The start of one action of the app: a navigation to a route, a gesture of the user's, or a
/// deep link the app opened through its session. The events that follow it, up to the next
/// ``AppMessage/actionEnd(_:)``, are that action's (navigations it makes itself, a link
/// handler's, a pending navigation it releases); only the outermost action is marked.
///
/// Events outside any action are the program's other calls (`pop()`, `dismissModal()`,
/// `switchToTab(_:)`, a restore), one step each.
public struct InspectorAction: Hashable, Sendable, Codable {
    /// What kind of action it is.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// `navigate(to:)` called by the program.
        case navigate
        /// A gesture of the user's, reported through the bindings.
        case gesture
        /// A deep link opened with ``InspectorSession``'s `open(_:)` (or asked for by the server).
        case open
    }

    /// The sequence number of the last event before the action (0 before the first).
    public var sequence: UInt64
    /// What kind of action it is.
    public var kind: Kind
    /// `navigate`: the route, as data.
    public var route: RouteValue?
    /// `navigate`: the route's Codable form as JSON (`{"id":3}`), when its type is `Encodable`
    /// and the value has a payload; `nil` otherwise.
    public var value: String?
    /// `navigate`: `true` when it started at the app's root coordinator (a scenario's
    /// `from: top`), `false` anywhere else.
    public var fromRoot: Bool?
    /// `navigate`: the coordinator it started at, named as events name coordinators.
    public var coordinator: String?
    /// `gesture`: which gesture.
    public var gesture: UserGesture?
    /// `open`: the URL.
    public var url: String?

    /// An action of `kind` after event `sequence`; the other fields say what it was.
    public init(
        sequence: UInt64, kind: Kind, route: RouteValue? = nil, value: String? = nil, fromRoot: Bool? = nil, coordinator: String? = nil,
        gesture: UserGesture? = nil, url: String? = nil
    ) {
        self.sequence = sequence
        self.kind = kind
        self.route = route
        self.value = value
        self.fromRoot = fromRoot
        self.coordinator = coordinator
        self.gesture = gesture
        self.url = url
    }
}

/// The end of the action the last ``AppMessage/action(_:)`` began.
public struct InspectorActionEnd: Hashable, Sendable, Codable {
    /// The sequence number of the action's last event (the action's start's when it made none).
    public var sequence: UInt64
    /// Whether it succeeded: the navigation returned `true`, the gesture was committed (a gesture
    /// the app vetoed with `canUserDismiss` is `false`), the link handler returned `true`.
    public var succeeded: Bool

    /// The end of an action whose last event is `sequence`.
    public init(sequence: UInt64, succeeded: Bool) {
        self.sequence = sequence
        self.succeeded = succeeded
    }
}
