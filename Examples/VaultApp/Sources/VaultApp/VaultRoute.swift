import FlowCore

/// The Vault tab: the item list, folders, and the two sheets it presents (an item, the account
/// switcher).
///
/// Identifiers: `list`, `folder_<name>`, `item_<id>`, `profileSwitcher`.
public enum VaultRoute: Route, Codable, Sendable {
    /// Every item (the tab's root).
    case list
    /// The items of one folder, pushed on the list.
    case folder(name: String)
    /// An item: presents the item sheet (`ItemRoute.view(id:)`), a stack of its own.
    case item(id: String)
    /// The account switcher sheet (`ProfileRoute.switcher`).
    case profileSwitcher

    public var identifier: String {
        switch self {
        case .list: "list"
        case let .folder(name): "folder_\(name)"
        case let .item(id): "item_\(id)"
        case .profileSwitcher: "profileSwitcher"
        }
    }
}
