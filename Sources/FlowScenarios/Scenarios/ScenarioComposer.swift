internal import CYaml
import FlowAdapter
import FlowSnapshotStore
import Yams

/// Composes a scenario file into `ScenarioNode`s straight from libyaml's events, the way Yams's
/// composer would, without Yams's per-node objects: a 100,000-step file needs a third of the memory.
///
/// It handles what scenario files use: scalars, lists and mappings without tags, anchors or
/// aliases, one document, no repeated key. For anything else, or a file libyaml rejects, it
/// says why and where (`Fallback`) and the parser composes with Yams, so messages and meaning
/// stay Yams's (for files small enough: Yams needs about 40 times the file's size).
enum ScenarioComposer {
    /// Why, and where, a text needs Yams.
    struct Fallback: Error {
        /// 1-based line and column (in unicode scalars) of what needs Yams.
        var line: Int
        var column: Int
        /// What it is (`an anchor`), or for malformed YAML libyaml's problem (`malformed YAML: …`).
        var reason: String
        /// Whether the text is malformed (libyaml stopped), rather than using what only Yams composes.
        var isMalformed: Bool
    }

    /// The root node of `text`'s only document, or `nil` when Yams must compose it.
    static func compose(_ text: String) -> ScenarioNode? {
        try? composeOrExplain(text).get()
    }

    /// The root node of `text`'s only document, or why and where Yams must compose it.
    static func composeOrExplain(_ text: String) -> Result<ScenarioNode, Fallback> {
        var text = text
        return text.withUTF8 { bytes in
            bytes.isEmpty ? .failure(Fallback(line: 1, column: 1, reason: "an empty file", isMalformed: true)) : compose(bytes)
        }
    }

    private struct Open {
        var isMapping: Bool
        var line: Int
        var column: Int
        var items: [ScenarioNode] = []
        /// Key texts seen so far (a mapping's keys are scalars here).
        var keys: Set<String> = []
    }

    private static func compose(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<ScenarioNode, Fallback> {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { return .failure(Fallback(line: 1, column: 1, reason: "libyaml could not start", isMalformed: true)) }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)

        var open: [Open] = []
        var root: ScenarioNode?
        var documents = 0
        var event = yaml_event_t()
        var line = 1
        var column = 1
        func fallback(_ reason: String) -> Result<ScenarioNode, Fallback> { .failure(Fallback(line: line, column: column, reason: reason, isMalformed: false)) }
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
            guard yaml_parser_parse(parser, &event) == 1 else {
                let mark = parser.pointee.problem_mark
                let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unreadable YAML"
                return .failure(Fallback(line: Int(mark.line) + 1, column: Int(mark.column) + 1, reason: "malformed YAML: \(problem)", isMalformed: true))
            }
            defer { yaml_event_delete(&event) }
            line = Int(event.start_mark.line) + 1
            column = Int(event.start_mark.column) + 1
            switch event.type {
            case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT:
                continue
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                guard documents == 1 else { return fallback("a second YAML document") }
            case YAML_STREAM_END_EVENT:
                guard let root else { return .failure(Fallback(line: 1, column: 1, reason: "an empty document", isMalformed: true)) }
                return .success(root)
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                guard scalar.anchor == nil else { return fallback("an anchor") }
                guard scalar.tag == nil || scalar.quoted_implicit == 1 else { return fallback("a tag") }
                guard let style = Node.Scalar.Style(rawValue: numericCast(scalar.style.rawValue)) else { return fallback("an unknown scalar style") }
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                // As Yams: a quoted scalar is a string; a plain one is resolved when read.
                let tag: ScenarioNode.ScalarTag = scalar.quoted_implicit == 1 ? .string : .implicit
                guard add(.scalar(text, style: style, tag: tag, line: line, column: column)) else { return fallback("a key given twice, or not a plain key") }
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                guard start.anchor == nil else { return fallback("an anchor") }
                guard start.implicit != 0 else { return fallback("a tag") }
                open.append(Open(isMapping: false, line: line, column: column))
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                guard start.anchor == nil else { return fallback("an anchor") }
                guard start.implicit != 0 else { return fallback("a tag") }
                open.append(Open(isMapping: true, line: line, column: column))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let done = open.popLast() else { return fallback("an unexpected end") }
                let node: ScenarioNode
                if done.isMapping {
                    guard done.items.count % 2 == 0 else { return fallback("a key without a value") }
                    node = .mapping(
                        stride(from: 0, to: done.items.count, by: 2).map { (done.items[$0], done.items[$0 + 1]) },
                        line: done.line, column: done.column)
                } else {
                    node = .sequence(done.items, line: done.line, column: done.column)
                }
                guard add(node) else { return fallback("a list or mapping as a key") }
            case YAML_ALIAS_EVENT:
                return fallback("an alias")
            default:
                return fallback("an unexpected YAML event")
            }
        }
    }
}
