import Testing

@testable import FlowPlayground

/// The rules every request passes before the playground reads it.
@Suite("Playground request guard")
struct RequestGuardTests {
    static let rules = RequestGuard(hosts: RequestGuard.hosts(host: "127.0.0.1", port: 8765), token: "0123456789abcdef0123456789abcdef")

    static func request(
        _ method: String = "POST", target: String = "/api/command", host: String? = "127.0.0.1:8765", origin: String? = nil,
        token: String? = "0123456789abcdef0123456789abcdef", length: Int? = 10, extra: [(String, String)] = []
    ) -> RequestGuard.Request {
        var headers: [(name: String, value: String)] = []
        if let host { headers.append(("Host", host)) }
        if let origin { headers.append(("Origin", origin)) }
        if let token { headers.append(("X-FlowAtlas-Token", token)) }
        if let length { headers.append(("Content-Length", String(length))) }
        headers += extra.map { (name: $0.0, value: $0.1) }
        let path = String(target.prefix { $0 != "?" })
        return RequestGuard.Request(
            method: method, target: target, path: path, headers: headers, needsToken: RequestGuard.needsToken(method: method, path: path), queryToken: nil)
    }

    @Test("the page's own requests pass: its host (127.0.0.1 or localhost), its origin, its token")
    func ownRequestsPass() {
        #expect(Self.rules.refusal(of: Self.request()) == nil)
        #expect(Self.rules.refusal(of: Self.request(host: "localhost:8765", origin: "http://localhost:8765")) == nil)
        #expect(Self.rules.refusal(of: Self.request("GET", target: "/", token: nil, length: nil)) == nil)
    }

    @Test("a foreign Host (DNS rebinding), a foreign Origin, a missing or wrong token are 403")
    func foreignRequestsAreRefused() {
        for request in [
            Self.request(host: "evil.example:8765"), Self.request(host: nil), Self.request(host: "127.0.0.1:9999"),
            Self.request(origin: "http://evil.example"), Self.request(origin: "https://127.0.0.1:8765"), Self.request(origin: "null"),
            Self.request(token: nil), Self.request(token: "0123456789abcdef0123456789abcdee"), Self.request(token: ""),
        ] {
            #expect(Self.rules.refusal(of: request)?.status == 403, "\(request.headers)")
        }
    }

    @Test("sizes and methods have limits: 413, 414, 431, 405")
    func limits() {
        #expect(Self.rules.refusal(of: Self.request(length: 65_537))?.status == 413)
        #expect(Self.rules.refusal(of: Self.request(length: 65_536)) == nil)
        #expect(Self.rules.refusal(of: Self.request(target: "/" + String(repeating: "a", count: 3000)))?.status == 414)
        #expect(Self.rules.refusal(of: Self.request(extra: [("X-Big", String(repeating: "b", count: 20_000))]))?.status == 431)
        #expect(Self.rules.refusal(of: Self.request("DELETE"))?.status == 405)
        #expect(Self.rules.refusal(of: Self.request(length: nil, extra: [("Content-Length", "-1")]))?.status == 400)
    }

    @Test("an IPv6 host is bracketed; another bound address is the only name accepted")
    func hostNames() {
        #expect(RequestGuard.hosts(host: "::1", port: 80) == ["[::1]:80", "localhost:80"])
        #expect(RequestGuard.hosts(host: "192.168.1.5", port: 80) == ["192.168.1.5:80"])
    }

    @Test("Adversarial: a duplicate Host, Origin, token or length is 400, whichever copy is right; a header the server reads is at most 128 bytes")
    func duplicates() {
        let right = "0123456789abcdef0123456789abcdef"
        for extra in [
            [("Host", "evil.example:8765")], [("host", "127.0.0.1:8765")], [("Origin", "http://127.0.0.1:8765"), ("ORIGIN", "http://evil.example")],
            [("X-FlowAtlas-Token", right)], [("Content-Length", "10")],
        ] {
            let refusal = Self.rules.refusal(of: Self.request(origin: extra[0].0.lowercased() == "origin" ? nil : "http://127.0.0.1:8765", extra: extra))
            #expect(refusal?.status == 400 && refusal?.message.contains("times (expected at most once)") == true, "\(extra): \(String(describing: refusal))")
        }
        #expect(Self.rules.refusal(of: Self.request(extra: [("Upgrade", String(repeating: "u", count: 129))]))?.status == 431)
        #expect(Self.rules.refusal(of: Self.request(extra: [("Upgrade", String(repeating: "u", count: 128))])) == nil)
        #expect(Self.rules.refusal(of: Self.request(extra: [("User-Agent", "a"), ("user-agent", "b")])) == nil, "only the headers the server reads")
    }
}
