import FlowCore

/// The Settings tab's own screens. The account screens are `AccountRoute`, shown by a pushed child.
public enum SettingsRoute: String, Route, CaseIterable, Codable, Sendable {
    case settings, notifications
}
