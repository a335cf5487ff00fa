import FlowCore

/// The Yellow tab (and the detours).
public enum YellowRoute: String, Route, CaseIterable, Codable, Sendable { case yellow, lightYellow, darkYellow, info }
