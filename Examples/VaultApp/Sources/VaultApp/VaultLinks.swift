import FlowCore
import Foundation

/// The app's links and its link handler.
///
/// | URL                                     | Route                                 |
/// |-----------------------------------------|---------------------------------------|
/// | `vault://tab/vault` (`send`, `generator`, `settings`) | `AppRoute.tab(_:)`      |
/// | `vault://item/<id>`                     | `VaultRoute.item(id:)` (the item sheet) |
/// | `vault://account/<userId>`              | `UnlockRoute.vaultUnlock(userId:)` (switch account) |
/// | `otpauth://totp/<label>?secret=<KEY>`   | `AppRoute.addTotp(key:)` (the TOTP sheet) |
///
/// An id, account or label is one non-empty path segment; a TOTP secret is base32 (`A`–`Z`,
/// `2`–`7`, upper-cased when read). Anything else is not a link of the app.
///
/// The handler (`open(_:in:)`) always starts at the app root. A tab or `otpauth://` link that
/// arrives while the app is logged out or locked is held and performed after unlock; an item
/// link needs the vault unlocked and is refused before.
public enum VaultLinks {
    /// What a URL names, before the handler decides how to open it.
    public enum Target: Equatable, Sendable {
        /// A tab.
        case tab(VaultTab)
        /// An item of the vault.
        case item(id: String)
        /// Another account's vault, locked.
        case account(userId: String)
        /// A TOTP key to add to an item.
        case totp(key: String)

        /// The one route the target names.
        public var route: any Route {
            switch self {
            case let .tab(tab): AppRoute.tab(tab)
            case let .item(id): VaultRoute.item(id: id)
            case let .account(userId): UnlockRoute.vaultUnlock(userId: userId)
            case let .totp(key): AppRoute.addTotp(key: key)
            }
        }
    }

    /// What `url` names, or `nil` when it is not a link of the app.
    public static func target(for url: String) -> Target? {
        guard let parts = URLComponents(string: url), let scheme = parts.scheme?.lowercased(), let host = parts.host, !host.isEmpty else {
            return nil
        }
        let segments = parts.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        guard segments.count == 1, let detail = segments.first, !detail.isEmpty else { return nil }
        switch (scheme, host) {
        case ("vault", "tab"): return VaultTab(name: detail).map(Target.tab)
        case ("vault", "item"): return .item(id: detail)
        case ("vault", "account"): return .account(userId: detail)
        case ("otpauth", "totp"):
            guard let secret = parts.queryItems?.first(where: { $0.name == "secret" })?.value?.uppercased(),
                !secret.isEmpty, secret.allSatisfy({ ("A"..."Z").contains($0) || ("2"..."7").contains($0) })
            else { return nil }
            return .totp(key: secret)
        default: return nil
        }
    }

    /// The app's link handler: opens `url` in `app`, from its root.
    ///
    /// - A tab link selects the tab; an `otpauth://` link selects the Vault tab, then presents
    ///   the TOTP sheet (two navigations). While logged out or locked, either is held as the
    ///   root's pending navigation (the TOTP sheet alone: the tabs start at the Vault).
    /// - An item link opens the item sheet over the Vault tab; it is refused while locked.
    /// - An account link locks the app on that account.
    ///
    /// - Returns: `false` when `url` is not a link of the app or its navigation failed.
    @discardableResult
    public static func open(_ url: String, in app: VaultAppCoordinator) -> Bool {
        switch target(for: url) {
        case let .tab(tab)?: app.open(.tab(tab))
        case let .totp(key)?:
            app.isUnlocked ? app.navigate(to: AppRoute.tab(.vault)) && app.navigate(to: AppRoute.addTotp(key: key)) : app.open(.addTotp(key: key))
        case let .item(id)?: app.isUnlocked && app.navigate(to: VaultRoute.item(id: id))
        case let .account(userId)?: app.navigate(to: UnlockRoute.vaultUnlock(userId: userId))
        case nil: false
        }
    }
}
