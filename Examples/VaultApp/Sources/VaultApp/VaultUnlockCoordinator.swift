import FlowCore

/// One account's unlock flow, rooted at `UnlockRoute.vaultUnlock(userId:)`.
///
/// It handles its own account's routes only: another account's unlock screen bubbles to the app
/// root, which switches to that account's flow.
public final class VaultUnlockCoordinator: Coordinator<UnlockRoute> {
    /// The account this flow unlocks.
    public let userId: String

    /// An unlock flow for `userId`, at its unlock screen.
    public init(userId: String) {
        self.userId = userId
        super.init(router: Router(initial: .vaultUnlock(userId: userId)))
    }

    override public func canHandle(_ route: UnlockRoute) -> Bool {
        switch route {
        case let .vaultUnlock(id): id == userId
        case .passwordHint: true
        }
    }

    /// What the unlock screen calls once the master password is accepted: the unlocked tabs.
    @discardableResult
    public func unlock() -> Bool { navigate(to: AppRoute.unlocked(userId: userId)) }

    /// "Log out": the auth flow's landing screen.
    @discardableResult
    public func logOut() -> Bool { navigate(to: AppRoute.auth) }
}
