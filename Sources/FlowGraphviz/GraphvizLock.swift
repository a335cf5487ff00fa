import CGraphviz
import FlowGraph
import Foundation

/// The single serializing point: the context lives behind one process-wide lock, and
/// every Graphviz call (context creation, build, layout, render, free) happens inside it.
///
/// Invariant: `engine` is touched only inside `withLock(_:)`, while `lock` is held (Foundation's
/// `NSLock`, on every declared platform; `Synchronization.Mutex` would need iOS 18 and macOS 15).
/// That is what makes the shared instance sound across threads (`@unchecked Sendable`).
final class GraphvizLock: @unchecked Sendable {
    static let shared = GraphvizLock()
    private let lock = NSLock()
    private var engine = Engine()

    func withLock<T: Sendable>(_ body: (inout Engine) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&engine)
    }

    struct Engine: ~Copyable {
        private var gvc: OpaquePointer?

        /// The long-lived context, created on first use.
        mutating func context() throws(GraphvizError) -> OpaquePointer {
            if let gvc { return gvc }
            _ = agseterrf(diagnosticSink)
            _ = agseterr(AGWARN)
            guard let folder = PluginFolder.locate() else {
                throw GraphvizError(stage: .context, message: "cannot find Graphviz's plugin folder (set FLOWATLAS_GRAPHVIZ_PLUGINS to it)")
            }
            var problem = [CChar](repeating: 0, count: 512)
            guard let created = flowatlas_hermetic_context(folder, &problem, problem.count) else {
                let bytes = problem.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
                throw GraphvizError(stage: .context, message: String(decoding: bytes, as: UTF8.self))
            }
            gvc = created
            return created
        }
    }
}
