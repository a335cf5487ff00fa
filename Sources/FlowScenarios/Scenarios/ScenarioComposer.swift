internal import CYaml
import Yams

/// Composes a scenario file into `ScenarioNode`s straight from libyaml's events, the way Yams's
/// composer would, without Yams's per-node objects: a 100,000-step file needs a third of the memory.
///
/// It handles what scenario files use: scalars, lists and mappings without tags, anchors or
/// aliases, one document, no repeated key. For anything else, or a file libyaml rejects, it
/// returns `nil` and the parser composes with Yams, so messages and meaning stay Yams's.
enum ScenarioComposer {
    /// The root node of `text`'s only document, or `nil` when Yams must compose it.
    static func compose(_ text: String) -> ScenarioNode? {
        var text = text
        return text.withUTF8 { bytes in bytes.isEmpty ? nil : compose(bytes) }
    }

    private struct Open {
        var isMapping: Bool
        var line: Int
        var column: Int
        var items: [ScenarioNode] = []
        /// Key texts seen so far (a mapping's keys are scalars here).
        var keys: Set<String> = []
    }

    private static func compose(_ bytes: UnsafeBufferPointer<UInt8>) -> ScenarioNode? {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { return nil }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)

        var open: [Open] = []
        var root: ScenarioNode?
        var documents = 0
        var event = yaml_event_t()
        /// Adds a finished node to the collection being built, or makes it the root.
        func add(_ node: ScenarioNode) -> Bool {
            guard !open.isEmpty else {
                root = node
                return true
            }
            let index = open.count - 1
            if open[index].isMapping, open[index].items.count % 2 == 0 {
                // A key: only scalars, each once (Yams reports repeated keys).
                guard let key = node.string, open[index].keys.insert(key).inserted else { return false }
            }
            open[index].items.append(node)
            return true
        }
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else { return nil }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            let column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT:
                continue
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                guard documents == 1 else { return nil }
            case YAML_STREAM_END_EVENT:
                return root
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                guard scalar.anchor == nil, scalar.tag == nil || scalar.quoted_implicit == 1,
                    let style = Node.Scalar.Style(rawValue: numericCast(scalar.style.rawValue))
                else { return nil }
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                // As Yams: a quoted scalar is a string; a plain one is resolved when read.
                let tag: ScenarioNode.ScalarTag = scalar.quoted_implicit == 1 ? .string : .implicit
                guard add(.scalar(text, style: style, tag: tag, line: line, column: column)) else { return nil }
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                guard start.anchor == nil, start.implicit != 0 else { return nil }
                open.append(Open(isMapping: false, line: line, column: column))
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                guard start.anchor == nil, start.implicit != 0 else { return nil }
                open.append(Open(isMapping: true, line: line, column: column))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let done = open.popLast() else { return nil }
                let node: ScenarioNode
                if done.isMapping {
                    guard done.items.count % 2 == 0 else { return nil }
                    node = .mapping(
                        stride(from: 0, to: done.items.count, by: 2).map { (done.items[$0], done.items[$0 + 1]) },
                        line: done.line, column: done.column)
                } else {
                    node = .sequence(done.items, line: done.line, column: done.column)
                }
                guard add(node) else { return nil }
            default:
                // Aliases, and anything unexpected.
                return nil
            }
        }
    }
}
