import FlowCore

/// One account's unlock flow. Its root carries the account (`vaultUnlock(userId:)`), so the
/// flow's own root tells the accounts apart while the app root shows only `AppRoute.locked`.
///
/// Identifiers: `vaultUnlock_<userId>` (for example `vaultUnlock_carol`), `passwordHint`.
public enum UnlockRoute: Route, Codable, Sendable {
    /// The unlock screen of the account `userId` (the flow's root). Navigated to from anywhere,
    /// it locks the app on that account: the app root changes flow.
    case vaultUnlock(userId: String)
    /// The master-password hint, pushed on the unlock screen.
    case passwordHint

    public var identifier: String {
        switch self {
        case let .vaultUnlock(userId): "vaultUnlock_\(userId)"
        case .passwordHint: "passwordHint"
        }
    }
}
