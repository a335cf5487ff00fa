import FlowInspectorProtocol
import FlowReport
import FlyingFox
import Foundation

/// The inspector's paths in `serve --inspect`, after `RequestGuard` passed the request (host,
/// origin, the run's token on every one of them, sizes):
///
/// - the app's side, below `/inspector` (``InspectorEndpoint``): `POST hello`, `POST messages`,
///   `GET requests`, each with the token header, and the session header after hello;
/// - the pages: `GET /inspect` (every connected app), `GET /inspect/app/ID` (one app's page),
///   `GET /inspect.js`, `GET /inspect.css`;
/// - the pages' API: `GET /api/inspect/apps?after=V`, `GET /api/inspect/ID/state?after=V` (each
///   answered when newer than version V, or after `InspectorHub.pollSeconds`),
///   `GET /api/inspect/ID/step?row=N` (a drift row in full), and `POST /api/inspect/ID/command`
///   (`InspectorCommand`).
struct InspectorRoutes: Sendable {
    let hub: InspectorHub
    let token: String

    /// Whether `path` is one of the inspector's.
    static func serves(_ path: String) -> Bool {
        path == "/inspect" || path.hasPrefix("/inspect/") || path == "/inspect.js" || path == "/inspect.css" || path.hasPrefix("/inspector/")
            || path.hasPrefix("/api/inspect/")
    }

    /// The answer to `request`, or `nil` when no inspector path has its method and path.
    func respond(to request: HTTPRequest, body: Data) async -> (status: Int, type: String, body: Data)? {
        let path = request.path
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch (request.method, path) {
        case (.GET, "/inspect"): return page(InspectorPage.html(token: token, app: nil))
        case (.GET, "/inspect.js"): return (200, "text/javascript; charset=utf-8", Data(InspectorPage.script.utf8))
        case (.GET, "/inspect.css"): return (200, "text/css; charset=utf-8", Data(InspectorPage.style.utf8))
        case (.POST, "/inspector/\(InspectorEndpoint.hello.path)"): return wire(await hub.hello(body))
        case (.POST, "/inspector/\(InspectorEndpoint.messages.path)"):
            return wire(await hub.messages(session: request.headers[HTTPHeader(InspectorEndpoint.sessionHeader)], body: body))
        case (.GET, "/inspector/\(InspectorEndpoint.requests.path)"):
            return wire(await hub.poll(session: request.headers[HTTPHeader(InspectorEndpoint.sessionHeader)]))
        case (.GET, "/api/inspect/apps"): return json(.json(await hub.list(after: after(request))))
        default: break
        }
        // /inspect/app/ID, /api/inspect/ID/state, /api/inspect/ID/command
        if request.method == .GET, parts.count == 4, parts[1] == "inspect", parts[2] == "app", Self.isID(parts[3]) {
            return page(InspectorPage.html(token: token, app: parts[3]))
        }
        if parts.count == 5, parts[1] == "api", parts[2] == "inspect", Self.isID(parts[3]) {
            switch (request.method, parts[4]) {
            case (.GET, "state"): return json(await hub.state(id: parts[3], after: after(request)))
            case (.GET, "step"): return json(await hub.detail(id: parts[3], row: request.query["row"].flatMap { Int($0.prefix(12)) }))
            case (.POST, "command"):
                guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
                    return json(.refused(415, "the body must be JSON (expected Content-Type: application/json)"))
                }
                return json(await hub.command(id: parts[3], body: body))
            default: break
            }
        }
        return nil
    }

    /// An app id as the hub makes them: 16 lowercase hex digits.
    static func isID(_ text: String) -> Bool { text.utf8.count == 16 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) } }

    private func after(_ request: HTTPRequest) -> Int? { request.query["after"].flatMap { Int($0.prefix(12)) } }

    private func page(_ html: String) -> (Int, String, Data) { (200, "text/html; charset=utf-8", Data(html.utf8)) }

    private func wire(_ answer: InspectorAnswer) -> (Int, String, Data) {
        switch answer {
        case let .data(data): (200, InspectorEndpoint.contentType, data)
        case let .json(text): (200, "application/json", Data(text.utf8))
        case let .refused(status, message): (status, "application/json", Data(HTMLText.scriptJSON(["error": message]).utf8))
        }
    }

    private func json(_ answer: InspectorAnswer) -> (Int, String, Data) { wire(answer) }
}
