import FlowCore

/// The Green tab.
public enum GreenRoute: String, Route, CaseIterable, Codable, Sendable {
    case green, lightGreen, darkGreen, evenDarkerGreen, darkestGreen, info
}
