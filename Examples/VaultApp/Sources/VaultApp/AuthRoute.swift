import FlowCore

/// The auth flow's screens. `landing` and `checkEmail` are roots: navigating to either makes it
/// the flow's root over an empty stack (`NavigationType.setRoot`), so Back never returns to a
/// finished registration form.
public enum AuthRoute: String, Route, CaseIterable, Codable, Sendable {
    /// The landing screen (email field, "Log in", "Create account"): the flow's usual root.
    case landing
    /// The master-password form, pushed on the landing screen.
    case login
    /// The two-step login code, pushed on the login form.
    case twoFactor
    /// The registration form, pushed on the landing screen.
    case createAccount
    /// "Check your email", after registering: a new root for the whole flow.
    case checkEmail
}
