import FlowAdapter
import FlowSnapshotStore
import Yams

/// One event of libyaml's parser as Swift values (`YAMLEventParser` makes them): what the
/// composer builds nodes from and the budget counts.
struct YAMLEvent {
    /// A place in the text: 1-based line, and 1-based column in unicode scalars.
    struct Mark: Equatable {
        var line: Int
        var column: Int
    }

    enum Kind {
        case streamStart, streamEnd, documentStart, documentEnd
        /// A scalar. `tag` is as Yams reads it: `nil` when none is written on a plain scalar, the
        /// string tag on a quoted one without a tag, else the tag written (`!!int` expanded).
        case scalar(String, style: Node.Scalar.Style, tag: String?, anchor: String?)
        /// `*name`.
        case alias(String)
        case sequenceStart(anchor: String?)
        case mappingStart(anchor: String?)
        case sequenceEnd, mappingEnd
    }

    var kind: Kind
    /// Where the event starts.
    var mark: Mark
}
