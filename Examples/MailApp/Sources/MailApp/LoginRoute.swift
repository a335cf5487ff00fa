import FlowCore

/// The screens of the login flow: a welcome screen, then the sign-in form pushed on it.
public enum LoginRoute: String, Route, CaseIterable, Codable, Sendable {
    case welcome, signIn
}
