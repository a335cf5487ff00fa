/// Why the playground refused a request: an HTTP status and a message that says what was
/// expected. A refused request leaves the app as it was.
public struct PlaygroundFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The HTTP status the server answers with (a 4xx).
    public var status: Int
    /// What was wrong and what was expected, one line.
    public var message: String

    /// A failure with `status` and `message`.
    public init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    public var description: String { "\(status): \(message)" }

    /// 400: the request itself is malformed (not JSON, a missing field, an unknown command).
    static func badRequest(_ message: String) -> PlaygroundFailure { PlaygroundFailure(400, message) }
    /// 409: well-formed, but the app's state or the disk refuses it (nothing to undo, the file exists).
    static func conflict(_ message: String) -> PlaygroundFailure { PlaygroundFailure(409, message) }
    /// 422: well-formed, naming something the app does not have (an unknown route, a bad name).
    static func unprocessable(_ message: String) -> PlaygroundFailure { PlaygroundFailure(422, message) }
}
