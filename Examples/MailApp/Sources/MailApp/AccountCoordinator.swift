import FlowCore

/// The account screens, pushed onto Settings: the overview, then the sign-out confirmation.
public final class AccountCoordinator: Coordinator<AccountRoute> {
    /// An account coordinator at the overview.
    public init() { super.init(router: Router(initial: .account)) }

    override public func canHandle(_ route: AccountRoute) -> Bool { true }

    /// What the sign-out confirmation calls: returns the app to a fresh login flow.
    ///
    /// `AppRoute.login` bubbles to `AppCoordinator`, which replaces the tabs, this coordinator included.
    @discardableResult
    public func confirmSignOut() -> Bool { navigate(to: AppRoute.login) }
}
