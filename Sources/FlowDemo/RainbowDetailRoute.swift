import FlowCore

/// RainbowDetail, a child pushed onto Rainbow.
public enum RainbowDetailRoute: String, Route, CaseIterable, Codable, Sendable { case detail, modal }
