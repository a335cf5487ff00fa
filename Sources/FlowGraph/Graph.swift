/// A graph as plain data: nodes, edges, clusters, labels and styles.
///
/// Knows nothing of coordinators or Graphviz: builders produce it, emitters and
/// renderers consume it. Order is meaningful and preserved, so output is deterministic.
public struct Graph: Hashable, Sendable {
    /// The graph's name (used as the DOT graph id).
    public var name: String
    /// An optional title drawn above the graph.
    public var title: String?
    /// Layout direction.
    public var direction: Direction
    /// Nodes, in order.
    public var nodes: [Node]
    /// Edges, in order.
    public var edges: [Edge]
    /// Clusters, in order; a cluster may sit inside another.
    public var clusters: [Cluster]

    /// Creates a graph.
    public init(name: String, title: String? = nil, direction: Direction = .topToBottom,
                nodes: [Node] = [], edges: [Edge] = [], clusters: [Cluster] = []) {
        self.name = name
        self.title = title
        self.direction = direction
        self.nodes = nodes
        self.edges = edges
        self.clusters = clusters
    }

    /// Layout direction.
    public enum Direction: String, Hashable, Sendable {
        case topToBottom = "TB", leftToRight = "LR"
    }

    /// A node.
    public struct Node: Hashable, Sendable {
        /// Unique id within the graph.
        public var id: String
        /// Label lines, top to bottom.
        public var label: [String]
        /// How it looks.
        public var style: NodeStyle
        /// The cluster it sits in, if any.
        public var cluster: String?

        /// Creates a node.
        public init(id: String, label: [String], style: NodeStyle = NodeStyle(), cluster: String? = nil) {
            self.id = id
            self.label = label
            self.style = style
            self.cluster = cluster
        }
    }

    /// A directed edge.
    public struct Edge: Hashable, Sendable {
        /// Tail node id.
        public var from: String
        /// Head node id.
        public var to: String
        /// Optional label.
        public var label: String?
        /// How it looks.
        public var style: EdgeStyle

        /// Creates an edge.
        public init(from: String, to: String, label: String? = nil, style: EdgeStyle = EdgeStyle()) {
            self.from = from
            self.to = to
            self.label = label
            self.style = style
        }
    }

    /// A group of nodes drawn in a box.
    public struct Cluster: Hashable, Sendable {
        /// Unique id within the graph.
        public var id: String
        /// Its caption.
        public var label: String
        /// The cluster it sits in, if any.
        public var parent: String?
        /// Outline and fill.
        public var stroke: Color
        /// Background.
        public var fill: Color?

        /// Creates a cluster.
        public init(id: String, label: String, parent: String? = nil, stroke: Color = .grey, fill: Color? = nil) {
            self.id = id
            self.label = label
            self.parent = parent
            self.stroke = stroke
            self.fill = fill
        }
    }
}

/// An RGB colour, `#rrggbb`.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// `#rrggbb`.
    public let hex: String
    /// A colour from `#rrggbb` (validated: anything else becomes black).
    public init(_ hex: String) {
        let valid = hex.count == 7 && hex.first == "#" && hex.dropFirst().allSatisfy(\.isHexDigit)
        self.hex = valid ? hex.lowercased() : "#000000"
    }
    public var description: String { hex }

    public static let black = Color("#000000")
    public static let grey = Color("#8a8a8a")
    public static let lightGrey = Color("#d9d9d9")
    public static let faded = Color("#c8c8c8")
    public static let white = Color("#ffffff")
    public static let blue = Color("#1f5fbf")
    public static let lightBlue = Color("#dce9fb")
    public static let purple = Color("#7a3fb0")
    public static let lightPurple = Color("#efe3fa")
    public static let orange = Color("#c86400")
    public static let lightOrange = Color("#fdebd6")
    public static let green = Color("#2e7d32")
    public static let lightGreen = Color("#e2f3e3")
    public static let red = Color("#c62828")
    public static let lightRed = Color("#fde0e0")
    public static let yellow = Color("#fff6cc")
}

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
    public init(shape: Shape = .box, rounded: Bool = true, dashed: Bool = false, bold: Bool = false,
                fill: Color? = nil, stroke: Color = .black, fontColor: Color = .black) {
        self.shape = shape
        self.rounded = rounded
        self.dashed = dashed
        self.bold = bold
        self.fill = fill
        self.stroke = stroke
        self.fontColor = fontColor
    }
}

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
