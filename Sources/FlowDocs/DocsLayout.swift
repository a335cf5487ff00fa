/// How generated docs keep big apps' pictures readable: the size budget of a picture and the
/// thresholds past which a graph is split into an overview and one picture per area.
public enum DocsLayout {
    /// No generated picture is larger than this on its longer side, in pixels at 96 dpi
    /// (Graphviz's SVG says points: 3,000 pt).
    public static let pictureBudgetPixels = 4_000
}
