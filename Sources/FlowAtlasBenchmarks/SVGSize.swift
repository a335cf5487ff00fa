import FlowBigApp
import FlowCore
import FlowDocs
import FlowGraph
import FlowGraphviz
import FlowScenarios
import FlowText
import Foundation

/// The size an SVG declares (`<svg width="123pt" height="45pt"`), in points.
enum SVGSize {
    static func points(_ svg: Data) -> (width: Double, height: Double) {
        let head = String(decoding: svg.prefix(2_000), as: UTF8.self)
        func value(_ name: String) -> Double {
            guard let range = head.range(of: "<svg width=") == nil ? nil : head.range(of: " \(name)=\"") else { return 0 }
            return Double(head[range.upperBound...].prefix { $0.isNumber || $0 == "." }) ?? 0
        }
        return (value("width"), value("height"))
    }
}
