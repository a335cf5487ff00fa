import FlowCore

/// The Settings tab's screens.
public enum SettingsRoute: String, Route, CaseIterable, Codable, Sendable {
    /// The settings list (the tab's root).
    case settings
    /// Account security (unlock methods, "Lock now", "Log out"), pushed.
    case accountSecurity
    /// About the app, pushed.
    case about
}
