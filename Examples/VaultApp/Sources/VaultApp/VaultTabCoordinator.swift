import FlowCore

/// The unlocked app: the Vault, Send, Generator and Settings tabs, in `VaultTab` order, and the
/// TOTP sheet over them.
///
/// `AppRoute.tab(_:)` selects a tab (`tabIndex(for:)`); `AppRoute.addTotp(key:)` presents the
/// TOTP sheet over whichever tab is shown. Named `VaultTabCoordinator`, not `TabCoordinator`,
/// so that FlowCore's `TabCoordinator` needs no module prefix.
public final class VaultTabCoordinator: TabCoordinator<AppRoute> {
    /// The unlocked account.
    public let userId: String

    /// The tabs of `userId`'s unlocked vault, every tab at its root and the Vault selected.
    public init(userId: String) {
        self.userId = userId
        super.init(router: Router(initial: .unlocked(userId: userId)))
        // Insertion order is tab order: keep it in step with `VaultTab`.
        addChild(VaultCoordinator())
        addChild(SendCoordinator())
        addChild(GeneratorCoordinator())
        addChild(SettingsCoordinator(userId: userId))
        ModalSheets.registerTotpSheet(on: self)
    }

    override public func canHandle(_ route: AppRoute) -> Bool {
        if case .addTotp = route { return true }
        return false
    }

    override public func navigationType(for route: AppRoute) -> NavigationType {
        if case .addTotp = route { return .modal }
        return .push
    }

    override public func tabIndex(for route: AppRoute) -> Int? {
        if case let .tab(tab) = route { return tab.rawValue }
        return nil
    }

    /// Selects `tab`.
    public func select(_ tab: VaultTab) { switchToTab(tab.rawValue) }
}
