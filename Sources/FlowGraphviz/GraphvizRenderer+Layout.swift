extension GraphvizRenderer {
    /// Graphviz's layout engines. FlowAtlas loads only `dot`; the others are named so a
    /// request for one fails with Graphviz's own error rather than being mistyped silently.
    public enum Layout: String, Sendable, CaseIterable {
        case dot, neato, fdp, sfdp, circo, twopi, osage, patchwork
    }
}
