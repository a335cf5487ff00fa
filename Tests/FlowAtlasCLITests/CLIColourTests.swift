import FlowAtlasTestSupport
import FlowScenarios
import FlowText
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Colour rules of the shipped binary: only on a terminal (a real pseudo-terminal), never with NO_COLOR or TERM=dumb.
@Suite("CLI colour")
struct CLIColourTests {
    @Test("no ANSI escapes when stdout is not a terminal")
    func noColourWhenNotATerminal() async throws {
        try await Support.withTemporaryDirectory { root in
            _ = try ColourFixture.mismatching(root)
            for environment in [[:], ["TERM": "xterm-256color"], ["NO_COLOR": "1"]] as [[String: String?]] {
                let result = try await Support.flowatlas(["check", "--snapshots", "snap"], in: root, environment: environment)
                #expect(result.status == 1)
                #expect(result.stdout.contains("does not match"))
                #expect(!result.stdout.contains("\u{1B}") && !result.stderr.contains("\u{1B}"), "\(environment)")
            }
        }
    }

    @Test("on a terminal: colour by default, none when NO_COLOR is set (or TERM=dumb)")
    func colourOnTerminal() async throws {
        try await Support.withTemporaryDirectory { root in
            _ = try ColourFixture.mismatching(root)
            let coloured = try await ColourFixture.onTerminal(["check", "--snapshots", "snap"], in: root, environment: ["TERM": "xterm"])
            // The control: the same command on the same terminal is coloured without NO_COLOR.
            #expect(coloured.contains("\u{1B}[31m"), "\(coloured)")
            #expect(coloured.contains("does not match"))
            for environment in [["TERM": "xterm", "NO_COLOR": "1"], ["TERM": "dumb"]] as [[String: String?]] {
                let plain = try await ColourFixture.onTerminal(["check", "--snapshots", "snap"], in: root, environment: environment)
                #expect(plain.contains("does not match"), "\(environment): \(plain)")
                #expect(!plain.contains("\u{1B}"), "\(environment): \(plain)")
            }
        }
    }
}

private enum ColourFixture {
    /// A copy of ocean-abyss with one out-of-date reference.
    static func mismatching(_ root: URL) throws -> URL {
        let snap = try Support.makeSnapshotFolder(in: root)
        let url = snap.appendingPathComponent("ocean-abyss/abyss.txt")
        try Support.write(try Support.read(url).replacingOccurrences(of: "current: OceanRoute.abyss", with: "current: OceanRoute.deep"), to: url)
        return snap
    }

    struct TerminalError: Error, CustomStringConvertible { var description: String }

    /// Runs flowatlas with stdout on a pseudo-terminal and returns what it printed there.
    static func onTerminal(_ arguments: [String], in directory: URL, environment: [String: String?]) async throws -> String {
        let (master, path) = try openTerminal()
        let slave = open(path, O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            throw TerminalError(description: "cannot open \(path) (errno \(errno))")
        }
        let process = try Support.makeProcess(arguments, in: directory, environment: environment)
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardOutput = terminal
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        async let output = readAll(master)
        let status: Int32
        do {
            status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
                process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                do {
                    try process.run()
                    close(slave)
                } catch {
                    close(slave)
                    process.terminationHandler = nil
                    continuation.resume(throwing: error)
                }
            }
        } catch {
            close(master)
            _ = await output
            throw error
        }
        let text = await output
        close(master)
        #expect(status == 1)
        // The terminal turns LF into CRLF on output.
        return text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// A new pseudo-terminal: the master's descriptor and the path of its slave.
    static func openTerminal() throws -> (Int32, String) {
        #if os(Linux)
            // Glibc hides posix_openpt and friends from Swift; look them up in the C library.
            typealias OpenPT = @convention(c) (Int32) -> Int32
            typealias PTSName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
            let handle = dlopen(nil, RTLD_NOW)
            guard let openSymbol = dlsym(handle, "posix_openpt"), let grantSymbol = dlsym(handle, "grantpt"),
                let unlockSymbol = dlsym(handle, "unlockpt"), let nameSymbol = dlsym(handle, "ptsname")
            else {
                throw TerminalError(description: "posix_openpt is not available")
            }
            let master = unsafeBitCast(openSymbol, to: OpenPT.self)(O_RDWR | O_NOCTTY)
            guard master >= 0, unsafeBitCast(grantSymbol, to: OpenPT.self)(master) == 0,
                unsafeBitCast(unlockSymbol, to: OpenPT.self)(master) == 0,
                let name = unsafeBitCast(nameSymbol, to: PTSName.self)(master)
            else {
                throw TerminalError(description: "cannot open a pseudo-terminal (errno \(errno))")
            }
            return (master, String(cString: name))
        #else
            let master = posix_openpt(O_RDWR | O_NOCTTY)
            guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
                throw TerminalError(description: "cannot open a pseudo-terminal (errno \(errno))")
            }
            return (master, String(cString: name))
        #endif
    }

    /// Reads `fd` on its own thread until end of file or EIO (the last writer closed the terminal).
    static func readAll(_ fd: Int32) async -> String {
        await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            Thread.detachNewThread {
                var data = Data()
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 4096) }
                    if count > 0 { data.append(contentsOf: buffer[0..<count]) } else if count < 0 && errno == EINTR { continue } else { break }
                }
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
        }
    }
}
