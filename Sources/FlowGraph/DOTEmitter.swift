/// Writes a `Graph` as Graphviz DOT: deterministic, every string escaped.
public enum DOTEmitter {
    /// The DOT text of `graph`.
    public static func dot(_ graph: Graph) -> String {
        var out = ["digraph \(quote(graph.name)) {"]
        for (key, value) in graphAttributes(graph) { out.append("  \(key)=\(quote(value));") }
        out.append("  node [\(attributeList(defaultNodeAttributes))];")
        out.append("  edge [\(attributeList(defaultEdgeAttributes))];")
        // Nodes first, in model order (the order Graphviz creates them in either way), then the
        // clusters naming their members, so this text and the in-process build give one picture.
        for node in graph.nodes {
            out.append("  \(quote(node.id)) [\(attributeList(attributes(of: node)))];")
        }
        emitClusters(of: nil, graph: graph, indent: "  ", into: &out)
        for edge in graph.edges {
            out.append("  \(quote(edge.from)) -> \(quote(edge.to)) [\(attributeList(attributes(of: edge)))];")
        }
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    // Attributes shared by the DOT emitter and the in-process renderer, so both draw the same picture.

    /// Graph-level attributes, in order.
    package static func graphAttributes(_ graph: Graph) -> [(String, String)] {
        var attributes = [
            ("rankdir", graph.direction.rawValue), ("fontname", "Helvetica"), ("fontsize", "12"),
            ("nodesep", "0.3"), ("ranksep", "0.45"), ("newrank", "true"),
        ]
        if let title = graph.title { attributes += [("label", labelText([title])), ("labelloc", "t")] }
        return attributes
    }

    /// Defaults for every node.
    package static let defaultNodeAttributes = [("fontname", "Helvetica"), ("fontsize", "11"), ("margin", "0.22,0.06")]
    /// Defaults for every edge.
    package static let defaultEdgeAttributes = [("fontname", "Helvetica"), ("fontsize", "9"), ("arrowsize", "0.7")]

    /// A node's attributes, in order (label already in Graphviz's escString form).
    package static func attributes(of node: Graph.Node) -> [(String, String)] {
        let style = node.style
        var styles: [String] = []
        if style.rounded && style.shape == .box { styles.append("rounded") }
        if style.fill != nil { styles.append("filled") }
        if style.dashed { styles.append("dashed") }
        if style.bold { styles.append("bold") }
        var attributes = [("label", labelText(node.label)), ("shape", style.shape.rawValue)]
        if !styles.isEmpty { attributes.append(("style", styles.joined(separator: ","))) }
        if let fill = style.fill { attributes.append(("fillcolor", fill.hex)) }
        attributes.append(("color", style.stroke.hex))
        attributes.append(("fontcolor", style.fontColor.hex))
        if style.bold { attributes.append(("penwidth", "2")) }
        return attributes
    }

    /// An edge's attributes, in order.
    package static func attributes(of edge: Graph.Edge) -> [(String, String)] {
        var attributes: [(String, String)] = []
        if let label = edge.label { attributes.append(("label", labelText([label]))) }
        attributes.append(("color", edge.style.color.hex))
        attributes.append(("fontcolor", edge.style.fontColor.hex))
        var styles: [String] = []
        if edge.style.dashed { styles.append("dashed") }
        if edge.style.bold { styles.append("bold") }
        if !styles.isEmpty { attributes.append(("style", styles.joined(separator: ","))) }
        if edge.style.bold { attributes.append(("penwidth", "2")) }
        if !edge.style.constrains { attributes.append(("constraint", "false")) }
        return attributes
    }

    /// A cluster's attributes, in order.
    package static func attributes(of cluster: Graph.Cluster) -> [(String, String)] {
        var attributes = [
            ("label", labelText([cluster.label])), ("color", cluster.stroke.hex), ("fontcolor", cluster.stroke.hex),
            ("style", cluster.fill == nil ? "rounded" : "rounded,filled"),
        ]
        if let fill = cluster.fill { attributes.append(("fillcolor", fill.hex)) }
        return attributes
    }

    /// The Graphviz subgraph name of a cluster (the `cluster_` prefix makes Graphviz draw it).
    package static func clusterName(_ cluster: Graph.Cluster) -> String { "cluster_" + cluster.id }

    /// Label lines as a Graphviz escString: user backslashes doubled (so `\N`, `\n`, `\l`
    /// in text stay literal), real line breaks as `\n`, `&` as `&amp;` (Graphviz decodes
    /// entities), a tab as a space, other control characters as their Control Pictures.
    package static func labelText(_ lines: [String]) -> String {
        lines.map { line in
            var out = ""
            var previous: Unicode.Scalar?
            // Unicode scalars, not Characters: a quote or backslash followed by a combining mark
            // is one Character, and "\r\n" is one Character too.
            for scalar in line.unicodeScalars {
                switch scalar {
                case "\\": out += "\\\\"
                case "\n" where previous == "\r": break
                case "\n", "\r": out += "\\n"
                // Graphviz decodes HTML entities in plain labels; &amp; keeps an ampersand literal.
                case "&": out += "&amp;"
                case "\t": out += " "
                default:
                    // Other C0 controls are not allowed in XML: draw their Control Pictures (U+2400…).
                    if scalar.value < 0x20 {
                        out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
                    } else if scalar.value == 0x7F {
                        out += "\u{2421}"
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
                previous = scalar
            }
            return out
        }.joined(separator: "\\n")
    }

    /// A DOT double-quoted string. Inside quotes DOT only treats `\"` specially, and
    /// backslashes were already doubled where Graphviz would interpret them.
    static func quote(_ text: String) -> String {
        var out = "\""
        var previousBackslashes = 0
        for scalar in text.unicodeScalars {
            if scalar == "\"" {
                // An odd run of backslashes before a quote would escape it: keep the run even.
                if previousBackslashes % 2 == 1 { out.append("\\") }
                out.append("\\\"")
                previousBackslashes = 0
                continue
            }
            previousBackslashes = scalar == "\\" ? previousBackslashes + 1 : 0
            out.unicodeScalars.append(scalar)
        }
        if previousBackslashes % 2 == 1 { out.append("\\") }
        return out + "\""
    }

    private static func attributeList(_ attributes: [(String, String)]) -> String {
        attributes.map { "\($0.0)=\(quote($0.1))" }.joined(separator: ", ")
    }

    private static func emitClusters(of parent: String?, graph: Graph, indent: String, into out: inout [String]) {
        for cluster in graph.clusters where cluster.parent == parent {
            out.append("\(indent)subgraph \(quote(clusterName(cluster))) {")
            for (key, value) in attributes(of: cluster) { out.append("\(indent)  \(key)=\(quote(value));") }
            emitClusters(of: cluster.id, graph: graph, indent: indent + "  ", into: &out)
            for node in graph.nodes where node.cluster == cluster.id { out.append("\(indent)  \(quote(node.id));") }
            out.append("\(indent)}")
        }
    }
}
