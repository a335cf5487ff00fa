/// A broken engine rule, found after one action.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    /// The rule that was broken.
    public var rule: InvariantRule
    /// What was seen.
    public var detail: String
    public var description: String { "\(rule): \(detail)" }
}
