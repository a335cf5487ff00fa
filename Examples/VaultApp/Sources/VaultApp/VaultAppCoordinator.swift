import FlowCore

/// The app's root: shows the auth flow, one account's unlock flow, or the unlocked tabs, and
/// holds a link that arrives while the vault cannot show it.
///
/// Flows are swapped by flow changes: `AppRoute.auth`, `UnlockRoute.vaultUnlock(userId:)` (lock
/// the app on that account; the root then shows `AppRoute.locked`), `AppRoute.locked` (lock the
/// active account) and `AppRoute.unlocked(userId:)`. Each builds its flow from scratch.
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

    /// The account shown: unlocked or being unlocked; `nil` in the auth flow.
    public var activeUserId: String? {
        switch currentFlow {
        case let tabs as VaultTabCoordinator: tabs.userId
        case let unlock as VaultUnlockCoordinator: unlock.userId
        default: nil
        }
    }

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
        case AppRoute.auth, AppRoute.locked, AppRoute.unlocked, UnlockRoute.vaultUnlock: true
        default: false
        }
    }

    /// Builds the flow for `route`.
    ///
    /// `AppRoute.locked` locks the active account (the first account when none is shown). A
    /// saved "locked" state comes back in two steps: restore asks for the root's own saved route,
    /// `AppRoute.locked`, when another flow is shown, then for the saved flow's root,
    /// `UnlockRoute.vaultUnlock(userId:)`, when the flow it got unlocks another account.
    override public func handleFlowChange(to route: any Route) -> Bool {
        switch route {
        case AppRoute.auth:
            transitionToFlow(AuthCoordinator(), root: .auth)
        case AppRoute.locked:
            transitionToFlow(VaultUnlockCoordinator(userId: activeUserId ?? VaultApp.accounts[0]), root: .locked)
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
