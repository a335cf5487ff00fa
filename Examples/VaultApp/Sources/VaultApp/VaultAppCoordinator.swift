import FlowCore

/// The app's root: shows the auth flow, one account's unlock flow, or the unlocked tabs, and
/// holds a link that arrives while the vault cannot show it.
///
/// Flows are swapped by flow changes: `AppRoute.auth`, `UnlockRoute.vaultUnlock(userId:)` (lock
/// the app on that account; the root then shows `AppRoute.locked`) and
/// `AppRoute.unlocked(userId:)`. Each builds its flow from scratch.
///
/// Links (`open(_:)`): a tab or `otpauth://` link that arrives while the app is logged out or
/// locked is held as this coordinator's pending navigation, and performed right after the flow
/// change to the unlocked tabs, whatever led there (unlock, login, an account switch).
public final class VaultAppCoordinator: FlowOrchestrator<AppRoute> {
    /// A fresh app at `start`.
    public init(start: VaultStart) {
        switch start {
        case .loggedOut:
            super.init(router: Router(initial: .auth))
            addChild(AuthCoordinator())
        case let .locked(userId):
            super.init(router: Router(initial: .locked))
            addChild(VaultUnlockCoordinator(userId: userId))
        case let .unlocked(userId):
            super.init(router: Router(initial: .unlocked(userId: userId)))
            addChild(VaultTabCoordinator(userId: userId))
        }
    }

    /// Whether the unlocked tabs are shown (links can then be performed at once).
    public var isUnlocked: Bool { currentFlow is VaultTabCoordinator }

    /// The app's link handler for the links it can hold: performs `link` now when the tabs are
    /// shown, else holds it (replacing any link held before) until the vault is unlocked.
    ///
    /// - Returns: whether the navigation succeeded, or `true` when the link was held.
    @discardableResult
    public func open(_ link: AppRoute) -> Bool {
        guard isUnlocked else {
            setPendingNavigation(link)
            return true
        }
        return navigate(to: link)
    }

    override public func canHandleFlowChange(to route: any Route) -> Bool {
        switch route {
        case AppRoute.auth, AppRoute.unlocked, UnlockRoute.vaultUnlock: true
        default: false
        }
    }

    /// Builds the flow for `route`. `UnlockRoute.vaultUnlock(userId:)` is also how a saved
    /// "locked" state comes back: restore rebuilds the flow from its saved root, the account
    /// included, since the root's own `AppRoute.locked` does not say which account.
    override public func handleFlowChange(to route: any Route) -> Bool {
        switch route {
        case AppRoute.auth:
            transitionToFlow(AuthCoordinator(), root: .auth)
        case let UnlockRoute.vaultUnlock(userId):
            transitionToFlow(VaultUnlockCoordinator(userId: userId), root: .locked)
        case let AppRoute.unlocked(userId):
            transitionToFlow(VaultTabCoordinator(userId: userId), root: .unlocked(userId: userId))
            // The link held while locked, if any: performed once this flow change is done,
            // so its events follow the changeFlow event.
            performPendingNavigation()
        default:
            return false
        }
        return true
    }
}
