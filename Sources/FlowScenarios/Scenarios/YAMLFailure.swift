/// Why a YAML text could not be composed into nodes, and where: what libyaml refused, what the
/// composer refused as Yams's composer would, or a limit of `YAMLBudget`. `YAMLErrorTranslation`
/// words each one for a scenario error.
enum YAMLFailure: Error {
    /// libyaml's reader refused a character; `byteOffset` counts UTF-8 bytes from the start, and
    /// `value` is the character's code point (negative when there is none).
    case unreadable(problem: String, byteOffset: Int, value: Int32)
    /// libyaml's scanner or parser stopped: its `problem` at `mark`, while doing what `context`
    /// says (which started at its own mark).
    case malformed(problem: String, at: YAMLEvent.Mark, context: (text: String, mark: YAMLEvent.Mark)?)
    /// libyaml could not allocate memory.
    case outOfMemory
    /// An alias (`*name`) to no anchor defined before it.
    case undefinedAlias(at: YAMLEvent.Mark)
    /// Keys given more than once in one mapping (same text, same resolved tag, as Yams compares
    /// them), sorted, at the first occurrence of the first one.
    case duplicatedKeys([String], at: YAMLEvent.Mark)
    /// A second document, starting at `mark`.
    case secondDocument(at: YAMLEvent.Mark)
    /// The text leaves the budget (`YAMLBudget.Violation` has the message).
    case overBudget(YAMLBudget.Violation)
}
