import FlowAtlasTestSupport
import FlowGraph
import FlowGraphviz
import Foundation
import Testing

/// Named hostile labels, each checked on every path: in-process SVG (well-formed XML, text
/// round-trips), DOT text (Graphviz re-reads it and draws the same texts), Mermaid (no raw
/// line breaks). The property tests search at random; these pin the cases down.
@Suite("Label escaping, case by case")
struct LabelEscapingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let label: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "markup and quotes", label: "<b>bold</b> & \"quoted\" 'single' <!-- x --> ]]>"),
        Case(name: "Graphviz escapes as text", label: #"\N \G \E \T \H \L \l \n \r \\ \"#),
        Case(name: "backslash before a quote", label: #"a\"b\\"c"#),
        Case(name: "URL with & and quotes", label: "https://example.com/p?a=1&b=\"2\"&c=<3>#frag"),
        Case(name: "emoji sequences", label: "👩‍💻 🏳️‍🌈 ❤️ 👍🏽 🇫🇷 é"),
        Case(name: "runs of spaces, leading and trailing", label: "  two  spaces  "),
        Case(name: "line feeds and a lone carriage return", label: "one\ntwo\rthree\n\nfive"),
        Case(name: "thousands of characters", label: String(repeating: "long & <text> \"q\" \\N ", count: 250)),
        Case(name: "CRLF line break", label: "one\r\ntwo"),
        Case(name: "entity-like text stays literal", label: "AT&amp;T &lt;b&gt; &#38; &#x26; &copy;"),
        Case(name: "quote followed by a combining mark", label: "say \"\u{301}hi\" now"),
        Case(name: "backslash followed by a combining mark", label: "x\\\u{301}N"),
        Case(name: "quote followed by a zero-width joiner", label: "a\"\u{200D}b"),
        Case(name: "numeric entity of a control character", label: "bell &#1; here"),
        Case(name: "raw control character", label: "bell \u{7} here"),
    ]

    /// Node `a` labelled `[label, "second"]`, node `b` in cluster `k` labelled `label`,
    /// edge `a -> b` labelled `label`, graph title `label`.
    static func graph(_ label: String) -> Graph {
        var graph = LabelGen.graph((label, "second", label))
        graph.edges[0].label = label
        return graph
    }

    @Test("In-process SVG is well-formed XML and its texts are the label's lines", arguments: cases)
    func inProcess(_ item: Case) throws {
        let data = try GraphvizRenderer.render(Self.graph(item.label))
        let svg = try SVGDocument.parse(data)
        let lines = LabelGen.drawnLines(item.label)
        #expect(svg.node("a")?.texts.map(LabelGen.normalized) == lines + ["second"], "node a")
        #expect(svg.node("b")?.texts.map(LabelGen.normalized) == lines, "node b")
        #expect(svg.edges.first?.texts.map(LabelGen.normalized) == lines, "edge")
        #expect(svg.clusters.first?.texts.map(LabelGen.normalized) == lines, "cluster")
        #expect(svg.graph?.texts.map(LabelGen.normalized) == lines, "graph title")
    }

    @Test("The DOT text re-parses and carries the same texts", arguments: cases)
    func dotText(_ item: Case) throws {
        let graph = Self.graph(item.label)
        let dot = DOTEmitter.dot(graph)
        #expect(!dot.unicodeScalars.contains("\r"), "no raw carriage return inside a DOT string")
        let viaDOT = try SVGDocument.parse(try GraphvizRenderer.renderDOT(dot))
        let lines = LabelGen.drawnLines(item.label)
        #expect(viaDOT.nodes.map(\.title).sorted() == ["a", "b"])
        #expect(viaDOT.node("b")?.texts.map(LabelGen.normalized) == lines, "node b via DOT")
        #expect(viaDOT.edges.first?.texts.map(LabelGen.normalized) == lines, "edge via DOT")
    }

    @Test("Mermaid keeps each node on one line", arguments: cases)
    func mermaid(_ item: Case) {
        let text = MermaidEmitter.mermaid(Self.graph(item.label))
        let plain = MermaidEmitter.mermaid(Self.graph("plain"))
        #expect(!text.unicodeScalars.contains("\r"), "raw carriage return in Mermaid")
        #expect(
            text.unicodeScalars.filter { $0 == "\n" }.count == plain.unicodeScalars.filter { $0 == "\n" }.count,
            "a label broke a Mermaid line")
        let quotes = { (mermaid: String) in mermaid.unicodeScalars.filter { $0 == "\"" }.count }
        #expect(quotes(text) == quotes(plain), "a raw quote in a label would end the Mermaid string")
    }
}
