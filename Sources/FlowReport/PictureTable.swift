import FlowGraph

/// The distinct hierarchy pictures of a report, each kept once (`pictures.js`, shared by every
/// page): a picture is a tree's structure, and each step lights up its own nodes in it.
public final class PictureTable {
    /// Inline SVG, in first-use order (deterministic for the same scenarios).
    public private(set) var pictures: [String] = []
    private var index: [String: Int] = [:]
    private var drawn: [Graph: Int] = [:]

    public init() {}

    /// The index of the picture of `graph`, drawn with `render` only the first time it is seen.
    public func picture(of graph: Graph, render: (Graph) throws -> String) rethrows -> Int {
        if let known = drawn[graph] { return known }
        let added = intern(try render(graph))
        drawn[graph] = added
        return added
    }

    /// The index of `svg`, added when new.
    public func intern(_ svg: String) -> Int {
        if let known = index[svg] { return known }
        index[svg] = pictures.count
        pictures.append(svg)
        return pictures.count - 1
    }

    /// `pictures.js`: the pictures as a JavaScript array, safe to load with `<script src>`.
    public var script: String { "window.FLOW_PICTURES = [\n" + pictures.map(HTMLText.scriptString).joined(separator: ",\n") + "\n];\n" }
}
