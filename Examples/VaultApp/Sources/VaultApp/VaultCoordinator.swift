import FlowCore

/// Tab 0, the vault: the item list with folders pushed on it; an item opens the item sheet, and
/// the account button opens the account switcher.
public final class VaultCoordinator: Coordinator<VaultRoute> {
    /// A vault tab at the item list, with its two sheets registered.
    public init() {
        super.init(router: Router(initial: .list))
        ModalSheets.registerItemSheet(on: self)
        addModalCoordinator(ProfileSwitcherCoordinator()) { $0 == .profileSwitcher ? ProfileRoute.switcher : nil }
    }

    override public func canHandle(_ route: VaultRoute) -> Bool { true }

    override public func navigationType(for route: VaultRoute) -> NavigationType {
        switch route {
        case .item, .profileSwitcher: .modal
        case .list, .folder: .push
        }
    }
}
