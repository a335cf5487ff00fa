import FlowCore
import FlowScenarios
import FlowText
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Terminal output: colour only on a terminal, and never when `NO_COLOR` is set.
///
/// Writes go straight to the file descriptors and are checked: the first failure (a full disk,
/// a closed pipe) is kept, so the command exits 2 with the reason instead of passing silently.
struct Console {
    let useColour: Bool

    init(environment: [String: String] = CommandSession.environment) {
        useColour = CommandSession.current == nil && isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// Prints `text` and a line feed; no control character but line feeds, tabs and this
    /// console's own colours reaches the terminal raw (see `TerminalText`).
    func out(_ text: String) { Self.write(TerminalText.lines(text.hasSuffix("\n") ? text : text + "\n", keepingColour: useColour), to: STDOUT_FILENO) }

    /// Prints `text` and a line feed on standard error, escaped like `out`, each line cut after `TerminalText.lineLimit` characters.
    func err(_ text: String) {
        Self.write(TerminalText.lines(text.hasSuffix("\n") ? text : text + "\n", limit: TerminalText.lineLimit, keepingColour: useColour), to: STDERR_FILENO)
    }

    /// An error message as one line on standard error: line breaks in it are escaped too (so no
    /// value in it can forge a second `file:line:column: error:` line), cut after `TerminalText.lineLimit`.
    func error(_ message: String) { err(TerminalText.line(message)) }

    /// `text` without adding a newline (progress lines).
    func errRaw(_ text: String) { Self.write(text, to: STDERR_FILENO) }

    func red(_ text: String) -> String { paint(text, 31) }
    func green(_ text: String) -> String { paint(text, 32) }
    func yellow(_ text: String) -> String { paint(text, 33) }
    func cyan(_ text: String) -> String { paint(text, 36) }
    func bold(_ text: String) -> String { paint(text, 1) }

    /// Prints each failed expectation of `run`, one line each.
    func failures(of run: ScenarioRun) {
        for failure in run.failures { out(red("FAILED ") + TerminalText.line(failure)) }
    }

    /// A unified diff, each line's control characters escaped (the files are unchanged), coloured line by line.
    func diff(_ text: String) -> String {
        let text = TerminalText.lines(text)
        guard useColour else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("+++") || line.hasPrefix("---") { return bold(String(line)) }
            if line.hasPrefix("+") { return green(String(line)) }
            if line.hasPrefix("-") { return red(String(line)) }
            if line.hasPrefix("@@") { return cyan(String(line)) }
            return String(line)
        }.joined(separator: "\n")
    }

    private func paint(_ text: String, _ code: Int) -> String {
        useColour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    // MARK: Checked writes

    /// The first output failure of this process: which stream and why.
    static let failure = LockedValue<String?>(nil)

    static func write(_ text: String, to descriptor: Int32) {
        if let session = CommandSession.current { return session.write(text, to: descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = POSIXWrite.write(descriptor, bytes)
            if written < 0 {
                if errno == EINTR { continue }
                let reason = FileProblem.describe(errno)
                let stream = descriptor == STDOUT_FILENO ? "standard output" : "standard error"
                failure.withLock { if $0 == nil { $0 = "cannot write to \(stream): \(reason)" } }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
