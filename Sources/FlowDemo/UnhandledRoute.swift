import FlowCore

/// A route nobody handles: the `navigationFailed` demo.
public enum UnhandledRoute: String, Route, CaseIterable, Codable, Sendable { case invalidRoute }
