/// The server's answer to a hello: the session the app's later requests name.
public struct InspectorWelcome: Hashable, Sendable, Codable {
    /// The server's protocol version.
    public var v: Int
    /// An id the server chose for this connection.
    public var session: String

    /// A welcome to session `session`.
    public init(session: String, v: Int = InspectorWire.version) {
        self.session = session
        self.v = v
    }
}
