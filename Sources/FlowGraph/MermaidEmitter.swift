/// Writes a `Graph` as a Mermaid flowchart that GitHub renders inside Markdown.
public enum MermaidEmitter {
    /// The Mermaid text of `graph` (without the surrounding ```mermaid fence).
    ///
    /// - Precondition: node ids are unique within `graph`, and so are cluster ids (as `Graph`
    ///   documents); a duplicate stops the process with a message naming it.
    public static func mermaid(_ graph: Graph) -> String {
        var out = ["flowchart \(graph.direction == .leftToRight ? "LR" : "TD")"]
        let ids = mermaidIDs(graph.nodes.map(\.id), prefix: "n", of: "Graph.Node", in: graph)
        let clusterIDs = mermaidIDs(graph.clusters.map(\.id), prefix: "c", of: "Graph.Cluster", in: graph)
        emit(parent: nil, graph: graph, ids: ids, clusterIDs: clusterIDs, indent: "  ", into: &out)
        let edges = graph.edges.filter { ids[$0.from] != nil && ids[$0.to] != nil }
        for edge in edges {
            let from = ids[edge.from]!
            let to = ids[edge.to]!
            let arrow = edge.style.dashed ? "-.->" : edge.style.bold ? "==>" : "-->"
            if let label = edge.label {
                out.append("  \(from) \(arrow)|\"\(escape(label))\"| \(to)")
            } else {
                out.append("  \(from) \(arrow) \(to)")
            }
        }
        for node in graph.nodes {
            guard let id = ids[node.id] else { continue }
            var parts = ["stroke:\(node.style.stroke.hex)", "color:\(node.style.fontColor.hex)"]
            if let fill = node.style.fill { parts.insert("fill:\(fill.hex)", at: 0) }
            if node.style.dashed { parts.append("stroke-dasharray:4 3") }
            if node.style.bold { parts.append("stroke-width:2px") }
            out.append("  style \(id) \(parts.joined(separator: ","))")
        }
        for (index, edge) in edges.enumerated() {
            out.append("  linkStyle \(index) stroke:\(edge.style.color.hex)\(edge.style.bold ? ",stroke-width:2px" : "")")
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// `prefix` and the position of each id, by id.
    private static func mermaidIDs(_ keys: [String], prefix: String, of kind: String, in graph: Graph) -> [String: String] {
        var ids: [String: String] = [:]
        for (index, key) in keys.enumerated() {
            let taken = ids.updateValue("\(prefix)\(index)", forKey: key) != nil
            precondition(!taken, "graph '\(graph.name)' has two \(kind)s with id '\(key)'; give each \(kind) an id of its own")
        }
        return ids
    }

    private static func emit(
        parent: String?, graph: Graph, ids: [String: String], clusterIDs: [String: String],
        indent: String, into out: inout [String]
    ) {
        for cluster in graph.clusters where cluster.parent == parent {
            out.append("\(indent)subgraph \(clusterIDs[cluster.id]!) [\"\(escape(cluster.label))\"]")
            emit(parent: cluster.id, graph: graph, ids: ids, clusterIDs: clusterIDs, indent: indent + "  ", into: &out)
            out.append("\(indent)end")
        }
        for node in graph.nodes where node.cluster == parent {
            let text = node.label.map(escape).joined(separator: "<br/>")
            let (open, close) = node.style.shape == .ellipse ? ("([", "])") : node.style.rounded ? ("(", ")") : ("[", "]")
            out.append("\(indent)\(ids[node.id]!)\(open)\"\(text)\"\(close)")
        }
    }

    /// Mermaid label text: quotes and markup characters as entity codes, line breaks as `<br/>`.
    static func escape(_ text: String) -> String {
        var out = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "#quot;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "#": out += "#35;"
            case "|": out += "#124;"
            case "\n" where previous == "\r": break
            case "\n", "\r": out += "<br/>"
            default:
                if scalar.value == 0x09 {
                    out += " "
                } else if scalar.value < 0x20 {
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
    }
}
