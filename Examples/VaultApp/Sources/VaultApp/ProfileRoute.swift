import FlowCore

/// The account switcher sheet. Choosing an account locks the app on it
/// (`UnlockRoute.vaultUnlock(userId:)`); "Add account" goes to the auth flow (`AppRoute.auth`).
public enum ProfileRoute: String, Route, CaseIterable, Codable, Sendable {
    /// The list of accounts (the sheet's root).
    case switcher
}
