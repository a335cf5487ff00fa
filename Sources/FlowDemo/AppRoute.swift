import FlowCore

/// The app's flows.
public enum AppRoute: String, Route, CaseIterable, Codable, Sendable { case login, tabRoot }
