import FlyingFox
import Foundation

/// One request's head, the request line and the header fields, as `HeadReader` read it.
///
/// Every header is kept, repeated names included, in the order sent: FlyingFox keeps only the
/// last value of a repeated name, so a duplicate `Host` or `Origin` can be refused only here.
struct RequestHead: Sendable, Equatable {
    /// The method: 1 to 16 capital letters.
    var method: String
    /// The target: a path starting with `/`, at most `RequestGuard.maxTarget` bytes of visible ASCII.
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// Every header field, names as sent, values without surrounding white space.
    var headers: [Header]

    struct Header: Sendable, Equatable {
        var name: String
        var value: String
    }

    /// The values of `name`, compared without case.
    func values(_ name: String) -> [String] { headers.filter { $0.name.lowercased() == name }.map(\.value) }

    /// The target's path (before `?`).
    var path: Substring { target.prefix { $0 != "?" } }

    /// The `token` item of the target's query, percent-decoded (the live feed's: a WebSocket
    /// request cannot carry a header from a browser).
    var queryToken: String? {
        let items = target.drop { $0 != "?" }.dropFirst().split(separator: "&")
        return items.first { $0.hasPrefix("token=") }.map { String($0.dropFirst("token=".count)).removingPercentEncoding ?? "" }
    }

    /// Whether the connection stays open after this request (HTTP/1.1 unless `Connection: close`;
    /// HTTP/1.0 only with `Connection: keep-alive`).
    var keepsAlive: Bool {
        let tokens = values("connection").flatMap { $0.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        return version == "HTTP/1.1" ? !tokens.contains("close") : tokens.contains("keep-alive")
    }
}

extension RequestHead {
    /// The request as the server's handler takes it (FlyingFox's type, every header in order), with `body`.
    func request(body: [UInt8]) -> HTTPRequest {
        var fields = HTTPHeaders()
        for header in headers { fields.addValue(header.value, for: HTTPHeader(header.name)) }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return HTTPRequest(
            method: HTTPMethod(method), version: HTTPVersion(version),
            target: HTTPRequest.Target(path: String(parts[0]), query: parts.count > 1 ? String(parts[1]) : ""), headers: fields,
            body: HTTPBodySequence(data: Data(body)))
    }
}

/// Reads a request head from bytes as they arrive, with limits, in time linear in the bytes fed.
///
/// Contract: each byte is looked at a bounded number of times (a line end is searched for only in
/// bytes not searched before, and no further than the longest line still allowed), and a limit is
/// enforced as soon as it is passed, before the rest of the line arrives: a 100 KB request line is
/// refused after its first `maxRequestLine` + 1 bytes, and a 64 KB read is searched for at most
/// `maxHeaderLine` + 2 bytes. Safe code only (plain loops over the array, quick in a debug build).
/// The limits: a request line of at most `maxRequestLine` bytes (414), a header line of at most
/// `maxHeaderLine` (431), at most `maxHeaderCount` header lines (431) of at most `maxHeaderBytes`
/// in all, line ends included (431). A malformed line is 400, an HTTP version other than 1.0 and
/// 1.1 is 505. Line ends are CRLF or a bare LF; a folded line (starting with white space) is refused.
///
/// This exists because FlyingFox 0.27.1's own reader takes time quadratic in a line's length
/// and has no limit (see `RequestGate`); nothing reaches FlyingFox that this did not accept.
struct HeadReader {
    static let maxRequestLine = RequestGuard.maxTarget + 32
    static let maxHeaderLine = 8_192
    static let maxHeaderCount = 64
    static let maxHeaderBytes = RequestGuard.maxHeaderBytes
    /// Empty lines accepted before a request line (RFC 9112 §2.2 asks to skip at least one).
    static let maxLeadingEmptyLines = 2

    enum Outcome: Sendable, Equatable {
        /// The head is not complete yet: feed more bytes.
        case needsMore
        /// The head, and the bytes fed after it (the start of a body or of the next request).
        case head(RequestHead, rest: [UInt8])
        /// The head broke a limit or a rule: answer this and close the connection.
        case refused(PlaygroundFailure)
    }

    private var buffer: [UInt8] = []
    private var lineStart = 0
    private var searched = 0
    private var requestLine: (method: String, target: String, version: String)?
    private var headers: [RequestHead.Header] = []
    private var headerBytes = 0
    private var emptyLines = 0

    /// A reader that starts with `bytes` (what the previous request left over).
    init(_ bytes: [UInt8] = []) { buffer = bytes }

    /// Whether any byte of this head has arrived.
    var hasStarted: Bool { !buffer.isEmpty }

    /// Takes `bytes` and says whether the head is complete, refused, or needs more.
    mutating func feed(_ bytes: [UInt8]) -> Outcome {
        buffer.append(contentsOf: bytes)
        while true {
            // No line end is looked for past the longest line still allowed (and its CR): a line
            // without one there is refused as too long, however many bytes came after it.
            let limit = min(buffer.count, lineStart + (requestLine == nil ? Self.maxRequestLine : Self.maxHeaderLine) + 2)
            guard let end = Self.lineEnd(in: buffer, from: searched, to: limit) else {
                searched = max(searched, limit)
                return refusalOfPartialLine() ?? .needsMore
            }
            searched = end + 1
            var line = buffer[lineStart..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lineStart = end + 1
            if let outcome = take(line) { return outcome }
        }
    }

    /// The index of the first LF at or after `start` and before `end`.
    private static func lineEnd(in buffer: [UInt8], from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            if buffer[index] == 0x0A { return index }
            index += 1
        }
        return nil
    }

    /// Whether every byte of `bytes` is allowed by `table` (indexed by byte).
    private static func only(_ table: [Bool], in bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if !table[Int(bytes[index])] { return false }
            index += 1
        }
        return true
    }

    /// A refusal when the line still without its end is already too long.
    private func refusalOfPartialLine() -> Outcome? {
        let partial = buffer.count - lineStart - 1  // one byte may be the CR of CRLF
        if requestLine == nil {
            return partial > Self.maxRequestLine ? .refused(Self.requestLineTooLong) : nil
        }
        if partial > Self.maxHeaderLine { return .refused(Self.headerLineTooLong) }
        if headerBytes + partial > Self.maxHeaderBytes { return .refused(Self.headersTooLarge) }
        return nil
    }

    private mutating func take(_ line: ArraySlice<UInt8>) -> Outcome? {
        guard let request = requestLine else {
            if line.isEmpty {
                emptyLines += 1
                return emptyLines > Self.maxLeadingEmptyLines ? .refused(PlaygroundFailure(400, "the request starts with empty lines")) : nil
            }
            switch Self.requestLine(line) {
            case let .success(parsed): requestLine = parsed
            case let .failure(failure): return .refused(failure)
            }
            return nil
        }
        if line.isEmpty {
            let head = RequestHead(method: request.method, target: request.target, version: request.version, headers: headers)
            return .head(head, rest: Array(buffer[lineStart...]))
        }
        guard line.count <= Self.maxHeaderLine else { return .refused(Self.headerLineTooLong) }
        headerBytes += line.count + 2
        guard headerBytes <= Self.maxHeaderBytes else { return .refused(Self.headersTooLarge) }
        guard headers.count < Self.maxHeaderCount else {
            return .refused(PlaygroundFailure(431, "more than \(Self.maxHeaderCount) header lines"))
        }
        switch Self.header(line) {
        case let .success(header): headers.append(header)
        case let .failure(failure): return .refused(failure)
        }
        return nil
    }

    static let requestLineTooLong = PlaygroundFailure(
        414, "the request line is longer than \(maxRequestLine) bytes (expected a target of at most \(RequestGuard.maxTarget) bytes)")
    static let headerLineTooLong = PlaygroundFailure(431, "a header line is longer than \(maxHeaderLine) bytes")
    static let headersTooLarge = PlaygroundFailure(431, "the headers are larger than \(maxHeaderBytes) bytes")

    /// `METHOD /target HTTP/1.1`, single spaces, visible ASCII only.
    private static func requestLine(_ line: ArraySlice<UInt8>) -> Result<(method: String, target: String, version: String), PlaygroundFailure> {
        let malformed = PlaygroundFailure(400, "the request line is not METHOD /PATH HTTP/1.1")
        guard line.count <= maxRequestLine else { return .failure(requestLineTooLong) }
        guard only(visibleBytes, in: line) else { return .failure(malformed) }
        let parts = line.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, (1...16).contains(parts[0].count), parts[0].allSatisfy({ (0x41...0x5A).contains($0) }) else {
            return .failure(malformed)
        }
        guard parts[1].first == UInt8(ascii: "/") else { return .failure(PlaygroundFailure(400, "the request target is not a path starting with /")) }
        guard parts[1].count <= RequestGuard.maxTarget else {
            return .failure(PlaygroundFailure(414, "the request target is longer than \(RequestGuard.maxTarget) bytes"))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(PlaygroundFailure(505, "\(String(version.prefix(20)).debugDescription) is not served (expected HTTP/1.1)"))
        }
        return .success((String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), version))
    }

    /// `Name: value`: a token name, no white space before the colon, no control character but tab.
    private static func header(_ line: ArraySlice<UInt8>) -> Result<RequestHead.Header, PlaygroundFailure> {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex, only(tokenBytes, in: line[..<colon]) else {
            if line.first == 0x20 || line.first == 0x09 {
                return .failure(PlaygroundFailure(400, "a header line starts with white space (folded lines are not accepted)"))
            }
            return .failure(PlaygroundFailure(400, "a header line is not NAME: VALUE"))
        }
        var value = line[(colon + 1)...]
        guard only(valueBytes, in: value) else {
            return .failure(PlaygroundFailure(400, "a header value has a control character"))
        }
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        return .success(RequestHead.Header(name: String(decoding: line[..<colon], as: UTF8.self), value: String(decoding: value, as: UTF8.self)))
    }

    /// RFC 9110's `tchar`: a header name's bytes.
    private static let tokenBytes: [Bool] = (0...255).map { byte in
        let byte = UInt8(byte)
        return (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
    /// A request line's bytes: visible ASCII and space.
    private static let visibleBytes: [Bool] = (0...255).map { (0x20...0x7E).contains($0) }
    /// A header value's bytes: tab, visible ASCII, space, and bytes above 127; no other control character.
    private static let valueBytes: [Bool] = (0...255).map { $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }
}
