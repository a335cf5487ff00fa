import FlowCore

/// The account switcher sheet, presented by the Vault tab.
public final class ProfileSwitcherCoordinator: Coordinator<ProfileRoute> {
    /// A switcher at its list of accounts.
    public init() { super.init(router: Router(initial: .switcher)) }

    override public func canHandle(_ route: ProfileRoute) -> Bool { true }

    /// Choosing `userId`: the app locks on that account (the switcher and the tabs go away).
    @discardableResult
    public func switchTo(userId: String) -> Bool { navigate(to: UnlockRoute.vaultUnlock(userId: userId)) }

    /// "Add account": the auth flow.
    @discardableResult
    public func addAccount() -> Bool { navigate(to: AppRoute.auth) }
}
