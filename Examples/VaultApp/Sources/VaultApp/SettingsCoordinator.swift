import FlowCore

/// Tab 3, settings, with "Lock now" and "Log out" on its account security screen.
public final class SettingsCoordinator: Coordinator<SettingsRoute> {
    /// The unlocked account, which "Lock now" locks.
    public let userId: String

    /// A Settings tab of `userId`'s vault at its list.
    public init(userId: String) {
        self.userId = userId
        super.init(router: Router(initial: .settings))
    }

    override public func canHandle(_ route: SettingsRoute) -> Bool { true }

    /// "Lock now": the account's unlock flow (a flow change at the app root, to `AppRoute.locked`,
    /// which locks the active account).
    @discardableResult
    public func lockNow() -> Bool { navigate(to: AppRoute.locked) }

    /// "Log out": the auth flow.
    @discardableResult
    public func logOut() -> Bool { navigate(to: AppRoute.auth) }
}
