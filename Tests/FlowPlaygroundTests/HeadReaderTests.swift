import FlowAtlasTestSupport
import Foundation
import Testing

@testable import FlowPlayground

/// The gate's reader of request heads: every limit at its edge, refusals before the rest of a
/// line arrives, and the same head whatever pieces the bytes come in.
@Suite("Playground head reader")
struct HeadReaderTests {
    static func read(_ text: String, pieces: Int = .max) -> HeadReader.Outcome {
        read(Array(text.utf8), pieces: pieces)
    }

    static func read(_ bytes: [UInt8], pieces: Int = .max) -> HeadReader.Outcome {
        var reader = HeadReader()
        var start = 0
        repeat {
            let end = min(bytes.count, start + pieces)
            let outcome = reader.feed(Array(bytes[start..<end]))
            guard case .needsMore = outcome else { return outcome }
            start = end
        } while start < bytes.count
        return .needsMore
    }

    static func head(_ text: String) -> RequestHead? {
        if case let .head(head, _) = read(text) { return head }
        return nil
    }

    static func status(_ outcome: HeadReader.Outcome) -> Int? {
        if case let .refused(failure) = outcome { return failure.status }
        return nil
    }

    @Test("a head, what follows it, bare LF line ends, names as sent and values trimmed")
    func readsAHead() throws {
        let outcome = Self.read("GET /api/state?x=1 HTTP/1.1\r\nHost:  127.0.0.1:8765 \r\nhost: again\nX-Empty:\r\n\r\nBODY")
        guard case let .head(head, rest) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(head.method == "GET" && head.target == "/api/state?x=1" && head.path == "/api/state" && head.version == "HTTP/1.1")
        #expect(head.headers.map(\.name) == ["Host", "host", "X-Empty"])
        #expect(head.values("host") == ["127.0.0.1:8765", "again"])
        #expect(head.values("x-empty") == [""])
        #expect(rest == Array("BODY".utf8))
        #expect(head.keepsAlive)
        guard case let .head(closing, _) = Self.read("GET / HTTP/1.1\r\nConnection: keep-alive, Close\r\n\r\n") else { return }
        #expect(!closing.keepsAlive)
        guard case let .head(old, _) = Self.read("GET / HTTP/1.0\r\n\r\n") else { return }
        #expect(!old.keepsAlive)
    }

    @Test("Adversarial: the same head or refusal whatever pieces the bytes arrive in", arguments: [1, 2, 7, 100, 4_096])
    func pieces(size: Int) {
        let requests = [
            "POST /api/command HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\n{}",
            "GET /\(String(repeating: "a", count: 5_000)) HTTP/1.1\r\n\r\n",
            "GET / HTTP/1.1\r\nX: \(String(repeating: "b", count: 9_000))\r\n\r\n",
            "GET / HTTP/1.1\r\n" + String(repeating: "A: b\r\n", count: 70) + "\r\n",
            "GET / HTTP/1.1\r\nno colon\r\n\r\n",
        ]
        for request in requests {
            let whole = Self.read(request)
            let inPieces = Self.read(request, pieces: size)
            if case let .head(head, rest) = whole, case let .head(pieceHead, pieceRest) = inPieces {
                // In pieces, the head ends before the rest of what follows it arrives.
                #expect(head == pieceHead && rest.starts(with: pieceRest), "\(request.prefix(40).debugDescription) in pieces of \(size)")
            } else {
                #expect(inPieces == whole, "\(request.prefix(40).debugDescription) in pieces of \(size)")
            }
        }
    }

    @Test("Adversarial: a long request line is 414 as soon as the line passes its limit, at 10, 40 and 100 KB", arguments: [10, 40, 100])
    func longRequestLine(kilobytes: Int) {
        let bytes = Array("GET /\(String(repeating: "a", count: kilobytes * 1_024)) HTTP/1.1\r\n\r\n".utf8)
        var reader = HeadReader()
        var fed = 0
        var outcome = HeadReader.Outcome.needsMore
        while case .needsMore = outcome, fed < bytes.count {
            outcome = reader.feed(Array(bytes[fed..<min(bytes.count, fed + 1_024)]))
            fed += 1_024
        }
        #expect(Self.status(outcome) == 414)
        #expect(fed <= HeadReader.maxRequestLine + 1_024, "refused after \(fed) bytes, not at the end of the line")
    }

    @Test("Adversarial: a long header line, many headers, big headers are 431, each at its limit's edge")
    func headerLimits() {
        let request = "GET / HTTP/1.1\r\n"
        let longest = "X: " + String(repeating: "v", count: HeadReader.maxHeaderLine - 3)
        #expect(Self.status(Self.read(request + longest + "\r\n\r\n")) == nil)
        #expect(Self.status(Self.read(request + longest + "v\r\n\r\n")) == 431)
        #expect(Self.status(Self.read(request + longest + "vv", pieces: 512)) == 431, "refused before the line ends")
        let most = (0..<HeadReader.maxHeaderCount).map { "X-\($0): v\r\n" }.joined()
        #expect(Self.status(Self.read(request + most + "\r\n")) == nil)
        #expect(Self.status(Self.read(request + most + "Y: v\r\n\r\n")) == 431)
        let kilobyte = "X: " + String(repeating: "v", count: 1_019) + "\r\n"  // 1,024 bytes with its line end
        #expect(Self.status(Self.read(request + String(repeating: kilobyte, count: 16) + "\r\n")) == nil)
        #expect(Self.status(Self.read(request + String(repeating: kilobyte, count: 16) + "Y: v\r\n\r\n")) == 431)
        for kilobytes in [10, 40, 100] {
            #expect(Self.status(Self.read(request + "X: " + String(repeating: "v", count: kilobytes * 1_024) + "\r\n\r\n")) == 431)
            #expect(Self.status(Self.read(request + String(repeating: "X: v\r\n", count: kilobytes * 1_024 / 6) + "\r\n")) == 431)
            #expect(Self.status(Self.read(request + String(repeating: kilobyte, count: 16 + kilobytes) + "\r\n")) == 431)
        }
    }

    @Test(
        "Adversarial: malformed request lines and header lines are refused, not skipped",
        arguments: [
            ("get / HTTP/1.1", 400), ("GET  / HTTP/1.1", 400), ("GET / HTTP/1.1 x", 400), ("GET /", 400), ("GET * HTTP/1.1", 400),
            ("GET http://evil/ HTTP/1.1", 400), ("GET /\u{7F} HTTP/1.1", 400), ("GET /é HTTP/1.1", 400), ("GET / HTTP/2", 505),
            ("GET / HTTP/1.1\r\n: empty name", 400), ("GET / HTTP/1.1\r\nName : v", 400), ("GET / HTTP/1.1\r\n\tfolded", 400),
            ("GET / HTTP/1.1\r\nX: a\u{1B}b", 400), ("GET / HTTP/1.1\r\nX: a\rb", 400), ("GET / HTTP/1.1\r\nno colon", 400),
            ("\r\n\r\n\r\nGET / HTTP/1.1", 400), ("GET /\(String(repeating: "a", count: RequestGuard.maxTarget)) HTTP/1.1", 414),
        ])
    func malformed(head: String, status: Int) {
        #expect(Self.status(Self.read(head + "\r\n\r\n")) == status, "\(head.prefix(60).debugDescription)")
    }

    @Test("the limits' edges that pass: two empty lines first, a target of 2,048 bytes, obs-text in a value")
    func edgesThatPass() {
        #expect(Self.status(Self.read("\r\n\r\nGET / HTTP/1.1\r\n\r\n")) == nil)
        #expect(Self.status(Self.read("GET /\(String(repeating: "a", count: RequestGuard.maxTarget - 1)) HTTP/1.1\r\n\r\n")) == nil)
        #expect(Self.status(Self.read("GET / HTTP/1.1\r\nX: caf\u{E9}\t!\r\n\r\n")) == nil)
    }

    @Test("FlyingFox gets the live feed's request short: its path and token, only the headers the server reads, Connection: Upgrade, close")
    func forwardedHead() throws {
        let head = try #require(
            Self.head(
                "GET /api/live?x=\(String(repeating: "y", count: 1_000))&token=t HTTP/1.1\r\nHost: h\r\nCookie: c\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n"
            ))
        #expect(RequestGate.forwardedHead(head) == "GET /api/live?token=t HTTP/1.1\r\nHost: h\r\nUpgrade: websocket\r\nConnection: Upgrade, close\r\n\r\n")
        let rules = RequestGuard(hosts: ["h"], token: "t")
        #expect(RequestGate.refusal(of: head, rules: rules) == nil, "the live feed's token is read from the query")
        let wrong = try #require(Self.head("GET /api/live?token=u HTTP/1.1\r\nHost: h\r\n\r\n"))
        #expect(RequestGate.refusal(of: wrong, rules: rules)?.status == 403)
    }

    @Test("a failure to listen names the address and the cause")
    func listenFailures() {
        let failure = { (code: Int32) in RequestGate.listenFailure(code: code, shown: "[::2]:80").message }
        #expect(
            failure(EADDRINUSE)
                == "could not listen on [::2]:80: the address is in use (another program listens there; choose another --port, or --port 0 for any free one)")
        #expect(failure(EADDRNOTAVAIL).hasPrefix("could not listen on [::2]:80: ::2 is not an address of this machine"))
        #expect(failure(EACCES).contains("permission denied"))
    }
}
