import FlowInspectorProtocol

/// The playground's rules for every request, checked before anything else reads it:
///
/// - `Host` must be the bound address (`127.0.0.1:PORT`, or `localhost:PORT` on a loopback
///   address): a page on another domain that rebinds its name to 127.0.0.1 is refused.
/// - `Origin`, when sent, must be `http://` and such an address: another site's page is refused.
/// - Every POST, the live feed and every inspector path carry the per-run token, which only this
///   server's own page, and the apps it was given to, have.
/// - The target, the headers and the body have size limits.
/// - A header the server reads (`forwarded`) comes once, at most `maxForwardedValue` bytes long:
///   two `Host` or `Origin` fields are refused, not resolved (FlyingFox would keep the last).
///
/// Pure: the server passes what it read, and answers the failure this returns.
struct RequestGuard: Sendable {
    /// `host:port` spellings the server answers to.
    let hosts: Set<String>
    /// The per-run token.
    let token: String

    static let tokenHeader = "X-FlowAtlas-Token"
    static let maxTarget = 2_048
    static let maxHeaderBytes = 16_384
    static let maxBody = 65_536
    /// Short on purpose: FlyingFox's reader takes time quadratic in a line's length (`RequestGate`).
    static let maxForwardedValue = 128

    /// The headers the server and FlyingFox's WebSocket handshake read: the only ones `RequestGate`
    /// passes on, each at most once (names compared without case). Every other header is dropped there.
    static let forwarded = [
        "Host", "Origin", tokenHeader, InspectorEndpoint.sessionHeader, "Content-Type", "Content-Length", "Upgrade", "Sec-WebSocket-Key",
        "Sec-WebSocket-Version",
    ]

    /// Whether a request needs the token: a POST, the live feed, and everything of the inspector's
    /// (an app's tree and events are the app's, and only its page may read them).
    static func needsToken(method: String, path: String) -> Bool {
        method == "POST" || path == "/api/live" || path.hasPrefix("/inspector/") || path.hasPrefix("/api/inspect/")
    }

    /// The most bytes of a body to `path`: `maxBody`, or for the app's side of the inspector (whose
    /// token was checked first) a batch of `InspectorWire.maxBatchBytes`.
    static func maxBody(path: String) -> Int { path.hasPrefix("/inspector/") ? InspectorWire.maxBatchBytes : maxBody }

    /// The spellings of `host` with `port` that name this server.
    static func hosts(host: String, port: UInt16) -> Set<String> {
        let bracketed = host.contains(":") ? "[\(host)]" : host
        var names: Set<String> = ["\(bracketed):\(port)"]
        if host == "127.0.0.1" || host == "::1" { names.insert("localhost:\(port)") }
        return names
    }

    /// What a request says about itself, as far as the rules need.
    struct Request {
        var method: String
        var target: String
        /// The target's path (no query), which the body limit depends on.
        var path: String
        var headers: [(name: String, value: String)]
        /// Whether it changes something or reads the live feed (a POST, or `/api/live`).
        var needsToken: Bool
        /// The token of a WebSocket request, sent in its query (browsers cannot set its headers).
        var queryToken: String?
    }

    /// Why `request` is refused, or `nil` when it may go on.
    func refusal(of request: Request) -> PlaygroundFailure? {
        guard request.target.utf8.count <= Self.maxTarget else {
            return PlaygroundFailure(414, "the request target is longer than \(Self.maxTarget) bytes")
        }
        let headerBytes = request.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
        guard headerBytes <= Self.maxHeaderBytes else {
            return PlaygroundFailure(431, "the headers are larger than \(Self.maxHeaderBytes) bytes")
        }
        for name in Self.forwarded {
            let values = request.headers.filter { $0.name.lowercased() == name.lowercased() }
            guard values.count <= 1 else { return PlaygroundFailure(400, "\(name) is sent \(values.count) times (expected at most once)") }
            guard let value = values.first?.value, value.utf8.count > Self.maxForwardedValue else { continue }
            return PlaygroundFailure(431, "\(name) is longer than \(Self.maxForwardedValue) bytes")
        }
        guard request.method == "GET" || request.method == "POST" else {
            return PlaygroundFailure(405, "method \(String(request.method.prefix(20))) is not served (expected GET or POST)")
        }
        let host = value("host", in: request)
        guard let host, hosts.contains(host.lowercased()) else {
            return PlaygroundFailure(403, "Host \(shown(host)) is not this playground's address (expected \(expected))")
        }
        if let origin = value("origin", in: request) {
            let stripped = origin.lowercased().hasPrefix("http://") ? String(origin.dropFirst("http://".count)) : nil
            guard let stripped, hosts.contains(stripped.lowercased()) else {
                return PlaygroundFailure(403, "Origin \(shown(origin)) is not this playground's page (expected http://\(expected))")
            }
        }
        if request.needsToken {
            let sent = value(Self.tokenHeader.lowercased(), in: request) ?? request.queryToken
            guard let sent, Self.same(sent, token) else {
                return PlaygroundFailure(403, "missing or wrong \(Self.tokenHeader) (expected the token of this run, which the playground's page sends)")
            }
        }
        if let length = value("content-length", in: request) {
            guard let bytes = Int(length), bytes >= 0 else { return PlaygroundFailure(400, "Content-Length \(shown(length)) is not a number") }
            let limit = Self.maxBody(path: request.path)
            guard bytes <= limit else { return PlaygroundFailure(413, "the body is \(bytes) bytes (expected at most \(limit))") }
        }
        return nil
    }

    private var expected: String { hosts.sorted().joined(separator: " or ") }

    private func value(_ name: String, in request: Request) -> String? {
        request.headers.first { $0.name.lowercased() == name }?.value
    }

    /// A header value in a message: quoted, cut, control characters escaped.
    private func shown(_ value: String?) -> String {
        guard let value else { return "(none)" }
        return String(value.prefix(80)).debugDescription
    }

    /// Compares in time independent of where the texts differ.
    static func same(_ sent: String, _ token: String) -> Bool {
        let left = Array(sent.utf8)
        let right = Array(token.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
