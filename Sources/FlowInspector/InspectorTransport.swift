import FlowInspectorProtocol
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The protocol's three HTTP exchanges (``InspectorEndpoint``) with the one server the app was
/// given. Plain HTTP, not WebSocket: on Linux, swift-corelibs-foundation's `URLSessionWebSocketTask`
/// needs a libcurl built with WebSocket support; Debian 12's libcurl 7.88.1 is not, and every task
/// fails with `NSURLErrorUnsupportedURL` ("WebSockets not supported by libcurl").
struct InspectorTransport: Sendable {
    let base: URL
    let token: String
    let session: URLSession

    /// How long the server may hold a `requests` poll, plus room for the answer.
    static let pollTimeout = TimeInterval(InspectorEndpoint.maxPollSeconds + 10)

    init(base: URL, token: String) {
        self.base = base
        self.token = token
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        configuration.timeoutIntervalForRequest = Self.pollTimeout
        session = URLSession(configuration: configuration)
    }

    /// Says hello; returns the session the server opened.
    func hello(_ hello: InspectorHello) async throws(InspectorTransportError) -> InspectorWelcome {
        let body = try wire { () throws(InspectorWireError) in try InspectorWire.encodeBatch([AppMessage.hello(hello)]) }
        let data = try await exchange(.hello, method: "POST", session: nil, body: body)
        guard let welcome = try wire({ () throws(InspectorWireError) in try InspectorWire.decodeBatch(InspectorWelcome.self, from: data) }).first
        else { throw .failed("the server's welcome was empty") }
        return welcome
    }

    /// Sends a batch of encoded lines.
    func send(_ batch: Data, session id: String) async throws(InspectorTransportError) {
        _ = try await exchange(.messages, method: "POST", session: id, body: batch)
    }

    /// Waits for the server's requests (an empty list when its poll time passed without any).
    func poll(session id: String) async throws(InspectorTransportError) -> [InspectorRequest] {
        let data = try await exchange(.requests, method: "GET", session: id, body: nil)
        return try wire { () throws(InspectorWireError) in try InspectorWire.decodeBatch(InspectorRequest.self, from: data) }
    }

    /// Ends every exchange in flight and the URL session itself.
    func invalidate() { session.invalidateAndCancel() }

    private func exchange(_ endpoint: InspectorEndpoint, method: String, session id: String?, body: Data?) async throws(InspectorTransportError) -> Data {
        var request = URLRequest(url: base.appendingPathComponent(endpoint.path))
        request.httpMethod = method
        request.setValue(token, forHTTPHeaderField: InspectorEndpoint.tokenHeader)
        request.setValue(InspectorEndpoint.contentType, forHTTPHeaderField: "Content-Type")
        if let id { request.setValue(id, forHTTPHeaderField: InspectorEndpoint.sessionHeader) }
        request.httpBody = body
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await DataRequest.data(for: request, in: session)
        } catch {
            throw .failed("\(endpoint.path): \(error.localizedDescription)")
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        if status == 401 || status == 403 { throw .refused("\(endpoint.path): the server answered \(status)") }
        if status == 429 { throw .busy("\(endpoint.path): the server answered 429") }
        guard (200..<300).contains(status) else { throw .failed("\(endpoint.path): the server answered \(status)") }
        return data
    }

    private func wire<Result>(_ body: () throws(InspectorWireError) -> Result) throws(InspectorTransportError) -> Result {
        do {
            return try body()
        } catch {
            throw .failed(error.description)
        }
    }
}
