import FlowCore

/// The Blue tab.
public enum BlueRoute: String, Route, CaseIterable, Codable, Sendable { case blue, lightBlue, darkBlue, invalidView, info }
