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
    public init(
        name: String, title: String? = nil, direction: Direction = .topToBottom,
        nodes: [Node] = [], edges: [Edge] = [], clusters: [Cluster] = []
    ) {
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
