/// The first message of an app: who it is, the protocol it speaks, and the run's token.
public struct InspectorHello: Hashable, Sendable, Codable {
    /// The app's name, as the server matches it with an adapter's.
    public var app: String
    /// ``InspectorWire/version`` of the app's side.
    public var protocolVersion: Int
    /// The token of the server's run; the server refuses an app without the right one.
    public var token: String

    /// A hello of `app` with `token`, at this side's protocol version.
    public init(app: String, token: String, protocolVersion: Int = InspectorWire.version) {
        self.app = app
        self.token = token
        self.protocolVersion = protocolVersion
    }
}
