import FlowCore

/// Rainbow, a child pushed onto Red.
public enum RainbowRoute: String, Route, CaseIterable, Codable, Sendable { case red, orange, yellow, green, blue, purple }
