import FlowDiagrams
import FlowGraph
import FlowGraphviz
import Foundation
import Testing

@Test func zzScratch() throws {
    for label in ["a\r\nb", "say \"\u{301}hi", "x\\\u{301}N", "&#1;", "AT&amp;T", "tab\there", "  two  spaces  ", " lead", "\u{7}bell"] {
        let g = LabelGen.graph((label, "x", "y"))
        var line = "\(label.debugDescription): "
        do { let svg = try SVGDocument.parse(try GraphvizRenderer.render(g)); line += "svg ok texts=\(svg.node("a")!.texts.map(\.debugDescription)) " } catch { line += "svg ERR \(error) " }
        do { _ = try GraphvizRenderer.renderDOT(DOTEmitter.dot(g)); line += "dot ok " } catch { line += "dot ERR \(error) " }
        line += "mermaid=\(MermaidEmitter.mermaid(g).split(separator: "\n", omittingEmptySubsequences: false).count) lines; dot line: \(DOTEmitter.dot(g).split(separator: "\n").first { $0.contains("\"a\" [") }!.debugDescription)"
        print(line)
    }
}
