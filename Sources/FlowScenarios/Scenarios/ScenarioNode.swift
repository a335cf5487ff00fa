import FlowAdapter
import FlowSnapshotStore
import Yams

/// A YAML node as the scenario reader walks it: what Yams's composer would give, in a smaller form
/// (a 100,000-step file is about 300,000 nodes), built by `ScenarioComposer`. Stored inline (not
/// boxed): a node is at most a string, two small numbers and a reference. An alias is the node its
/// anchor names, with that node's place.
enum ScenarioNode {
    /// A scalar: its text, style and tag.
    case scalar(String, style: Node.Scalar.Style, tag: ScalarTag, mark: YAMLEvent.Mark)
    case sequence([ScenarioNode], mark: YAMLEvent.Mark)
    case mapping([(key: ScenarioNode, value: ScenarioNode)], mark: YAMLEvent.Mark)

    /// Where the node starts.
    var mark: YAMLEvent.Mark {
        switch self {
        case let .scalar(_, _, _, mark), let .sequence(_, mark), let .mapping(_, mark): mark
        }
    }

    /// 1-based line.
    var line: Int { mark.line }

    /// 1-based column, in unicode scalars.
    var column: Int { mark.column }

    /// A scalar's text (Yams's `Node.string`).
    var string: String? {
        if case let .scalar(text, _, _, _) = self { return text }
        return nil
    }

    /// A scalar as an integer, by Yams's rules (`Node.int`).
    var int: Int? { yamsScalar.flatMap(Int.construct) }

    /// A scalar as a Boolean, by Yams's rules (`Node.bool`).
    var bool: Bool? { yamsScalar.flatMap(Bool.construct) }

    /// A scalar as Yams would have composed it (without its mark).
    var yamsScalar: Node.Scalar? {
        guard case let .scalar(text, style, tag, _) = self else { return nil }
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
        case let .sequence(items, _): .sequence(Node.Sequence(items.map(\.yamsNode)))
        case let .mapping(pairs, _): .mapping(Node.Mapping(pairs.map { ($0.key.yamsNode, $0.value.yamsNode) }))
        }
    }

    /// A scalar's tag, as Yams's composer would give it.
    enum ScalarTag {
        /// None written, on a plain scalar: resolved by Yams's rules when read.
        case implicit
        /// A quoted scalar without a tag, or one tagged `!!str`: a string.
        case string
        /// Any other tag written: the scalar as Yams composes it.
        case yams(YamsScalar)

        /// The tag of the scalar `text` in `style`, from the tag its event carries (`YAMLEvent.Kind.scalar`).
        init(_ tag: String?, text: String, style: Node.Scalar.Style) {
            switch tag {
            case nil: self = .implicit
            case Tag.Name.str.rawValue: self = .string
            case let tag?: self = .yams(YamsScalar(Node.Scalar(text, Tag(Tag.Name(rawValue: tag)), style)))
            }
        }
    }

    /// A scalar with a tag of its own, kept by reference so that nodes stay small.
    final class YamsScalar {
        let scalar: Node.Scalar
        init(_ scalar: Node.Scalar) { self.scalar = scalar }
    }
}
