import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Graphviz SVG, parsed as XML (never searched as a string).
///
/// Graphviz writes one `<g class="graph|cluster|node|edge">` per object, with the object's
/// name as `<title>`, its shape as `<path>`/`<polygon>`/`<ellipse>`, and one `<text>` per
/// non-empty label line.
package struct SVGDocument: Sendable {
    /// One `<g class="…">` group.
    package struct Group: Sendable, Equatable {
        /// `graph`, `cluster`, `node` or `edge`.
        package var kind: String
        /// The `id` attribute (`node1`, `edge3`, …).
        package var id: String
        /// The `<title>` text: the node id, `tail->head`, the subgraph or graph name.
        package var title: String
        /// The `<text>` contents, in document order (entities decoded).
        package var texts: [String]
        /// The attributes of the group's first shape element.
        package var shape: [String: String]
    }

    /// Every group, in document order.
    package var groups: [Group]
    /// The root element's name (`svg`).
    package var rootElement: String
    /// The root element's attributes (`width`, `height` in points: `123pt`).
    package var rootAttributes: [String: String] = [:]

    /// The picture's longer side in pixels at 96 dpi (Graphviz writes points: 72 per inch).
    package var longerSidePixels: Double {
        func points(_ name: String) -> Double { Double((rootAttributes[name] ?? "").prefix { $0.isNumber || $0 == "." }) ?? .infinity }
        return max(points("width"), points("height")) * 96 / 72
    }

    package var nodes: [Group] { groups.filter { $0.kind == "node" } }
    package var edges: [Group] { groups.filter { $0.kind == "edge" } }
    package var clusters: [Group] { groups.filter { $0.kind == "cluster" } }
    package var graph: Group? { groups.first { $0.kind == "graph" } }

    /// The node group titled `id`.
    package func node(_ id: String) -> Group? { nodes.first { $0.title == id } }

    /// Parses `data`; throws with the parser's line, column and message when it is not well-formed XML.
    package static func parse(_ data: Data) throws -> SVGDocument {
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        guard parser.parse() else {
            let reason = parser.parserError.map { String(describing: $0) } ?? "unknown error"
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let line = lines.indices.contains(parser.lineNumber - 1) ? String(lines[parser.lineNumber - 1].prefix(300)) : ""
            throw SVGError(
                description:
                    "SVG is not well-formed XML at line \(parser.lineNumber), column \(parser.columnNumber): \(reason); the line: \(line.debugDescription)")
        }
        guard let root = collector.root else { throw SVGError(description: "SVG has no root element") }
        return SVGDocument(groups: collector.groups, rootElement: root, rootAttributes: collector.rootAttributes)
    }

    /// Parses a String.
    package static func parse(_ text: String) throws -> SVGDocument { try parse(Data(text.utf8)) }
}

/// The SVG could not be parsed.
package struct SVGError: Error, CustomStringConvertible {
    package let description: String
}

/// Collects groups while XMLParser walks the document. Used by one parse only.
private final class Collector: NSObject, XMLParserDelegate {
    var groups: [SVGDocument.Group] = []
    var root: String?
    var rootAttributes: [String: String] = [:]
    var errors: [String] = []
    /// Indices into `groups` of the open `<g class>` elements (plain `<g>` pushes nil).
    private var openGroups: [Int?] = []
    /// The text being collected (`title` or `text`), if inside one.
    private var capture: (element: String, text: String)?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes: [String: String] = [:]
    ) {
        if root == nil {
            root = elementName
            rootAttributes = attributes
        }
        switch elementName {
        case "g":
            if let kind = attributes["class"] {
                groups.append(SVGDocument.Group(kind: kind, id: attributes["id"] ?? "", title: "", texts: [], shape: [:]))
                openGroups.append(groups.count - 1)
            } else {
                openGroups.append(nil)
            }
        case "title", "text":
            capture = (elementName, "")
        case "path", "polygon", "ellipse", "polyline":
            if let index = currentGroup, groups[index].shape.isEmpty { groups[index].shape = attributes.merging(["element": elementName]) { a, _ in a } }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        capture?.text += string
    }

    func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
        capture?.text += whitespaceString
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        capture?.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        switch elementName {
        case "g":
            _ = openGroups.popLast()
        case "title", "text":
            guard let (element, text) = capture, element == elementName else { break }
            capture = nil
            guard let index = currentGroup else { break }
            if element == "title" { groups[index].title = text } else { groups[index].texts.append(text) }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        errors.append(String(describing: parseError))
    }

    private var currentGroup: Int? { openGroups.last { $0 != nil } ?? nil }
}
