import CGraphviz
import FlowGraph
import Foundation

/// Graphviz's error callback appends here; only touched while `GraphvizLock` is held.
enum Diagnostics {
    nonisolated(unsafe) static var current = ""

    /// Graphviz's messages since the render started, or `fallback`.
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
