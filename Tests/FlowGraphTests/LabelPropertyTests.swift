import FlowAtlasTestSupport
import FlowGraph
import FlowGraphviz
import Foundation
import PropertyBased
import Testing

/// Random hostile labels (quotes, markup, `&`, backslashes, Graphviz escapes, real line breaks,
/// emoji and their joiners, URLs, thousands of characters) as node, edge, cluster and graph labels.
@Suite("Label properties")
struct LabelPropertyTests {
    /// Iterations per property; each uses three labels, so 3,000 labels per property.
    static let iterations = 1_000

    @Test("The in-process SVG always parses as XML, with one node group per model node")
    func svgIsAlwaysXML() async {
        await propertyCheck(count: Self.iterations, input: LabelGen.triple) { labels in
            let graph = LabelGen.graph(labels)
            let svg: SVGDocument
            do {
                svg = try SVGDocument.parse(try GraphvizRenderer.render(graph, format: .svg))
            } catch {
                Issue.record("\(error)")
                return
            }
            #expect(svg.nodes.map(\.title) == ["a", "b"])
            #expect(svg.edges.count == 1)
            #expect(svg.clusters.count == 1)
        }
    }

    @Test("The emitted DOT re-parses through Graphviz and draws the same texts under the same titles")
    func dotReparses() async {
        await propertyCheck(count: Self.iterations, input: LabelGen.triple) { labels in
            let graph = LabelGen.graph(labels)
            let viaDOT: SVGDocument
            do {
                viaDOT = try SVGDocument.parse(try GraphvizRenderer.renderDOT(DOTEmitter.dot(graph)))
            } catch {
                Issue.record("Graphviz rejected the emitted DOT (or drew invalid XML): \(error)")
                return
            }
            let inProcess = try SVGDocument.parse(try GraphvizRenderer.render(graph, format: .svg))
            // Node order may differ (the DOT text lists cluster members first), so compare by title.
            let byTitle = { (svg: SVGDocument) in svg.groups.map { "\($0.kind) \($0.title): \($0.texts)" }.sorted() }
            #expect(byTitle(viaDOT) == byTitle(inProcess), "the DOT text does not carry the same labels as the model")
        }
    }

    @Test("Label text round-trips: the SVG <text> lines are the label's lines")
    func labelTextRoundTrips() async {
        await propertyCheck(count: Self.iterations, input: LabelGen.triple) { labels in
            let (first, second, third) = labels
            let graph = LabelGen.graph(labels)
            let svg: SVGDocument
            do {
                svg = try SVGDocument.parse(try GraphvizRenderer.render(graph, format: .svg))
            } catch {
                Issue.record("\(error)")
                return
            }
            let drawn = { (group: SVGDocument.Group?) in (group?.texts ?? ["<missing group>"]).map(LabelGen.normalized) }
            #expect(drawn(svg.node("a")) == LabelGen.drawnLines(first) + LabelGen.drawnLines(second), "node label")
            #expect(drawn(svg.node("b")) == LabelGen.drawnLines(third), "node label")
            #expect(drawn(svg.edges.first) == LabelGen.drawnLines(second), "edge label")
            #expect(drawn(svg.clusters.first) == LabelGen.drawnLines(third), "cluster label")
            #expect(drawn(svg.graph) == LabelGen.drawnLines(first), "graph title")
        }
    }

    @Test("The generator really produces the hostile material (sanity check of the test itself)")
    func generatorCoverage() async {
        let needles = ["\"", "<", ">", "&", "\\", "\\N", "\\G", "\\n", "\n", "\r\n", "😀", "https://", "\u{200D}"]
        var found: Set<String> = []
        await propertyCheck(count: 300, input: LabelGen.label) { label in
            let bytes = Array(label.utf8)
            for needle in needles where LabelGen.contains(bytes, Array(needle.utf8)) { found.insert(needle) }
            if bytes.count >= 2_000 { found.insert("long") }
        }
        for needle in needles + ["long"] {
            #expect(found.contains(needle), "no generated label contained \(needle.debugDescription)")
        }
    }
}

/// Label generators and the expected rendering of a label.
enum LabelGen {
    /// Building blocks, each kind the labels must mix.
    static let fragments: [String] = [
        // Quotes.
        "\"", "'", "\"\"", "\"quoted\"", "say \"hi\"",
        // Markup characters.
        "<", ">", "<b>", "</g>", "<br/>", "<!--", "-->", "]]>", "<?xml?>",
        // Ampersands, alone and in entity-like text.
        "&", "&&", "AT&T", "a & b", "&amp;", "&lt;", "&#38;", "&copy",
        // Backslashes, alone, in runs, before quotes, at the end.
        "\\", "\\\\", "\\\\\\", "\\\"", "C:\\dir\\", "end\\",
        // Graphviz escapes as literal text.
        "\\N", "\\G", "\\E", "\\T", "\\H", "\\L", "\\l", "\\r", "\\n", "\\\\n",
        // Real line breaks.
        "\n", "\n\n", "\r\n", "\r",
        // Emoji, sequences and their pieces.
        "😀", "👩‍💻", "🏳️‍🌈", "❤️", "👍🏽", "🇫🇷", "\u{200D}", "\u{FE0F}", "é", "e\u{301}", "\u{301}", "中文", "עברית",
        // URLs with & and ".
        "https://example.com/?a=1&b=\"2\"", "http://x.test/p?q=<x>&r=\\N#frag", "mailto:a@b.c?subject=\"x\"&body=y",
        // DOT and Mermaid syntax, plain words, spaces.
        "{", "}", ";", "=", "[", "]", ",", "->", "--", "#", "|", ":", "digraph", "subgraph cluster_x", "node", "edge",
        "label", "Route", "push ×2", " ", "  ", "-", "0", "42",
    ]

    /// A label: up to 14 fragments, sometimes with a long run of text (thousands of characters).
    static let label = zip(
        Gen<String?>.element(of: fragments).map { $0 ?? "" }.array(of: 0...14),
        Gen.int(in: 0...99),
        Gen.int(in: 80...400)
    ).map { parts in
        let (pieces, dice, repeats) = parts
        var text = pieces.joined()
        // Smaller dice shrink towards plainer labels: the long ones come from the top of the range.
        if dice >= 96 { text += String(repeating: "long text & <more> \"quoted\" \\N ", count: repeats) }
        if dice == 95 { text = String(repeating: "x", count: repeats * 20) + text }
        return text
    }

    /// Three labels per graph.
    static let triple = zip(label, label, label)

    /// Cluster `k` holding node `b`; node `a` outside; edge `a -> b`. Every label is used twice.
    static func graph(_ labels: (String, String, String)) -> Graph {
        let (first, second, third) = labels
        return Graph(
            name: "labels", title: first, direction: .leftToRight,
            nodes: [
                Graph.Node(id: "a", label: [first, second]),
                Graph.Node(id: "b", label: [third], style: NodeStyle(fill: .yellow), cluster: "k"),
            ],
            edges: [Graph.Edge(from: "a", to: "b", label: second, style: EdgeStyle(color: .blue, dashed: true))],
            clusters: [Graph.Cluster(id: "k", label: third)]
        )
    }

    /// The lines Graphviz should draw for `label`: split at real line breaks (`\r\n`, `\n`, `\r`),
    /// empty lines dropped (Graphviz draws no `<text>` for them).
    static func drawnLines(_ label: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var scalars = label.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", pending == "\n" { pending = scalars.next() }
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines.filter { !$0.isEmpty }.map(normalized)
    }

    /// Whether `needle` occurs in `bytes`.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Graphviz writes the second and later of consecutive spaces as `&#160;` (no-break space).
    /// What Graphviz draws for `text`: no-break spaces read as spaces (Graphviz writes runs of
    /// spaces as &#160;), a tab as a space, other control characters as their Control Pictures.
    static func normalized(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar -> Unicode.Scalar in
                    switch scalar.value {
                    case 0xA0, 0x09: " "
                    case 0x7F: "\u{2421}"
                    case ..<0x20 where scalar != "\n" && scalar != "\r": Unicode.Scalar(0x2400 + scalar.value)!
                    default: scalar
                    }
                }))
    }
}
