import CGraphviz
import Foundation

/// The single serializing point of FlowGraphviz: Graphviz's one long-lived context lives behind
/// one process-wide lock, and every call into Graphviz (context creation, build, layout, render,
/// free) happens inside `withLock(_:)`.
///
/// What the unsafe code of this folder relies on:
/// - **Invariant 1.** `engine` is touched only inside `withLock(_:)`, while `lock` is held
///   (Foundation's `NSLock`, on every declared platform; `Synchronization.Mutex` would need iOS 18
///   and macOS 15). That is what makes the shared instance sound across threads
///   (`@unchecked Sendable`), and what gives Graphviz, which is not thread-safe and keeps global
///   state (its scanner, its error callback, `Diagnostics.current`), one render at a time.
/// - **Invariant 2.** The context is created once, on first use, and never freed: a pointer to it
///   is valid for every later render (creating one per render leaks).
///
/// `ConcurrencyTests` would catch a breach of invariant 1: renders from 8 threads at once must
/// equal the serial ones, and errors raised at once must stay with their own render.
final class GraphvizLock: @unchecked Sendable {
    static let shared = GraphvizLock()
    private let lock = NSLock()
    private var engine = Engine()

    /// `body`'s result, run with the lock held (invariant 1). Not reentrant.
    func withLock<T: Sendable>(_ body: (inout Engine) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&engine)
    }

    /// What lives under the lock: the context (invariant 2), and how many graphs and layouts are
    /// open (see `CGraph`).
    struct Engine: ~Copyable {
        private var gvc: OpaquePointer?
        /// Graphs opened and not closed, layouts made and not freed: zero between renders.
        private(set) var openGraphs = 0
        private(set) var openLayouts = 0

        /// The long-lived context, created on first use.
        private mutating func context() throws(GraphvizError) -> OpaquePointer {
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

        /// Opens a graph from `source`, lets `build` fill it, lays it out with `layout` and
        /// renders it to `format`. The graph is closed and the layout freed on every path
        /// (`CGraph`'s invariants 2 and 4), and Graphviz's messages of this render alone are in
        /// the errors thrown.
        mutating func render(
            _ source: CGraph.Source, layout: String, format: String, build: (borrowing CGraph) throws(GraphvizError) -> Void
        ) throws(GraphvizError) -> Data {
            let context = try context()
            Diagnostics.current = ""
            let graph = try CGraph(source)
            openGraphs += 1
            defer {
                agclose(graph.pointer)
                openGraphs -= 1
            }
            try build(graph)
            guard gvLayout(context, graph.pointer, layout) == 0 else {
                throw GraphvizError(stage: .layout, message: Diagnostics.message("layout '\(layout)' failed"))
            }
            openLayouts += 1
            defer {
                gvFreeLayout(context, graph.pointer)
                openLayouts -= 1
            }
            return try graph.render(format, context: context)
        }

        /// The version of the Graphviz the context was made with, or `nil` without a context.
        mutating func version() -> String? {
            guard let context = try? context(), let info = gvcVersion(context) else { return nil }
            return String(cString: info)
        }
    }
}
