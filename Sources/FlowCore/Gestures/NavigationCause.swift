/// Why a navigation event happened: the program asked for it, or the user did something in the
/// view layer.
///
/// Coded as one string, `program` or `user.<gesture>` (for example `user.swipeBack`), and left
/// out of an event's JSON when it is `program`: the JSON of a programmatic event has no
/// `cause` key.
public enum NavigationCause: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `navigate(to:)`, `pop()`, `dismissModal()`, `switchToTab(_:)` and every other call of the program.
    case program
    /// A gesture the user made in the view layer, reported through the bindings.
    case user(UserGesture)

    /// The gesture, when the user caused the event.
    public var gesture: UserGesture? {
        if case let .user(gesture) = self { return gesture }
        return nil
    }

    /// `program`, or `user.swipeBack`.
    public var description: String {
        switch self {
        case .program: "program"
        case let .user(gesture): "user.\(gesture.rawValue)"
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text == "program" {
            self = .program
        } else if text.hasPrefix("user."), let gesture = UserGesture(rawValue: String(text.dropFirst("user.".count))) {
            self = .user(gesture)
        } else {
            let gestures = UserGesture.allCases.map { "user.\($0.rawValue)" }.joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected program or one of \(gestures), got \(text)"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
