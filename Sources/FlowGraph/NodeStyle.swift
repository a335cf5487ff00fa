/// How a node looks.
public struct NodeStyle: Hashable, Sendable {
    /// Node outline shape.
    public enum Shape: String, Hashable, Sendable { case box, ellipse, note, plaintext, doubleoctagon }
    public var shape: Shape = .box
    public var rounded = true
    public var dashed = false
    public var bold = false
    public var fill: Color?
    public var stroke: Color = .black
    public var fontColor: Color = .black
    /// Creates a style.
    public init(
        shape: Shape = .box, rounded: Bool = true, dashed: Bool = false, bold: Bool = false,
        fill: Color? = nil, stroke: Color = .black, fontColor: Color = .black
    ) {
        self.shape = shape
        self.rounded = rounded
        self.dashed = dashed
        self.bold = bold
        self.fill = fill
        self.stroke = stroke
        self.fontColor = fontColor
    }
}
