import CGraphviz
import FlowGraph
import Foundation

/// Renders a `Graph` in-process through Graphviz's cgraph/gvc C API.
///
/// Graphviz is not thread-safe, so every call into it goes through one process-wide lock;
/// one long-lived context is created on first use and kept (creating one per render leaks).
/// Every `agopen` is paired with `agclose`, every layout and render buffer freed. Graphviz's
/// diagnostics are captured and thrown as `GraphvizError`, never printed. No C type leaves
/// this module.
///
/// Plugin set: the `core` renderers and the `dot` layout, loaded from the plugin folder next
/// to libgvc and registered as built-ins (no plugin config file, no pango). Text is measured
/// with Graphviz's built-in font metrics, so output depends only on the Graphviz version,
/// not on the fonts installed.
public enum GraphvizRenderer {
    /// An output format of the core plugin.
    public enum Format: String, Sendable, CaseIterable {
        case svg
        /// Graphviz's own DOT with layout positions.
        case dotWithLayout = "dot"
        /// Plain-text layout description.
        case plain
    }

    /// Renders `graph` with `layout` (only `dot` is loaded) to `format`.
    public static func render(_ graph: Graph, format: Format = .svg, layout: Layout = .dot) throws(GraphvizError) -> Data {
        try render(format: format.rawValue, layout: layout) { (context: inout GraphBuilder) throws(GraphvizError) in try context.build(graph) }
    }

    /// Renders with a format name Graphviz must recognise (to test how its errors surface).
    package static func render(_ graph: Graph, formatName: String, layout: Layout = .dot) throws(GraphvizError) -> Data {
        try render(format: formatName, layout: layout) { (context: inout GraphBuilder) throws(GraphvizError) in try context.build(graph) }
    }

    /// Parses DOT text with Graphviz (`agmemread`) and lays it out, checking that Graphviz
    /// accepts it; returns the SVG.
    public static func renderDOT(_ dot: String, format: Format = .svg) throws(GraphvizError) -> Data {
        try render(format: format.rawValue, layout: .dot) { (context: inout GraphBuilder) throws(GraphvizError) in try context.read(dot) }
    }

    private static func render(
        format: String, layout: Layout,
        build: (inout GraphBuilder) throws(GraphvizError) -> Void
    ) throws(GraphvizError) -> Data {
        let result: Result<Data, GraphvizError> = GraphvizLock.shared.withLock { engine in
            do throws(GraphvizError) {
                let context = try engine.context()
                Diagnostics.current = ""
                var builder = GraphBuilder()
                defer { builder.close() }
                try build(&builder)
                guard let graph = builder.graph else { throw GraphvizError(stage: .build, message: Diagnostics.message("no graph")) }
                guard gvLayout(context, graph, layout.rawValue) == 0 else {
                    throw GraphvizError(stage: .layout, message: Diagnostics.message("layout '\(layout)' failed"))
                }
                defer { gvFreeLayout(context, graph) }
                var buffer: UnsafeMutablePointer<CChar>?
                var length = 0
                guard flowatlas_render_data(context, graph, format, &buffer, &length) == 0, let buffer else {
                    throw GraphvizError(stage: .render, message: Diagnostics.message("format '\(format)' failed"))
                }
                defer { gvFreeRenderData(buffer) }
                return .success(Data(bytes: buffer, count: length))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The Graphviz version the renderer links against.
    public static var version: String {
        GraphvizLock.shared.withLock { engine in
            guard let context = try? engine.context(), let info = gvcVersion(context) else { return "unknown" }
            return String(cString: info)
        }
    }
}
