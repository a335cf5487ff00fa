import FlowCore

/// The tab bar's own routes: its root, and the account switcher, a sheet over the whole tab bar.
public enum ShellRoute: String, Route, CaseIterable, Codable, Sendable {
    case tabs, accounts
}
