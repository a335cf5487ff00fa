/// Where the app is at launch.
public enum VaultStart: Equatable, Sendable {
    /// No account: the auth flow's landing screen.
    case loggedOut
    /// The account `userId` is locked: its unlock screen (how the app usually launches).
    case locked(userId: String)
    /// The account `userId` is unlocked: the tabs at the Vault tab.
    case unlocked(userId: String)
}
