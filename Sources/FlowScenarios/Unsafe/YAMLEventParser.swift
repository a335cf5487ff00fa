internal import CFlowYAML
// libyaml 0.2.5 compiled in this package with its names prefixed `flowatlas_yaml_` (CFlowYAML), not
// Yams' vendored CYaml, which is none of Yams' products. Yams' public API composes whole trees, so
// YAMLBudget could not see an alias before Yams' composer expands it; see docs/scenarios.md. Every
// call to libyaml is in this file.
import FlowAdapter
import FlowSnapshotStore
import Yams

/// Runs libyaml's parser over one text and hands each event on as a `YAMLEvent`; what libyaml
/// refuses becomes a `YAMLFailure`. It opens and closes the parser in pairs and keeps no state.
///
/// Invariant (what its pointers rely on): the text's UTF-8 buffer outlives the parser (both are
/// inside `withUTF8`), the parser is allocated, initialized and deleted in this one call, and
/// every event is deleted after it is converted (its strings are copied out first). The
/// adversarial YAML tests (`FlowScenariosTests`, "Hostile input") feed it every malformed and
/// hostile shape the budget knows.
enum YAMLEventParser {
    /// The version of the libyaml these calls reach, as it reports itself ("0.2.5"): CFlowYAML's,
    /// whose names no other copy of libyaml in the same binary (Yams links one) can take.
    static var libraryVersion: String { String(cString: flowatlas_yaml_get_version_string()) }

    /// Feeds every event of `text` to `consume`, in order, from the stream's start to its end.
    /// Stops at the first error: libyaml's (`.unreadable`, `.malformed`, `.outOfMemory`) or one
    /// `consume` throws.
    static func parse(_ text: String, _ consume: (YAMLEvent) throws(YAMLFailure) -> Void) throws(YAMLFailure) {
        var text = text
        let result = text.withUTF8 { bytes in
            guard bytes.baseAddress == nil else { return Result { () throws(YAMLFailure) in try parse(bytes, consume) } }
            // libyaml wants a pointer even to no bytes.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { none in
                Result { () throws(YAMLFailure) in try parse(UnsafeBufferPointer(start: none.baseAddress, count: 0), consume) }
            }
        }
        try result.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ consume: (YAMLEvent) throws(YAMLFailure) -> Void) throws(YAMLFailure) {
        let parser = UnsafeMutablePointer<flowatlas_yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard flowatlas_yaml_parser_initialize(parser) == 1 else { throw .outOfMemory }
        defer { flowatlas_yaml_parser_delete(parser) }
        flowatlas_yaml_parser_set_encoding(parser, FLOWATLAS_YAML_UTF8_ENCODING)
        flowatlas_yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
        var event = flowatlas_yaml_event_t()
        while true {
            guard flowatlas_yaml_parser_parse(parser, &event) == 1 else { throw failure(of: parser.pointee) }
            defer { flowatlas_yaml_event_delete(&event) }
            let converted = Self.event(event)
            try consume(converted)
            if case .streamEnd = converted.kind { return }
        }
    }

    private static func event(_ event: flowatlas_yaml_event_t) -> YAMLEvent {
        let mark = YAMLEvent.Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        let kind: YAMLEvent.Kind
        switch event.type {
        case FLOWATLAS_YAML_STREAM_START_EVENT: kind = .streamStart
        case FLOWATLAS_YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case FLOWATLAS_YAML_DOCUMENT_END_EVENT: kind = .documentEnd
        case FLOWATLAS_YAML_SCALAR_EVENT: kind = scalar(of: event)
        case FLOWATLAS_YAML_ALIAS_EVENT: kind = .alias(string(event.data.alias.anchor) ?? "")
        case FLOWATLAS_YAML_SEQUENCE_START_EVENT: kind = .sequenceStart(anchor: string(event.data.sequence_start.anchor))
        case FLOWATLAS_YAML_SEQUENCE_END_EVENT: kind = .sequenceEnd
        case FLOWATLAS_YAML_MAPPING_START_EVENT: kind = .mappingStart(anchor: string(event.data.mapping_start.anchor))
        case FLOWATLAS_YAML_MAPPING_END_EVENT: kind = .mappingEnd
        default: kind = .streamEnd  // FLOWATLAS_YAML_NO_EVENT: libyaml gives it only after the stream's end.
        }
        return YAMLEvent(kind: kind, mark: mark)
    }

    private static func scalar(of event: flowatlas_yaml_event_t) -> YAMLEvent.Kind {
        let scalar = event.data.scalar
        // A scalar may hold NUL characters: its length, not a C string.
        let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
        let style = Node.Scalar.Style(rawValue: numericCast(scalar.style.rawValue)) ?? .any
        // As Yams: a quoted scalar without a tag is a string.
        let tag = scalar.quoted_implicit == 1 ? Tag.Name.str.rawValue : string(scalar.tag)
        return .scalar(text, style: style, tag: tag, anchor: string(scalar.anchor))
    }

    private static func failure(of parser: flowatlas_yaml_parser_t) -> YAMLFailure {
        let problem = parser.problem.map { String(cString: $0) } ?? ""
        switch parser.error {
        case FLOWATLAS_YAML_MEMORY_ERROR:
            return .outOfMemory
        case FLOWATLAS_YAML_READER_ERROR:
            return .unreadable(problem: problem, byteOffset: parser.problem_offset, value: parser.problem_value)
        default:
            let context = parser.context.map { text in
                (text: String(cString: text), mark: YAMLEvent.Mark(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1))
            }
            let mark = YAMLEvent.Mark(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
            return .malformed(problem: problem, at: mark, context: context)
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<flowatlas_yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
