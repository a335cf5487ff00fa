import FlowCore

/// The Generator tab: the password generator and its history.
public enum GeneratorRoute: String, Route, CaseIterable, Codable, Sendable {
    /// The generator (the tab's root).
    case generator
    /// Passwords generated before, pushed.
    case history
}
