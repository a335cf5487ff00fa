import FlowSnapshot
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Terminal output: colour only on a terminal, and never when `NO_COLOR` is set.
struct Console {
    let useColour: Bool

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        useColour = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    func err(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    func red(_ text: String) -> String { paint(text, 31) }
    func green(_ text: String) -> String { paint(text, 32) }
    func yellow(_ text: String) -> String { paint(text, 33) }
    func cyan(_ text: String) -> String { paint(text, 36) }
    func bold(_ text: String) -> String { paint(text, 1) }

    /// Prints each failed expectation of `run`, one line each.
    func failures(of run: ScenarioRun) {
        for failure in run.failures { out(red("FAILED ") + failure) }
    }

    /// Colours a unified diff line by line.
    func diff(_ text: String) -> String {
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
}
