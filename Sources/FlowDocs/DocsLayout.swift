import FlowCore
import FlowDiagrams
import FlowGraph

/// How generated docs keep big apps' pictures readable: the size budget of a picture and the
/// thresholds past which a picture is split into an overview and one picture per area (a tab).
///
/// - A hierarchy of more than `maxTreeNodes` coordinators is drawn as an overview, each tab
///   collapsed to one node saying what it holds, plus one picture per tab (deeper levels
///   collapsed when a tab alone is still too big).
/// - A transition graph (the scenarios' or the explored one) of more than `maxGraphNodes`
///   screens or `maxGraphEdges` edges is drawn per area, with an overview of the areas and
///   the transitions between them.
/// - A scenario's final tree, or a trace, of a big app collapses the tabs that are not involved.
public enum DocsLayout {
    /// No generated picture is larger than this on its longer side, in pixels at 96 dpi
    /// (Graphviz's SVG says points: 3,000 pt).
    public static let pictureBudgetPixels = 4_000
    /// Hierarchies with more coordinators are split per tab.
    public static let maxTreeNodes = 40
    /// Transition graphs with more screens are split per area.
    public static let maxGraphNodes = 30
    /// Transition graphs with more edges are split per area.
    public static let maxGraphEdges = 60

    /// Whether `graph` is drawn as one picture.
    static func fitsOnePicture(_ graph: Graph) -> Bool {
        graph.nodes.count <= maxGraphNodes && graph.edges.count <= maxGraphEdges
    }

    /// The deepest level below `area`'s root that keeps its picture within `maxTreeNodes`
    /// (`nil`: the whole area fits).
    static func fittingDepth(_ area: HierarchyAreas.Area, in tree: NavigationTree) -> Int? {
        guard area.nodes.count > maxTreeNodes else { return nil }
        var level: [Int: Int] = [area.root: 0]
        var perLevel: [Int] = []
        for id in area.nodes {
            let depth = id == area.root ? 0 : (tree.nodes[id].parent.flatMap { level[$0] } ?? 0) + 1
            level[id] = depth
            while perLevel.count <= depth { perLevel.append(0) }
            perLevel[depth] += 1
        }
        var total = 0
        for (depth, count) in perLevel.enumerated() {
            total += count
            if total > maxTreeNodes { return max(1, depth - 1) }
        }
        return nil
    }
}
