import FlowScenarios
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One updating line on standard error for long work (`check`, `explore`, `docs`): shown only on
/// a terminal, never under CI, and only once the work has run for a second; redrawn at most ten
/// times a second, and cleared when the work is done.
final class ProgressLine {
    private let console: Console
    private let enabled: Bool
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant?
    private var shown = false
    /// The delay before the first line.
    let delay: Duration

    /// A progress line on `console`'s standard error; `isTerminal` and `environment` decide whether it is shown.
    init(
        console: Console, isTerminal: Bool = CommandSession.current == nil && isatty(STDERR_FILENO) == 1,
        environment: [String: String] = CommandSession.environment, delay: Duration = .seconds(1)
    ) {
        self.console = console
        enabled = isTerminal && !SnapshotWorkflow.isCI(environment) && environment["TERM"] != "dumb"
        started = clock.now
        self.delay = delay
    }

    /// Whether anything has been drawn.
    var isShown: Bool { shown }

    /// Shows `text` (computed only when it will be drawn).
    func update(_ text: @autoclosure () -> String) {
        guard enabled else { return }
        let now = clock.now
        guard now - started >= delay else { return }
        if let lastDrawn, now - lastDrawn < .milliseconds(100) { return }
        lastDrawn = now
        shown = true
        console.errRaw("\r\u{1B}[K" + text())
    }

    /// Clears the line, if it was drawn.
    func finish() {
        guard shown else { return }
        console.errRaw("\r\u{1B}[K")
        shown = false
    }
}
