import FlowCore

/// The app root's routes: its three flows, and the links it can hold while the vault is locked.
///
/// `VaultAppCoordinator` swaps flows for `auth` and `unlocked(userId:)`; `locked` is the root it
/// shows while an account's unlock flow is on screen (that flow's own root,
/// `UnlockRoute.vaultUnlock(userId:)`, says which account). `tab(_:)` and `addTotp(key:)` are
/// links: the tab bar (`VaultTabCoordinator`, rooted at `unlocked(userId:)`) selects a tab for the
/// first and presents the TOTP sheet for the second, and the root holds either as its pending
/// navigation until the vault is unlocked.
///
/// Identifiers: `auth`, `locked`, `unlocked_<userId>`, `tab_<name>` (for example `tab_send`),
/// `addTotp_<key>`.
public enum AppRoute: Route, Codable, Sendable {
    /// The auth flow: landing, login, account creation.
    case auth
    /// An account's unlock flow is shown.
    case locked
    /// The unlocked tabs of the account `userId`.
    case unlocked(userId: String)
    /// A tab of the unlocked app (a link such as `vault://tab/send`).
    case tab(VaultTab)
    /// An `otpauth://` link: pick the item the TOTP key `key` is added to, in a sheet over the tabs.
    case addTotp(key: String)

    public var identifier: String {
        switch self {
        case .auth: "auth"
        case .locked: "locked"
        case let .unlocked(userId): "unlocked_\(userId)"
        case let .tab(tab): "tab_\(tab.name)"
        case let .addTotp(key): "addTotp_\(key)"
        }
    }
}
