// libyaml, as Yams vendors it (a module of the Yams package, not a product): the parser Yams itself
// runs, read here event by event.
internal import CYaml

/// Limits a YAML text must keep before it is composed into nodes, checked in one linear pass over
/// libyaml's events (no nodes are built):
///
/// - aliases may repeat at most `maxAliasNodes` nodes in all (each `*alias` counts the nodes of
///   what it names, aliases inside included), so anchors cannot expand exponentially
///   ("billion laughs");
/// - a mapping key is a scalar: no `*alias` and no list or mapping as a key (Yams hashes every key to
///   find duplicates, and hashing an expanded key is where exponential time went);
/// - lists and mappings nest at most `maxDepth` levels (composing recurses once per level).
///
/// A text that is not well-formed YAML passes as far as it goes: the composer reports its error.
struct YAMLBudget {
    /// The nodes all aliases of one file may repeat together.
    static let maxAliasNodes = 10_000
    /// The deepest nesting of lists and mappings.
    static let maxDepth = 64

    var maxAliasNodes = YAMLBudget.maxAliasNodes
    var maxDepth = YAMLBudget.maxDepth

    /// Where the text leaves the budget, and how.
    struct Violation: Error, Equatable {
        /// 1-based line.
        var line: Int
        /// 1-based column, in unicode scalars.
        var column: Int
        /// What was wrong and what was expected.
        var message: String
    }

    /// The first place `text`'s first document leaves the budget, or `nil` when it keeps it (or is
    /// malformed before leaving it).
    func violation(in text: String) -> Violation? {
        var text = text
        return text.withUTF8 { bytes in
            bytes.isEmpty ? nil : violation(inUTF8: bytes)
        }
    }

    private struct Collection {
        var isMapping: Bool
        /// For a mapping: whether the next node is a key.
        var expectsKey: Bool
        var anchor: String?
        /// `nodes` before this collection started.
        var start: Int
    }

    private func violation(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Violation? {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { return nil }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)

        /// Size of each anchored node, aliases inside expanded; registered when the node ends, as Yams does.
        var anchors: [String: Int] = [:]
        var open: [Collection] = []
        /// Nodes so far, aliases expanded.
        var nodes = 0
        /// Nodes repeated by aliases so far.
        var repeated = 0
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else { return nil }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            let column = Int(event.start_mark.column) + 1
            func fail(_ message: String) -> Violation { Violation(line: line, column: column, message: message) }
            let type = event.type
            switch type {
            case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                if let parent = open.indices.last, open[parent].isMapping {
                    if open[parent].expectsKey {
                        if type == YAML_ALIAS_EVENT {
                            let name = Self.string(event.data.alias.anchor)
                            return fail("alias '*\(ScenarioParser.shown(name))' used as a mapping key (expected a plain key such as name or navigate)")
                        }
                        if type != YAML_SCALAR_EVENT {
                            let kind = type == YAML_SEQUENCE_START_EVENT ? "a list" : "a mapping"
                            return fail("\(kind) used as a mapping key (expected a plain key such as name or navigate)")
                        }
                    }
                    open[parent].expectsKey.toggle()
                }
                switch type {
                case YAML_SCALAR_EVENT:
                    nodes += 1
                    if let anchor = event.data.scalar.anchor { anchors[Self.string(anchor)] = 1 }
                case YAML_ALIAS_EVENT:
                    let name = Self.string(event.data.alias.anchor)
                    // An undefined alias is the composer's to report.
                    guard let size = anchors[name] else { return nil }
                    repeated += size
                    nodes += size
                    if repeated > maxAliasNodes {
                        return fail(
                            "alias '*\(ScenarioParser.shown(name))' repeats \(size) nodes, \(repeated) in all (expected aliases to repeat at most \(maxAliasNodes) nodes in a file)"
                        )
                    }
                default:
                    let isMapping = type == YAML_MAPPING_START_EVENT
                    let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                    open.append(Collection(isMapping: isMapping, expectsKey: true, anchor: anchor.map(Self.string), start: nodes))
                    nodes += 1
                    if open.count > maxDepth {
                        return fail("lists and mappings nested \(open.count) levels deep (expected at most \(maxDepth) levels)")
                    }
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let collection = open.popLast() else { return nil }
                if let anchor = collection.anchor { anchors[anchor] = nodes - collection.start }
            case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
                // Only the first document is composed; a second one is the composer's to report.
                return nil
            default:
                continue
            }
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
