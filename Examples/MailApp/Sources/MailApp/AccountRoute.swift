import FlowCore

/// The account screens, pushed onto Settings: the account overview and the sign-out confirmation.
public enum AccountRoute: String, Route, CaseIterable, Codable, Sendable {
    case account, signOut
}
