import FlowCore

/// DeepBlue, a child pushed onto Blue, and its nested modals.
public enum DeepBlueRoute: String, Route, CaseIterable, Codable, Sendable {
    case level1, level2, level3, level3Modal, level3NestedModal
}
