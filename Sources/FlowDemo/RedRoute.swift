import FlowCore

/// The Red tab.
public enum RedRoute: String, Route, CaseIterable, Codable, Sendable { case red, lightRed, darkRed, info }
