import CGraphviz
import Foundation

/// Graphviz's messages during the render under way. Graphviz reports through a C callback that
/// can capture nothing (`diagnosticSink`), so they gather in a global.
///
/// Invariant: `current` is read and written only while `GraphvizLock` is held. Graphviz calls
/// `diagnosticSink` synchronously from inside the calls a render makes under the lock, and a
/// render clears `current` (`GraphvizLock.Engine.render`) and reads it (`message(_:)`, from the
/// builder and the engine) under the lock too. That makes the unsynchronised global sound
/// (`nonisolated(unsafe)`). `ConcurrencyTests` ("Errors raised concurrently stay with their own
/// render") and `GraphvizErrorTests` ("After a failure the next render is clean") would catch a
/// breach: a message in another render's error, or a stale one.
enum Diagnostics {
    nonisolated(unsafe) static var current = ""

    /// Graphviz's messages since the render started, or `fallback`. Under the lock only.
    static func message(_ fallback: String) -> String {
        let text = current.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? fallback : text
    }
}

/// Where Graphviz writes its diagnostics (installed under the lock): into `Diagnostics.current`.
let diagnosticSink: @convention(c) (UnsafeMutablePointer<CChar>?) -> Int32 = { fragment in
    if let fragment { Diagnostics.current += String(cString: fragment) }
    return 0
}
