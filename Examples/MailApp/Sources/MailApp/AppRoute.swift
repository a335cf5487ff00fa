import FlowCore

/// The app's two flows: signing in, and the signed-in tabs.
///
/// `AppCoordinator` swaps the whole flow for these routes; `MailTabCoordinator` is rooted at `.main`.
public enum AppRoute: String, Route, CaseIterable, Codable, Sendable {
    case login, main
}
