import FlowCore

/// The signed-in accounts. Navigating to one switches to it: every tab is built again.
public enum AccountRoute: String, Route, CaseIterable, Codable, Sendable {
    case alice, bob
}
