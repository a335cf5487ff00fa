/// How an edge looks.
public struct EdgeStyle: Hashable, Sendable {
    public var color: Color = .black
    public var dashed = false
    public var bold = false
    public var fontColor: Color = .black
    /// Whether the edge takes part in ranking; overlay edges (a trace drawn on a hierarchy) do not.
    public var constrains = true
    /// Creates a style.
    public init(color: Color = .black, dashed: Bool = false, bold: Bool = false, fontColor: Color? = nil, constrains: Bool = true) {
        self.color = color
        self.dashed = dashed
        self.bold = bold
        self.fontColor = fontColor ?? color
        self.constrains = constrains
    }
}
