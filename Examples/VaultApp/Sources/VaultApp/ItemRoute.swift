import FlowCore

/// The screens of an item sheet, a stack of its own presented over the vault (for
/// `VaultRoute.item(id:)`) or over the tabs (for `AppRoute.addTotp(key:)`).
///
/// Identifiers: `view_<id>`, `edit_<id>`, `passwordHistory_<id>`, `addTotp_<key>`.
public enum ItemRoute: Route, Codable, Sendable {
    /// The item `id` (the root of the vault's item sheet).
    case view(id: String)
    /// Editing the item `id`, pushed on it.
    case edit(id: String)
    /// The item's password history, pushed on it.
    case passwordHistory(id: String)
    /// Choosing the item the TOTP key `key` is added to (the root of the TOTP sheet).
    case addTotp(key: String)

    public var identifier: String {
        switch self {
        case let .view(id): "view_\(id)"
        case let .edit(id): "edit_\(id)"
        case let .passwordHistory(id): "passwordHistory_\(id)"
        case let .addTotp(key): "addTotp_\(key)"
        }
    }
}
