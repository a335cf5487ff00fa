import FlowAdapter
import FlowSnapshotStore
import Yams

/// A YAML node as the scenario reader walks it: what Yams's composer would give, in a smaller form
/// (a 100,000-step file is about 300,000 nodes). Built by `ScenarioComposer` for plain files, or
/// converted from Yams's nodes for files that use tags, anchors or aliases. Stored inline (not
/// boxed): a node is at most a string, two small numbers and a reference.
enum ScenarioNode {
    /// A scalar: its text, style and tag.
    case scalar(String, style: Node.Scalar.Style, tag: ScalarTag, line: Int, column: Int)
    case sequence([ScenarioNode], line: Int, column: Int)
    case mapping([(key: ScenarioNode, value: ScenarioNode)], line: Int, column: Int)
    case alias(line: Int?, column: Int?)

    /// The node as Yams composed it.
    init(_ node: Node) {
        let line = node.mark?.line ?? 1
        let column = node.mark?.column ?? 1
        switch node {
        case let .scalar(scalar):
            self = .scalar(scalar.string, style: scalar.style, tag: .yams(YamsScalar(scalar)), line: line, column: column)
        case let .sequence(sequence):
            self = .sequence(sequence.map(ScenarioNode.init), line: line, column: column)
        case let .mapping(mapping):
            self = .mapping(mapping.map { (ScenarioNode($0.key), ScenarioNode($0.value)) }, line: line, column: column)
        default:
            self = .alias(line: node.mark?.line, column: node.mark?.column)
        }
    }

    /// 1-based line, when known.
    var line: Int? {
        switch self {
        case let .scalar(_, _, _, line, _), let .sequence(_, line, _), let .mapping(_, line, _): line
        case let .alias(line, _): line
        }
    }

    /// 1-based column (in unicode scalars), when known.
    var column: Int? {
        switch self {
        case let .scalar(_, _, _, _, column), let .sequence(_, _, column), let .mapping(_, _, column): column
        case let .alias(_, column): column
        }
    }

    /// A scalar's text (Yams's `Node.string`).
    var string: String? {
        if case let .scalar(text, _, _, _, _) = self { return text }
        return nil
    }

    /// A scalar as an integer, by Yams's rules (`Node.int`).
    var int: Int? { yamsScalar.flatMap(Int.construct) }

    /// A scalar as a Boolean, by Yams's rules (`Node.bool`).
    var bool: Bool? { yamsScalar.flatMap(Bool.construct) }

    var yamsScalar: Node.Scalar? {
        guard case let .scalar(text, style, tag, _, _) = self else { return nil }
        switch tag {
        case .implicit: return Node.Scalar(text, Tag(.implicit), style)
        case .string: return Node.Scalar(text, Tag(.str), style)
        case let .yams(box): return box.scalar
        }
    }

    /// The node as a Yams node, for decoding a value with `YAMLDecoder` (a route written in its
    /// Codable form); marks are not kept.
    var yamsNode: Node {
        switch self {
        case .scalar: .scalar(yamsScalar ?? Node.Scalar(""))
        case let .sequence(items, _, _): .sequence(Node.Sequence(items.map(\.yamsNode)))
        case let .mapping(pairs, _, _): .mapping(Node.Mapping(pairs.map { ($0.key.yamsNode, $0.value.yamsNode) }))
        case .alias: .scalar(Node.Scalar(""))
        }
    }

    /// A scalar's tag, as Yams's composer would give it.
    enum ScalarTag {
        /// None written, on a plain scalar: resolved by Yams's rules when read.
        case implicit
        /// A quoted scalar without a tag: a string.
        case string
        /// The scalar as Yams composed it (with whatever tag it has).
        case yams(YamsScalar)
    }

    /// A scalar Yams composed, kept by reference so that nodes stay small.
    final class YamsScalar {
        let scalar: Node.Scalar
        init(_ scalar: Node.Scalar) { self.scalar = scalar }
    }
}
