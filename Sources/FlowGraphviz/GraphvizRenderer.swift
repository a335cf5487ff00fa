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
        try render(graph, formatName: format.rawValue, layout: layout)
    }

    /// Renders with a format name Graphviz must recognise (to test how its errors surface).
    package static func render(_ graph: Graph, formatName: String, layout: Layout = .dot) throws(GraphvizError) -> Data {
        try render(.named(graph.name), format: formatName, layout: layout) { (built: borrowing CGraph) throws(GraphvizError) in
            try GraphBuilder.build(graph, into: built)
        }
    }

    /// Parses DOT text with Graphviz (`agmemread`) and lays it out, checking that Graphviz
    /// accepts it; returns the SVG.
    public static func renderDOT(_ dot: String, format: Format = .svg) throws(GraphvizError) -> Data {
        try render(.dot(dot), format: format.rawValue, layout: .dot) { (_: borrowing CGraph) throws(GraphvizError) in }
    }

    private static func render(
        _ source: CGraph.Source, format: String, layout: Layout, build: (borrowing CGraph) throws(GraphvizError) -> Void
    ) throws(GraphvizError) -> Data {
        let result: Result<Data, GraphvizError> = GraphvizLock.shared.withLock { engine in
            Result { () throws(GraphvizError) in try engine.render(source, layout: layout.rawValue, format: format, build: build) }
        }
        return try result.get()
    }

    /// The Graphviz version the renderer links against.
    public static var version: String {
        GraphvizLock.shared.withLock { engine in engine.version() ?? "unknown" }
    }
}
