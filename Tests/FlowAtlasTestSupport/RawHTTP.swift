import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blocking HTTP/1.1 client over a raw loopback socket, for sending what no HTTP library would
/// (100 KB lines, folded or broken headers, duplicates, half a head) and timing the answer.
///
/// Its calls block their thread: from async code, wrap them in `RawHTTP.onThread`, so a server
/// running in the same process keeps the concurrency pool's threads.
public enum RawHTTP {
    /// What came back: the status (nil when nothing did), the whole text read, and the seconds
    /// from the first byte sent to the end of the answer.
    public struct Answer: Sendable, CustomStringConvertible {
        public var status: Int?
        public var text: String
        public var seconds: Double
        public var description: String { "\(status.map(String.init) ?? "no answer") after \(String(format: "%.3f", seconds)) s: \(text.prefix(300))" }
    }

    /// A connection to 127.0.0.1:`port` whose sends and receives give up after `timeout` seconds.
    public static func connect(port: UInt16, timeout: Double = 5) -> Int32? {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return nil }
        var wait = timeval()
        wait.tv_sec = .init(timeout)
        wait.tv_usec = .init((timeout - timeout.rounded(.down)) * 1e6)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { systemConnect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Sends every byte, or as many as the peer took before closing or within `seconds` in all.
    @discardableResult
    public static func send(_ fd: Int32, _ bytes: [UInt8], within seconds: Double = 5) -> Bool {
        var sent = 0
        let end = Date().addingTimeInterval(seconds)
        while sent < bytes.count, Date() < end {
            #if canImport(Glibc)
                let count = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            #else
                let count = bytes.withUnsafeBytes { Darwin.send(fd, $0.baseAddress! + sent, bytes.count - sent, 0) }
            #endif
            guard count > 0 else { return false }
            sent += count
        }
        return sent == bytes.count
    }

    /// Reads one response, and nothing of the next: the head through a peek at what arrived (so no
    /// byte past it is taken), then `Content-Length` bytes of body (or up to the end, or what came
    /// within `seconds` in all).
    public static func receive(_ fd: Int32, started: Date = Date(), within seconds: Double = 5) -> Answer {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            var wanted = remaining(bytes)
            guard wanted > 0 else { break }
            if wanted == .max, bytes.firstRange(of: [13, 10, 13, 10]) == nil {
                // The head is not complete: take what arrived up to its end, if it is there.
                let peeked = recv(fd, &buffer, buffer.count, Int32(MSG_PEEK))
                guard peeked > 0 else { break }
                let tail = Array(bytes.suffix(3))
                let seen = tail + buffer[0..<peeked]
                wanted = seen.firstRange(of: [13, 10, 13, 10]).map { $0.upperBound - tail.count } ?? peeked
            }
            let count = recv(fd, &buffer, min(wanted, buffer.count), 0)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let status = text.hasPrefix("HTTP/1.") ? Int(text.dropFirst(9).prefix(3)) : nil
        return Answer(status: status, text: text, seconds: Date().timeIntervalSince(started))
    }

    /// One request on a new connection, and its answer.
    public static func exchange(port: UInt16, _ request: [UInt8], timeout: Double = 5) -> Answer {
        guard let fd = connect(port: port, timeout: timeout) else { return Answer(status: nil, text: "could not connect", seconds: 0) }
        defer { close(fd) }
        let started = Date()
        send(fd, request, within: timeout)
        return receive(fd, started: started, within: timeout)
    }

    /// A head `request` with `Host: 127.0.0.1:port`, and `lines` after it.
    public static func head(_ requestLine: String, port: UInt16, _ lines: [String] = []) -> [UInt8] {
        Array((([requestLine, "Host: 127.0.0.1:\(port)"] + lines).joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// Runs `work` on a thread of its own and waits for it without holding a pool thread.
    public static func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }

    /// How many bytes to read next: what is left of the body, `Int.max` while the head is
    /// incomplete or without a length (up to the end), 0 when the response is whole.
    private static func remaining(_ bytes: [UInt8]) -> Int {
        guard let end = bytes.firstRange(of: [13, 10, 13, 10]) else { return .max }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).lowercased()
        if head.hasPrefix("http/1.1 101") { return 0 }
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { return Int.max }
        return length - (bytes.count - end.upperBound)
    }
}

#if canImport(Glibc)
    private let systemConnect = Glibc.connect
#else
    private let systemConnect = Darwin.connect
#endif
